CREATE TABLE "waybill_send_rows" (
	"send_id" text NOT NULL,
	"line" integer NOT NULL,
	"company_id" text NOT NULL,
	"name" text,
	"secured_phone" text,
	"tracking_number" text,
	"courier" text NOT NULL,
	"reason" text,
	"outbox_id" bigint,
	CONSTRAINT "waybill_send_rows_send_id_line_pk" PRIMARY KEY("send_id","line")
);
--> statement-breakpoint
CREATE TABLE "waybill_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"courier" text NOT NULL,
	"admin_uid" text DEFAULT '' NOT NULL,
	"row_count" integer NOT NULL,
	"resend_count" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waybill_send_rows_outbox_idx" ON "waybill_send_rows" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "waybill_sends_company_idx" ON "waybill_sends" USING btree ("company_id","date_created");