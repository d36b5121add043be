CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" text DEFAULT '' NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"phone_hash" text,
	"phone_suffix" text DEFAULT '' NOT NULL,
	"created_by_uid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_uid" text,
	"revoked_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" text NOT NULL,
	"administrator_id" text NOT NULL,
	"role" text NOT NULL,
	"added_by_uid" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_administrator_id_pk" PRIMARY KEY("company_id","administrator_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_uid","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE INDEX "company_members_administrator_idx" ON "company_members" USING btree ("administrator_id");--> statement-breakpoint
CREATE INDEX "companies_date_created_idx" ON "companies" USING btree ("date_created","id");--> statement-breakpoint
CREATE INDEX "companies_shop_name_idx" ON "companies" USING btree (("business_info"->>'shopName'),"id");--> statement-breakpoint
-- hand-written (carry over at merge)
-- Memberships from company_ids (issue 14): the company's first administrator (its registrant, else the oldest) is
-- its owner, everyone else a manager.
INSERT INTO "company_members" ("company_id", "administrator_id", "role")
SELECT m.company_id, m.administrator_id,
  CASE WHEN row_number() OVER (
    PARTITION BY m.company_id
    ORDER BY (c.registered_by_uid IS NOT DISTINCT FROM m.administrator_id) DESC, m.date_created, m.administrator_id
  ) = 1 THEN 'owner' ELSE 'manager' END
FROM (
  SELECT DISTINCT unnest(a.company_ids) AS company_id, a.id AS administrator_id, a.date_created
  FROM "administrators" a
) m
JOIN "companies" c ON c.id = m.company_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The audit log is append-only: no UPDATE ever, DELETE only past the retention period (docs/decisions/017).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '400 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
