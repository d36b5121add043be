CREATE TABLE "order_day_stats" (
	"company_id" text NOT NULL,
	"date_key" integer NOT NULL,
	"version" bigint NOT NULL,
	"stats" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_day_stats_company_id_date_key_pk" PRIMARY KEY("company_id","date_key")
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;