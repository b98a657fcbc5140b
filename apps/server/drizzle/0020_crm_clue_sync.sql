CREATE TABLE "crm_clue_sync_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"event_id" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"reason_key" text DEFAULT '' NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_clue_sync_deliveries_status_check" CHECK (status in ('processed', 'duplicate', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "crm_clue_sync_event_ids" (
	"source_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_clue_sync_event_ids_source_id_event_id_pk" PRIMARY KEY("source_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "crm_clue_sync_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"item_index" integer NOT NULL,
	"status" text NOT NULL,
	"reason_key" text DEFAULT '' NOT NULL,
	"reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"payload" text NOT NULL,
	"clue_id" integer,
	CONSTRAINT "crm_clue_sync_items_status_check" CHECK (status in ('accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "crm_clue_sync_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"hook_key" text NOT NULL,
	"secret" text NOT NULL,
	"pool_id" integer NOT NULL,
	"source_code" text DEFAULT '' NOT NULL,
	"field_mapping" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_clue_sync_deliveries" ADD CONSTRAINT "crm_clue_sync_deliveries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_deliveries" ADD CONSTRAINT "crm_clue_sync_deliveries_source_id_crm_clue_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."crm_clue_sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_event_ids" ADD CONSTRAINT "crm_clue_sync_event_ids_source_id_crm_clue_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."crm_clue_sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_items" ADD CONSTRAINT "crm_clue_sync_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_items" ADD CONSTRAINT "crm_clue_sync_items_delivery_id_crm_clue_sync_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."crm_clue_sync_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_items" ADD CONSTRAINT "crm_clue_sync_items_clue_id_crm_clues_id_fk" FOREIGN KEY ("clue_id") REFERENCES "public"."crm_clues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_sources" ADD CONSTRAINT "crm_clue_sync_sources_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_sync_sources" ADD CONSTRAINT "crm_clue_sync_sources_pool_fk" FOREIGN KEY ("org_id","pool_id") REFERENCES "public"."crm_clue_pools"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_clue_sync_deliveries_org_id_idx" ON "crm_clue_sync_deliveries" USING btree ("org_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_clue_sync_deliveries_source_id_idx" ON "crm_clue_sync_deliveries" USING btree ("source_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_clue_sync_items_delivery_idx" ON "crm_clue_sync_items" USING btree ("delivery_id","item_index");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_clue_sync_sources_hook_key" ON "crm_clue_sync_sources" USING btree ("hook_key");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_clue_sync_sources_org_name_key" ON "crm_clue_sync_sources" USING btree ("org_id","name") WHERE deleted_at is null;