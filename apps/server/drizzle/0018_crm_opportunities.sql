CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"stage" text DEFAULT 'contact' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"expected_close_date" date,
	"owner_user_id" integer,
	"owner_department_id" integer,
	"close_reason" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "opportunities_stage_check" CHECK (stage in ('contact', 'need', 'quote', 'negotiation')),
	CONSTRAINT "opportunities_status_check" CHECK (status in ('open', 'won', 'lost')),
	CONSTRAINT "opportunities_amount_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "opportunity_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opportunity_products_amount_check" CHECK (quantity > 0 and unit_price_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_department_id_departments_id_fk" FOREIGN KEY ("owner_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_products" ADD CONSTRAINT "opportunity_products_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_products" ADD CONSTRAINT "opportunity_products_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_org_owner_id_idx" ON "opportunities" USING btree ("org_id","owner_user_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "opportunities_org_department_id_idx" ON "opportunities" USING btree ("org_id","owner_department_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "opportunities_customer_idx" ON "opportunities" USING btree ("customer_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "opportunity_products_opportunity_idx" ON "opportunity_products" USING btree ("opportunity_id","position");