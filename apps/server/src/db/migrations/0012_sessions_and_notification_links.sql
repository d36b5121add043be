ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_tokens_phone_idx" ON "login_tokens" USING btree ("company_id","phone_hash");