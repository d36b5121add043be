CREATE TABLE "order_board_presence" (
	"company_id" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone,
	"offline_since" timestamp with time zone,
	"auto_paused_until" timestamp with time zone
);
