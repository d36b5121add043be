CREATE TABLE "auth_users" (
	"uid" text PRIMARY KEY NOT NULL,
	"secured_phone" text NOT NULL,
	"phone_hash" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_last_login" timestamp with time zone,
	CONSTRAINT "auth_users_phoneHash_unique" UNIQUE("phone_hash")
);
--> statement-breakpoint
CREATE TABLE "custom_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_hash" text NOT NULL,
	"ip" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text NOT NULL,
	"company_id" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"change_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_deleted" timestamp with time zone,
	"display_level" integer DEFAULT 1000 NOT NULL,
	"category_name" text NOT NULL,
	"parent_category_id" text DEFAULT '' NOT NULL,
	"use_parent_data" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" text NOT NULL,
	"company_id" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"change_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_deleted" timestamp with time zone,
	"display_level" integer DEFAULT 1000 NOT NULL,
	"option_group_name" text NOT NULL,
	"option_ids" text[] DEFAULT '{}' NOT NULL,
	"parent_option_group_id" text DEFAULT '' NOT NULL,
	"use_parent_data" boolean DEFAULT false NOT NULL,
	CONSTRAINT "option_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" text NOT NULL,
	"company_id" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"change_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_deleted" timestamp with time zone,
	"display_level" integer DEFAULT 1000 NOT NULL,
	"option_name" text NOT NULL,
	"type" text DEFAULT 'select' NOT NULL,
	"style_type" text DEFAULT 'default' NOT NULL,
	"option_items" text[] DEFAULT '{}' NOT NULL,
	"option_items_price" integer[] DEFAULT '{}' NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"invalid_combinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sold_out_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_option_id" text DEFAULT '' NOT NULL,
	"use_parent_data" boolean DEFAULT false NOT NULL,
	CONSTRAINT "options_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text NOT NULL,
	"company_id" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"change_xid" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_deleted" timestamp with time zone,
	"display_level" integer DEFAULT 1000 NOT NULL,
	"product_name" text NOT NULL,
	"product_name_short" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"is_private_product" boolean DEFAULT false NOT NULL,
	"price_original" integer DEFAULT 0 NOT NULL,
	"price_discounted" integer DEFAULT 0 NOT NULL,
	"price_friendtalk" integer DEFAULT 0 NOT NULL,
	"image_thumbnail_file_name" text DEFAULT '' NOT NULL,
	"image_gallery_file_names" text[] DEFAULT '{}' NOT NULL,
	"unit" text DEFAULT '개' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stock_quantity" integer DEFAULT 10000 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"option_group_id" text DEFAULT '' NOT NULL,
	"option_ids" text[] DEFAULT '{}' NOT NULL,
	"reward_stamp" integer DEFAULT 0 NOT NULL,
	"reward_point" integer DEFAULT 0 NOT NULL,
	"parcel_bundle_value" double precision DEFAULT 1 NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"sold_out_until" timestamp with time zone,
	"parent_product_id" text DEFAULT '' NOT NULL,
	"use_parent_data" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "administrators" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text DEFAULT '' NOT NULL,
	"company_ids" text[] DEFAULT '{}' NOT NULL,
	"last_selected_demo_company_id" text DEFAULT 'demoCompanyCafe' NOT NULL,
	"roles" text[] DEFAULT '{"admin"}' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"secured_user_name" text DEFAULT '' NOT NULL,
	"contact_info" jsonb NOT NULL,
	"phone_suffix" text DEFAULT '' NOT NULL,
	"search_field" text[] DEFAULT '{}' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"company_type" text DEFAULT 'basic' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"product_generation" integer DEFAULT 0 NOT NULL,
	"product_revision" bigint DEFAULT 0 NOT NULL,
	"category_generation" integer DEFAULT 0 NOT NULL,
	"category_revision" bigint DEFAULT 0 NOT NULL,
	"option_generation" integer DEFAULT 0 NOT NULL,
	"option_revision" bigint DEFAULT 0 NOT NULL,
	"option_group_generation" integer DEFAULT 0 NOT NULL,
	"option_group_revision" bigint DEFAULT 0 NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_head_company" boolean DEFAULT false NOT NULL,
	"parent_company_id" text DEFAULT '' NOT NULL,
	"business_info" jsonb NOT NULL,
	"business_hours" jsonb NOT NULL,
	"delivery_config" jsonb NOT NULL,
	"order_support" jsonb NOT NULL,
	"contact_info" jsonb NOT NULL,
	"bank_account" jsonb NOT NULL,
	"reward_policy" jsonb NOT NULL,
	"reward_stamp_value" integer DEFAULT 150 NOT NULL,
	"kakao_info" jsonb NOT NULL,
	"menu_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"is_notice_display" boolean DEFAULT false NOT NULL,
	"image_thumbnail_file_name" text DEFAULT '' NOT NULL,
	"image_gallery_file_names" text[] DEFAULT '{}' NOT NULL,
	"search_field" text[] DEFAULT '{}' NOT NULL,
	"registered_by_uid" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone_hash","date_created");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_uid_idx" ON "refresh_tokens" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sms_sends_phone_idx" ON "sms_sends" USING btree ("phone_hash","date_created");--> statement-breakpoint
CREATE INDEX "sms_sends_ip_idx" ON "sms_sends" USING btree ("ip","date_created");--> statement-breakpoint
CREATE INDEX "sms_sends_date_idx" ON "sms_sends" USING btree ("date_created");--> statement-breakpoint
CREATE INDEX "categories_company_change_idx" ON "categories" USING btree ("company_id","change_xid");--> statement-breakpoint
CREATE INDEX "categories_company_live_idx" ON "categories" USING btree ("company_id","is_deleted","display_level");--> statement-breakpoint
CREATE INDEX "option_groups_company_change_idx" ON "option_groups" USING btree ("company_id","change_xid");--> statement-breakpoint
CREATE INDEX "option_groups_company_live_idx" ON "option_groups" USING btree ("company_id","is_deleted","display_level");--> statement-breakpoint
CREATE INDEX "options_company_change_idx" ON "options" USING btree ("company_id","change_xid");--> statement-breakpoint
CREATE INDEX "options_company_live_idx" ON "options" USING btree ("company_id","is_deleted","display_level");--> statement-breakpoint
CREATE INDEX "products_company_change_idx" ON "products" USING btree ("company_id","change_xid");--> statement-breakpoint
CREATE INDEX "products_company_live_idx" ON "products" USING btree ("company_id","is_deleted","display_level");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registered_by_uid_idx" ON "companies" USING btree ("registered_by_uid");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_field");