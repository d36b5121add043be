ALTER TABLE "orders" ADD COLUMN "waybill" jsonb;--> statement-breakpoint
ALTER TABLE "waybill_send_rows" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "waybill_send_rows" ADD COLUMN "order_number" integer;