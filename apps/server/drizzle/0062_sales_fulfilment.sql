CREATE TABLE "sale_pick_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sale_order_id" integer NOT NULL,
	"sale_order_line_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"shipped_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sale_pick_order_lines_quantity_check" CHECK ("sale_pick_order_lines"."quantity" > 0 and "sale_pick_order_lines"."shipped_quantity" between 0 and "sale_pick_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "sale_pick_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"document_no" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"warehouse_name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sale_pick_orders_state_check" CHECK ("sale_pick_orders"."state" in ('open', 'picked', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sale_send_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sale_order_line_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_send_order_lines_quantity_check" CHECK ("sale_send_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_send_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"document_no" text NOT NULL,
	"sale_order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"warehouse_name" text DEFAULT '' NOT NULL,
	"pick_order_id" integer,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_transfer_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_label" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_transfer_order_lines_quantity_check" CHECK ("sale_transfer_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_transfer_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"document_no" text NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"from_warehouse_name" text DEFAULT '' NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"to_warehouse_name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "sale_transfer_orders_state_check" CHECK ("sale_transfer_orders"."state" in ('draft', 'inTransit', 'received', 'cancelled')),
	CONSTRAINT "sale_transfer_orders_warehouses_differ" CHECK ("sale_transfer_orders"."from_warehouse_id" <> "sale_transfer_orders"."to_warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "sale_pick_order_lines" ADD CONSTRAINT "sale_pick_order_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pick_order_lines" ADD CONSTRAINT "sale_pick_order_lines_parent_id_sale_pick_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_pick_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pick_order_lines" ADD CONSTRAINT "sale_pick_order_lines_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pick_order_lines" ADD CONSTRAINT "sale_pick_order_lines_sale_order_line_id_sale_order_lines_id_fk" FOREIGN KEY ("sale_order_line_id") REFERENCES "public"."sale_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pick_orders" ADD CONSTRAINT "sale_pick_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_send_order_lines" ADD CONSTRAINT "sale_send_order_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_send_order_lines" ADD CONSTRAINT "sale_send_order_lines_parent_id_sale_send_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_send_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_send_order_lines" ADD CONSTRAINT "sale_send_order_lines_sale_order_line_id_sale_order_lines_id_fk" FOREIGN KEY ("sale_order_line_id") REFERENCES "public"."sale_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_send_orders" ADD CONSTRAINT "sale_send_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_send_orders" ADD CONSTRAINT "sale_send_orders_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_send_orders" ADD CONSTRAINT "sale_send_orders_pick_order_id_sale_pick_orders_id_fk" FOREIGN KEY ("pick_order_id") REFERENCES "public"."sale_pick_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transfer_order_lines" ADD CONSTRAINT "sale_transfer_order_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transfer_order_lines" ADD CONSTRAINT "sale_transfer_order_lines_parent_id_sale_transfer_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sale_transfer_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_transfer_orders" ADD CONSTRAINT "sale_transfer_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_pick_order_lines_parent_idx" ON "sale_pick_order_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_pick_order_lines_order_line_idx" ON "sale_pick_order_lines" USING btree ("sale_order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_pick_orders_org_document_no_idx" ON "sale_pick_orders" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "sale_pick_orders_org_warehouse_idx" ON "sale_pick_orders" USING btree ("org_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "sale_send_order_lines_parent_idx" ON "sale_send_order_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_send_order_lines_order_line_idx" ON "sale_send_order_lines" USING btree ("sale_order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_send_orders_org_document_no_idx" ON "sale_send_orders" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "sale_send_orders_org_warehouse_idx" ON "sale_send_orders" USING btree ("org_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "sale_send_orders_order_idx" ON "sale_send_orders" USING btree ("sale_order_id");--> statement-breakpoint
CREATE INDEX "sale_send_orders_pick_idx" ON "sale_send_orders" USING btree ("pick_order_id") WHERE "sale_send_orders"."pick_order_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_transfer_order_lines_parent_idx" ON "sale_transfer_order_lines" USING btree ("parent_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_transfer_orders_org_document_no_idx" ON "sale_transfer_orders" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "sale_transfer_orders_org_from_idx" ON "sale_transfer_orders" USING btree ("org_id","from_warehouse_id","id");--> statement-breakpoint
CREATE INDEX "sale_transfer_orders_org_to_idx" ON "sale_transfer_orders" USING btree ("org_id","to_warehouse_id","id");