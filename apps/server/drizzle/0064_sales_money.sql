CREATE TABLE "sale_collection_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sale_collection_lines_amount_check" CHECK ("sale_collection_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sale_collections" (
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
	"document_no" text NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"payment_channel_id" integer NOT NULL,
	"collected_on" date NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"return_order_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_collections_status_check" CHECK ("sale_collections"."status" in ('posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sale_invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"item_label" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_invoice_lines_quantity_check" CHECK ("sale_invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_invoices" (
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
	"document_no" text NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"invoice_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"file_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_invoices_status_check" CHECK ("sale_invoices"."status" in ('requested', 'issued', 'void')),
	CONSTRAINT "sale_invoices_type_check" CHECK ("sale_invoices"."invoice_type" in ('special', 'ordinary'))
);
--> statement-breakpoint
CREATE TABLE "sale_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"item_label" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"serials" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_return_lines_quantity_check" CHECK ("sale_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
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
	"document_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"warehouse_id" integer,
	"reason" text NOT NULL,
	"inspection" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_returns_status_check" CHECK ("sale_returns"."status" in ('draft', 'received', 'cancelled')),
	CONSTRAINT "sale_returns_inspection_check" CHECK ("sale_returns"."inspection" in ('qualified', 'repair', 'scrap'))
);
--> statement-breakpoint
ALTER TABLE "sale_collection_lines" ADD CONSTRAINT "sale_collection_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_collection_lines" ADD CONSTRAINT "sale_collection_lines_parent_id_sale_collections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_collections" ADD CONSTRAINT "sale_collections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_collections" ADD CONSTRAINT "sale_collections_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_collections" ADD CONSTRAINT "sale_collections_owner_department_id_departments_id_fk" FOREIGN KEY ("owner_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoice_lines" ADD CONSTRAINT "sale_invoice_lines_parent_id_sale_invoices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_owner_department_id_departments_id_fk" FOREIGN KEY ("owner_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_parent_id_sale_returns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_owner_department_id_departments_id_fk" FOREIGN KEY ("owner_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_collection_lines_parent_idx" ON "sale_collection_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_collection_lines_order_idx" ON "sale_collection_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_collections_org_document_no_idx" ON "sale_collections" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "sale_collections_org_owner_id_idx" ON "sale_collections" USING btree ("org_id","owner_user_id","id" DESC NULLS FIRST) WHERE "sale_collections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_collections_org_department_id_idx" ON "sale_collections" USING btree ("org_id","owner_department_id","id" DESC NULLS FIRST) WHERE "sale_collections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_collections_org_customer_idx" ON "sale_collections" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE INDEX "sale_invoice_lines_parent_idx" ON "sale_invoice_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_invoice_lines_order_idx" ON "sale_invoice_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_invoices_org_document_no_idx" ON "sale_invoices" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "sale_invoices_org_owner_id_idx" ON "sale_invoices" USING btree ("org_id","owner_user_id","id" DESC NULLS FIRST) WHERE "sale_invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_invoices_org_department_id_idx" ON "sale_invoices" USING btree ("org_id","owner_department_id","id" DESC NULLS FIRST) WHERE "sale_invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_invoices_org_customer_idx" ON "sale_invoices" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE INDEX "sale_return_lines_parent_idx" ON "sale_return_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_org_document_no_idx" ON "sale_returns" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "sale_returns_org_owner_id_idx" ON "sale_returns" USING btree ("org_id","owner_user_id","id" DESC NULLS FIRST) WHERE "sale_returns"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_returns_org_department_id_idx" ON "sale_returns" USING btree ("org_id","owner_department_id","id" DESC NULLS FIRST) WHERE "sale_returns"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_returns_org_warehouse_idx" ON "sale_returns" USING btree ("org_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "sale_returns_org_order_idx" ON "sale_returns" USING btree ("org_id","order_id");