CREATE TABLE "sale_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"parent_line_id" integer,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_label" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"ext_order_sn" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount_rate" integer NOT NULL,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"shipped_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returned_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"invoiced_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"shipped_amount" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"invoiced_amount" bigint DEFAULT 0 NOT NULL,
	"collected_amount" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_order_lines_id_order_key" UNIQUE("id","parent_id"),
	CONSTRAINT "sale_order_lines_item_kind_check" CHECK ("sale_order_lines"."item_kind" in ('product', 'fitting', 'service')),
	CONSTRAINT "sale_order_lines_quantity_check" CHECK ("sale_order_lines"."quantity" > 0),
	CONSTRAINT "sale_order_lines_pricing_check" CHECK ("sale_order_lines"."unit_price" >= 0 and "sale_order_lines"."discount_rate" between 1 and 10000 and "sale_order_lines"."tax_rate" between 0 and 10000 and "sale_order_lines"."amount" >= 0 and "sale_order_lines"."tax_amount" between 0 and "sale_order_lines"."amount"),
	CONSTRAINT "sale_order_lines_quantities_check" CHECK ("sale_order_lines"."shipped_quantity" between 0 and "sale_order_lines"."quantity" and "sale_order_lines"."returned_quantity" between 0 and "sale_order_lines"."shipped_quantity" and "sale_order_lines"."invoiced_quantity" between 0 and "sale_order_lines"."quantity" - "sale_order_lines"."returned_quantity"),
	CONSTRAINT "sale_order_lines_amounts_check" CHECK ("sale_order_lines"."shipped_amount" between 0 and "sale_order_lines"."amount" and "sale_order_lines"."returned_amount" between 0 and "sale_order_lines"."shipped_amount" and "sale_order_lines"."invoiced_amount" between 0 and "sale_order_lines"."amount" - "sale_order_lines"."returned_amount" and "sale_order_lines"."collected_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_orders" (
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
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"source_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"delivery_address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_discount_rate" integer DEFAULT 10000 NOT NULL,
	"list_total_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"tax_fen" bigint DEFAULT 0 NOT NULL,
	"shipped_fen" bigint DEFAULT 0 NOT NULL,
	"returned_fen" bigint DEFAULT 0 NOT NULL,
	"invoiced_fen" bigint DEFAULT 0 NOT NULL,
	"collected_fen" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"ext_order_no" text DEFAULT '' NOT NULL,
	"logistics_status" text DEFAULT '' NOT NULL,
	"logistics_updated_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "sale_orders_status_check" CHECK ("sale_orders"."status" in ('draft', 'submitted', 'confirmed', 'partlyShipped', 'shipped', 'completed', 'cancelled')),
	CONSTRAINT "sale_orders_rate_check" CHECK ("sale_orders"."customer_discount_rate" between 1 and 10000),
	CONSTRAINT "sale_orders_totals_check" CHECK ("sale_orders"."total_fen" >= 0 and "sale_orders"."tax_fen" >= 0 and "sale_orders"."list_total_fen" >= 0),
	CONSTRAINT "sale_orders_progress_check" CHECK ("sale_orders"."shipped_fen" between 0 and "sale_orders"."total_fen" and "sale_orders"."returned_fen" between 0 and "sale_orders"."shipped_fen" and "sale_orders"."invoiced_fen" between 0 and "sale_orders"."total_fen" - "sale_orders"."returned_fen")
);
--> statement-breakpoint
CREATE TABLE "sale_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"webhook_key" text DEFAULT '' NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_sources_kind_check" CHECK ("sale_sources"."kind" in ('own', 'store', 'ecommerce'))
);
--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_parent_id_sale_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_parent_line_fk" FOREIGN KEY ("parent_line_id","parent_id") REFERENCES "public"."sale_order_lines"("id","parent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_owner_department_id_departments_id_fk" FOREIGN KEY ("owner_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_sources" ADD CONSTRAINT "sale_sources_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_order_lines_parent_idx" ON "sale_order_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_order_lines_parent_line_idx" ON "sale_order_lines" USING btree ("parent_line_id") WHERE "sale_order_lines"."parent_line_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_order_lines_org_item_idx" ON "sale_order_lines" USING btree ("org_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "sale_order_lines_org_ext_sn_idx" ON "sale_order_lines" USING btree ("org_id","ext_order_sn") WHERE "sale_order_lines"."ext_order_sn" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_org_document_no_idx" ON "sale_orders" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_org_source_ext_no_idx" ON "sale_orders" USING btree ("org_id","source_id","ext_order_no") WHERE "sale_orders"."ext_order_no" <> '';--> statement-breakpoint
CREATE INDEX "sale_orders_org_owner_id_idx" ON "sale_orders" USING btree ("org_id","owner_user_id","id" DESC NULLS FIRST) WHERE "sale_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_orders_org_department_id_idx" ON "sale_orders" USING btree ("org_id","owner_department_id","id" DESC NULLS FIRST) WHERE "sale_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_orders_org_warehouse_id_idx" ON "sale_orders" USING btree ("org_id","warehouse_id","id" DESC NULLS FIRST) WHERE "sale_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sale_orders_org_customer_idx" ON "sale_orders" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_sources_org_code_idx" ON "sale_sources" USING btree ("org_id","code") WHERE "sale_sources"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_sources_webhook_key_idx" ON "sale_sources" USING btree ("webhook_key") WHERE "sale_sources"."webhook_key" <> '';