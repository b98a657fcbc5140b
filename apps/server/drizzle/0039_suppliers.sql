CREATE TABLE "supply_supplier_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"attachment_file_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"author_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_supplier_activities_kind_check" CHECK ("supply_supplier_activities"."kind" in ('visit', 'call', 'note'))
);
--> statement-breakpoint
CREATE TABLE "supply_supplier_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"purchase_price" bigint NOT NULL,
	"lead_time_days" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_supplier_items_kind_check" CHECK ("supply_supplier_items"."item_kind" in ('product', 'fitting')),
	CONSTRAINT "supply_supplier_items_price_check" CHECK ("supply_supplier_items"."purchase_price" >= 0),
	CONSTRAINT "supply_supplier_items_lead_time_check" CHECK ("supply_supplier_items"."lead_time_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supply_supplier_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"contact_name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"owner_user_id" integer,
	"owner_department_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"invoice_title" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supply_supplier_activities" ADD CONSTRAINT "supply_supplier_activities_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_supplier_activities" ADD CONSTRAINT "supply_supplier_activities_supplier_id_supply_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supply_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_supplier_activities" ADD CONSTRAINT "supply_supplier_activities_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_supplier_items" ADD CONSTRAINT "supply_supplier_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_supplier_items" ADD CONSTRAINT "supply_supplier_items_supplier_id_supply_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supply_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_supplier_contacts" ADD CONSTRAINT "supply_supplier_contacts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_supplier_contacts" ADD CONSTRAINT "supply_supplier_contacts_parent_id_supply_suppliers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supply_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_suppliers" ADD CONSTRAINT "supply_suppliers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_suppliers" ADD CONSTRAINT "supply_suppliers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_suppliers" ADD CONSTRAINT "supply_suppliers_owner_department_id_departments_id_fk" FOREIGN KEY ("owner_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supply_supplier_activities_org_occurred_idx" ON "supply_supplier_activities" USING btree ("org_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supply_supplier_activities_supplier_occurred_idx" ON "supply_supplier_activities" USING btree ("supplier_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "supply_supplier_items_supplier_item_idx" ON "supply_supplier_items" USING btree ("supplier_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "supply_supplier_items_org_item_idx" ON "supply_supplier_items" USING btree ("org_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "supply_supplier_contacts_parent_idx" ON "supply_supplier_contacts" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_suppliers_org_code_idx" ON "supply_suppliers" USING btree ("org_id","code") WHERE "supply_suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "supply_suppliers_org_owner_idx" ON "supply_suppliers" USING btree ("org_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "supply_suppliers_org_department_idx" ON "supply_suppliers" USING btree ("org_id","owner_department_id");