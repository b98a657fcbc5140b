CREATE TABLE "customer_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"title" text NOT NULL,
	"problem" text NOT NULL,
	"resolution" text DEFAULT '' NOT NULL,
	"products" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"attachments" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_discount_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"customer_id" integer,
	"level" text DEFAULT '' NOT NULL,
	"rate" integer NOT NULL,
	"effective_from" date,
	"effective_to" date,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "customer_discount_rates_rate_check" CHECK ("customer_discount_rates"."rate" > 0 and "customer_discount_rates"."rate" <= 10000),
	CONSTRAINT "customer_discount_rates_target_check" CHECK (("customer_discount_rates"."customer_id" is null) <> ("customer_discount_rates"."level" = ''))
);
--> statement-breakpoint
ALTER TABLE "customer_cases" ADD CONSTRAINT "customer_cases_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cases" ADD CONSTRAINT "customer_cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_discount_rates" ADD CONSTRAINT "customer_discount_rates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_discount_rates" ADD CONSTRAINT "customer_discount_rates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cases_org_idx" ON "customer_cases" USING btree ("org_id","id") WHERE "customer_cases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_cases_org_customer_idx" ON "customer_cases" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_discount_rates_org_customer_id_key" ON "customer_discount_rates" USING btree ("org_id","customer_id") WHERE "customer_discount_rates"."deleted_at" is null and "customer_discount_rates"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_discount_rates_org_level_key" ON "customer_discount_rates" USING btree ("org_id","level") WHERE "customer_discount_rates"."deleted_at" is null and "customer_discount_rates"."customer_id" is null;--> statement-breakpoint
CREATE INDEX "customer_discount_rates_org_idx" ON "customer_discount_rates" USING btree ("org_id","id");