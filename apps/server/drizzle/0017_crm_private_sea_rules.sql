CREATE TABLE "private_sea_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"department_id" integer,
	"max_held" integer,
	"recall_no_follow_up_days" integer,
	"recall_no_deal_days" integer,
	"remind_days_before" integer,
	"reclaim_cooldown_days" integer,
	"daily_claim_limit" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "private_sea_rules" ADD CONSTRAINT "private_sea_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_sea_rules" ADD CONSTRAINT "private_sea_rules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_sea_rules_org_department_key" ON "private_sea_rules" USING btree ("org_id",coalesce("department_id", 0)) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "private_sea_rules_org_id_idx" ON "private_sea_rules" USING btree ("org_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
-- The daily claim limit counts a person's claims of today (hand-written: customer_events belongs to customers.tables.ts).
CREATE INDEX "customer_events_org_claimer_idx" ON "customer_events" USING btree ("org_id","to_owner_user_id","at" DESC) WHERE kind = 'claimed';