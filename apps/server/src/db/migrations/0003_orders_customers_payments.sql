CREATE TABLE "customer_activities" (
	"company_id" text NOT NULL,
	"uid" text NOT NULL,
	"stamp_count" integer DEFAULT 0 NOT NULL,
	"stamp_last" integer DEFAULT 0 NOT NULL,
	"stamp_remaining" integer DEFAULT 0 NOT NULL,
	"stamp_total" integer DEFAULT 0 NOT NULL,
	"point_count" integer DEFAULT 0 NOT NULL,
	"point_last" integer DEFAULT 0 NOT NULL,
	"point_remaining" bigint DEFAULT 0 NOT NULL,
	"point_total" bigint DEFAULT 0 NOT NULL,
	"order_total_count" integer DEFAULT 0 NOT NULL,
	"order_total_price" bigint DEFAULT 0 NOT NULL,
	"memo_admin" text DEFAULT '' NOT NULL,
	"date_recent_order" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_activities_company_id_uid_pk" PRIMARY KEY("company_id","uid"),
	CONSTRAINT "customer_activities_balances_check" CHECK ("customer_activities"."stamp_remaining" >= 0 and "customer_activities"."point_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"uid" text PRIMARY KEY NOT NULL,
	"secured_phone" text NOT NULL,
	"phone_suffix" text NOT NULL,
	"search_field" text[] DEFAULT '{}' NOT NULL,
	"secured_user_name" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_last_access" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "issued_coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"uid" text NOT NULL,
	"coupon_definition_id" text NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"coupon_name" text NOT NULL,
	"event_name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"discount_max_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"is_possible_save" boolean DEFAULT false NOT NULL,
	"used_amount" integer DEFAULT 0 NOT NULL,
	"free_item_product_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"where_to_use" text DEFAULT 'all' NOT NULL,
	"available_company_ids" text[] DEFAULT '{}' NOT NULL,
	"available_product_ids" text[] DEFAULT '{}' NOT NULL,
	"available_category_ids" text[] DEFAULT '{}' NOT NULL,
	"coupon_usage" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"date_issued" timestamp with time zone DEFAULT now() NOT NULL,
	"date_issued_key" integer NOT NULL,
	"date_expiration" timestamp with time zone,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"uid" text NOT NULL,
	"order_id" text DEFAULT '' NOT NULL,
	"admin_uid" text DEFAULT '' NOT NULL,
	"reward_type" text NOT NULL,
	"source" text NOT NULL,
	"stamp" integer DEFAULT 0 NOT NULL,
	"used_stamp" integer DEFAULT 0 NOT NULL,
	"point" bigint DEFAULT 0 NOT NULL,
	"used_point" bigint DEFAULT 0 NOT NULL,
	"stamp_remaining" integer NOT NULL,
	"point_remaining" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_key" integer NOT NULL,
	"month_key" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"company_id" text NOT NULL,
	"date_key" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_counters_company_id_date_key_pk" PRIMARY KEY("company_id","date_key")
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"axis" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_uid" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"cancel_reason_text" text DEFAULT '' NOT NULL,
	"prep_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"order_number" integer NOT NULL,
	"date_key" integer NOT NULL,
	"month_key" integer NOT NULL,
	"uid" text NOT NULL,
	"order_channel" text DEFAULT 'web' NOT NULL,
	"order_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"order_status" text NOT NULL,
	"process_status" text NOT NULL,
	"cart_total_base" bigint DEFAULT 0 NOT NULL,
	"cart_total_with_options" bigint DEFAULT 0 NOT NULL,
	"delivery_fee" bigint DEFAULT 0 NOT NULL,
	"coupon_discount_total" bigint DEFAULT 0 NOT NULL,
	"point_discount_total" bigint DEFAULT 0 NOT NULL,
	"final_amount" bigint DEFAULT 0 NOT NULL,
	"payable_amount" bigint DEFAULT 0 NOT NULL,
	"distance_meters" integer,
	"minimum_order_amount" bigint DEFAULT 0 NOT NULL,
	"free_delivery_threshold" bigint DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_address" jsonb,
	"customer_memo" text DEFAULT '' NOT NULL,
	"customer_phone_suffix" text DEFAULT '' NOT NULL,
	"secured_customer_phone" text DEFAULT '' NOT NULL,
	"bank_transfer" jsonb,
	"status_times" jsonb NOT NULL,
	"pay_summaries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_last_confirmed_at" timestamp with time zone,
	"prep_minutes" integer,
	"estimated_ready_at" timestamp with time zone,
	"cancel_reason" text,
	"cancel_reason_text" text DEFAULT '' NOT NULL,
	"reward_stamp_planned" integer DEFAULT 0 NOT NULL,
	"reward_point_planned" integer DEFAULT 0 NOT NULL,
	"reward_partly_excluded" boolean DEFAULT false NOT NULL,
	"reward_stamp_granted" integer DEFAULT 0 NOT NULL,
	"reward_point_granted" integer DEFAULT 0 NOT NULL,
	"reward_stamp_balance_delta" integer DEFAULT 0 NOT NULL,
	"rewards_granted_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"tid" text DEFAULT '' NOT NULL,
	"approved_amount" bigint,
	"card_name" text DEFAULT '' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"date_approved" timestamp with time zone,
	"date_cancelled" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "custom_tokens" ADD COLUMN "audience" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "audience" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_activities" ADD CONSTRAINT "customer_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_activities" ADD CONSTRAINT "customer_activities_uid_customers_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customers"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_uid_auth_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."auth_users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_coupons" ADD CONSTRAINT "issued_coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_coupons" ADD CONSTRAINT "issued_coupons_uid_customers_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."customers"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_logs" ADD CONSTRAINT "reward_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_activities_uid_idx" ON "customer_activities" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "issued_coupons_uid_idx" ON "issued_coupons" USING btree ("uid","status");--> statement-breakpoint
CREATE INDEX "issued_coupons_definition_idx" ON "issued_coupons" USING btree ("company_id","coupon_definition_id");--> statement-breakpoint
CREATE INDEX "issued_coupons_order_idx" ON "issued_coupons" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "reward_logs_customer_idx" ON "reward_logs" USING btree ("company_id","uid","date_created");--> statement-breakpoint
CREATE INDEX "reward_logs_order_idx" ON "reward_logs" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("company_id","order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_daily_number_idx" ON "orders" USING btree ("company_id","date_key","order_number");--> statement-breakpoint
CREATE INDEX "orders_company_day_status_idx" ON "orders" USING btree ("company_id","date_key","process_status");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("uid","company_id","date_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("company_id","order_id");