CREATE TABLE "crm_support_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"group_id" integer,
	"handler_user_id" integer,
	"handler_department_id" integer,
	"status" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_support_distribution_rules" (
	"org_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"cursor_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_support_distribution_rules_org_id_group_id_pk" PRIMARY KEY("org_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "crm_support_customers" ADD CONSTRAINT "crm_support_customers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_customers" ADD CONSTRAINT "crm_support_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_customers" ADD CONSTRAINT "crm_support_customers_group_id_crm_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."crm_support_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_customers" ADD CONSTRAINT "crm_support_customers_handler_user_id_users_id_fk" FOREIGN KEY ("handler_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_customers" ADD CONSTRAINT "crm_support_customers_handler_department_id_departments_id_fk" FOREIGN KEY ("handler_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_distribution_rules" ADD CONSTRAINT "crm_support_distribution_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_distribution_rules" ADD CONSTRAINT "crm_support_distribution_rules_group_id_crm_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."crm_support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_support_customers_org_handler_id_idx" ON "crm_support_customers" USING btree ("org_id","handler_user_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_support_customers_org_department_id_idx" ON "crm_support_customers" USING btree ("org_id","handler_department_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_support_customers_org_phone_idx" ON "crm_support_customers" USING btree ("org_id","phone") WHERE deleted_at is null and phone <> '';--> statement-breakpoint
CREATE INDEX "crm_support_customers_group_handler_idx" ON "crm_support_customers" USING btree ("group_id","handler_user_id") WHERE deleted_at is null;