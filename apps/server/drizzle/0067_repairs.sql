CREATE TABLE "pickup_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"document_no" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"customer_id" integer NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"arrival" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"fault_description" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"serial_no" text DEFAULT '' NOT NULL,
	"photo_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accessories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"repair_id" integer
);
--> statement-breakpoint
CREATE TABLE "repair_fault_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"parent_id" integer,
	"labour_minutes" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_fault_category_fittings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"fitting_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"fault_category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"fitting_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"repair_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"old_serial_no" text NOT NULL,
	"new_serial_no" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"swapped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"swapped_by" integer
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"document_no" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"customer_id" integer NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"serial_no" text NOT NULL,
	"product_id" integer NOT NULL,
	"fault_description" text DEFAULT '' NOT NULL,
	"pickup_id" integer,
	"work_order_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"technician_user_id" integer,
	"claimed_at" timestamp with time zone,
	"warehouse_id" integer,
	"under_warranty" boolean,
	"ship_date" date,
	"warranty_until" date,
	"diagnosis_note" text DEFAULT '' NOT NULL,
	"labour_mode" text DEFAULT 'time' NOT NULL,
	"labour_minutes" integer DEFAULT 0 NOT NULL,
	"labour_rate_fen" bigint DEFAULT 0 NOT NULL,
	"labour_fen" bigint DEFAULT 0 NOT NULL,
	"parts_fen" bigint DEFAULT 0 NOT NULL,
	"total_fen" bigint DEFAULT 0 NOT NULL,
	"charge_fen" bigint DEFAULT 0 NOT NULL,
	"charge_order_id" integer,
	"ship_carrier" text DEFAULT '' NOT NULL,
	"ship_tracking_no" text DEFAULT '' NOT NULL,
	"diagnosed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "repairs_total_is_parts_and_labour" CHECK ("repairs"."total_fen" = "repairs"."parts_fen" + "repairs"."labour_fen")
);
--> statement-breakpoint
ALTER TABLE "pickup_orders" ADD CONSTRAINT "pickup_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_fault_categories" ADD CONSTRAINT "repair_fault_categories_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_fault_category_fittings" ADD CONSTRAINT "repair_fault_category_fittings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_fault_category_fittings" ADD CONSTRAINT "repair_fault_category_fittings_parent_id_repair_fault_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."repair_fault_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_faults" ADD CONSTRAINT "repair_faults_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_faults" ADD CONSTRAINT "repair_faults_parent_id_repairs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD CONSTRAINT "repair_quote_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_quote_lines" ADD CONSTRAINT "repair_quote_lines_parent_id_repairs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_swaps" ADD CONSTRAINT "repair_swaps_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_swaps" ADD CONSTRAINT "repair_swaps_repair_id_repairs_id_fk" FOREIGN KEY ("repair_id") REFERENCES "public"."repairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_pickup_id_pickup_orders_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_charge_order_id_sale_orders_id_fk" FOREIGN KEY ("charge_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_orders_org_document_no_idx" ON "pickup_orders" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "pickup_orders_org_status_idx" ON "pickup_orders" USING btree ("org_id","status","id");--> statement-breakpoint
CREATE INDEX "pickup_orders_org_customer_idx" ON "pickup_orders" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE INDEX "repair_fault_categories_parent_idx" ON "repair_fault_categories" USING btree ("org_id","parent_id");--> statement-breakpoint
CREATE INDEX "repair_fault_category_fittings_parent_idx" ON "repair_fault_category_fittings" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "repair_faults_parent_idx" ON "repair_faults" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "repair_quote_lines_parent_idx" ON "repair_quote_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "repair_swaps_repair_idx" ON "repair_swaps" USING btree ("repair_id");--> statement-breakpoint
CREATE INDEX "repair_swaps_org_old_serial_idx" ON "repair_swaps" USING btree ("org_id","old_serial_no");--> statement-breakpoint
CREATE INDEX "repair_swaps_org_new_serial_idx" ON "repair_swaps" USING btree ("org_id","new_serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "repairs_org_document_no_idx" ON "repairs" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "repairs_org_status_idx" ON "repairs" USING btree ("org_id","status","id");--> statement-breakpoint
CREATE INDEX "repairs_org_technician_idx" ON "repairs" USING btree ("org_id","technician_user_id");--> statement-breakpoint
CREATE INDEX "repairs_org_serial_idx" ON "repairs" USING btree ("org_id","serial_no");--> statement-breakpoint
CREATE INDEX "repairs_org_customer_idx" ON "repairs" USING btree ("org_id","customer_id");