CREATE TABLE "credential_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"name" text NOT NULL,
	"credential_hash" text NOT NULL,
	"created_by_uid" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_last_seen" timestamp with time zone,
	"date_revoked" timestamp with time zone,
	CONSTRAINT "devices_credentialHash_unique" UNIQUE("credential_hash")
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"encrypted_token" text NOT NULL,
	"friendtalk_code_hash" text DEFAULT '' NOT NULL,
	"encrypted_friendtalk_code" text DEFAULT '' NOT NULL,
	"secured_phone" text NOT NULL,
	"phone_hash" text NOT NULL,
	"phone_suffix" text NOT NULL,
	"created_by_uid" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expires" timestamp with time zone NOT NULL,
	"date_last_used" timestamp with time zone,
	"date_revoked" timestamp with time zone,
	CONSTRAINT "login_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "customer_activities" ADD COLUMN "friendtalk_receiver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_failures_ip_idx" ON "credential_failures" USING btree ("ip","date_created");--> statement-breakpoint
CREATE INDEX "devices_company_idx" ON "devices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "login_tokens_company_idx" ON "login_tokens" USING btree ("company_id","date_created");