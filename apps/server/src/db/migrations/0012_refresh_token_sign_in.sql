ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;