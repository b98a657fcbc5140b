CREATE TABLE "stock_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"on_hand" numeric(18, 4) DEFAULT '0' NOT NULL,
	"reserved" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_balances_reserved_not_negative" CHECK ("stock_balances"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"previous_quantity" numeric(18, 4),
	"serials" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"reverses_document_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"warehouse_id" integer,
	"parent_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_locations_internal_has_warehouse" CHECK (("stock_locations"."kind" = 'internal') = ("stock_locations"."warehouse_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"serial_no" text,
	"document_kind" text NOT NULL,
	"document_id" integer,
	"document_line_id" integer,
	"effective_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" integer,
	"reverses_move_id" integer,
	CONSTRAINT "stock_moves_quantity_positive" CHECK ("stock_moves"."quantity" > 0),
	CONSTRAINT "stock_moves_locations_differ" CHECK ("stock_moves"."from_location_id" <> "stock_moves"."to_location_id"),
	CONSTRAINT "stock_moves_serial_is_one" CHECK ("stock_moves"."serial_no" is null or "stock_moves"."quantity" = 1)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"document_kind" text NOT NULL,
	"document_line_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"serial_no" text NOT NULL,
	"location_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_warehouses" (
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
	"address" text DEFAULT '' NOT NULL,
	"manager_user_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_warehouse_id_stock_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."stock_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_reverses_document_id_stock_documents_id_fk" FOREIGN KEY ("reverses_document_id") REFERENCES "public"."stock_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_warehouse_id_stock_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."stock_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_parent_id_stock_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_location_id_stock_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_location_id_stock_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_reverses_move_id_stock_moves_id_fk" FOREIGN KEY ("reverses_move_id") REFERENCES "public"."stock_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_serials" ADD CONSTRAINT "stock_serials_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_serials" ADD CONSTRAINT "stock_serials_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_warehouses" ADD CONSTRAINT "stock_warehouses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_key_idx" ON "stock_balances" USING btree ("org_id","location_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_balances_item_idx" ON "stock_balances" USING btree ("org_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_document_idx" ON "stock_document_lines" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_reverses_idx" ON "stock_documents" USING btree ("reverses_document_id");--> statement-breakpoint
CREATE INDEX "stock_documents_org_kind_idx" ON "stock_documents" USING btree ("org_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_virtual_idx" ON "stock_locations" USING btree ("org_id","kind") WHERE "stock_locations"."warehouse_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_root_idx" ON "stock_locations" USING btree ("warehouse_id") WHERE "stock_locations"."parent_id" is null and "stock_locations"."warehouse_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_bin_name_idx" ON "stock_locations" USING btree ("warehouse_id","name") WHERE "stock_locations"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_moves_item_from_idx" ON "stock_moves" USING btree ("org_id","item_kind","item_id","from_location_id","effective_at");--> statement-breakpoint
CREATE INDEX "stock_moves_item_to_idx" ON "stock_moves" USING btree ("org_id","item_kind","item_id","to_location_id","effective_at");--> statement-breakpoint
CREATE INDEX "stock_moves_serial_idx" ON "stock_moves" USING btree ("org_id","serial_no") WHERE "stock_moves"."serial_no" is not null;--> statement-breakpoint
CREATE INDEX "stock_moves_document_idx" ON "stock_moves" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_moves_reverses_idx" ON "stock_moves" USING btree ("reverses_move_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_line_idx" ON "stock_reservations" USING btree ("org_id","document_kind","document_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_serials_item_serial_idx" ON "stock_serials" USING btree ("org_id","item_kind","item_id","serial_no");--> statement-breakpoint
CREATE INDEX "stock_serials_serial_idx" ON "stock_serials" USING btree ("org_id","serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_warehouses_org_code_idx" ON "stock_warehouses" USING btree ("org_id","code") WHERE "stock_warehouses"."deleted_at" is null;