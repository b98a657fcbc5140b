CREATE TABLE "stock_sync_events" (
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_sync_events_warehouse_id_event_id_pk" PRIMARY KEY("warehouse_id","event_id"),
	CONSTRAINT "stock_sync_events_via_check" CHECK (via in ('push', 'pull'))
);
--> statement-breakpoint
CREATE TABLE "stock_sync_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"item_index" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"raw" jsonb NOT NULL,
	"mapped" jsonb,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_key" text DEFAULT '' NOT NULL,
	"error_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"item_kind" text,
	"item_id" integer,
	"as_of" timestamp with time zone,
	"move_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "stock_sync_items_status_check" CHECK ("stock_sync_items"."status" in ('pending', 'applied', 'rejected', 'conflict', 'failed')),
	CONSTRAINT "stock_sync_items_kind_check" CHECK ("stock_sync_items"."kind" in ('level', 'shipment', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "stock_sync_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"adapter" text NOT NULL,
	"hook_key" text NOT NULL,
	"secret" text NOT NULL,
	"pull_url" text DEFAULT '' NOT NULL,
	"pulled_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "stock_sync_events" ADD CONSTRAINT "stock_sync_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sync_events" ADD CONSTRAINT "stock_sync_events_warehouse_id_stock_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."stock_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sync_items" ADD CONSTRAINT "stock_sync_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sync_items" ADD CONSTRAINT "stock_sync_items_warehouse_id_stock_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."stock_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sync_settings" ADD CONSTRAINT "stock_sync_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sync_settings" ADD CONSTRAINT "stock_sync_settings_warehouse_id_stock_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."stock_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sync_items_event_item_idx" ON "stock_sync_items" USING btree ("warehouse_id","event_id","item_index");--> statement-breakpoint
CREATE INDEX "stock_sync_items_org_id_idx" ON "stock_sync_items" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_sync_items_org_event_idx" ON "stock_sync_items" USING btree ("org_id","event_id");--> statement-breakpoint
CREATE INDEX "stock_sync_items_level_idx" ON "stock_sync_items" USING btree ("warehouse_id","item_kind","item_id","as_of") WHERE "stock_sync_items"."kind" = 'level' and "stock_sync_items"."status" = 'applied';--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sync_settings_warehouse_idx" ON "stock_sync_settings" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sync_settings_hook_key_idx" ON "stock_sync_settings" USING btree ("hook_key");