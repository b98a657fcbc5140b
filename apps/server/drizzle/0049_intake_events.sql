CREATE TABLE "intake_events" (
	"org_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"via" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_events_org_id_source_kind_source_id_event_id_pk" PRIMARY KEY("org_id","source_kind","source_id","event_id"),
	CONSTRAINT "intake_events_via_check" CHECK (via in ('push', 'pull'))
);
--> statement-breakpoint
ALTER TABLE "intake_events" ADD CONSTRAINT "intake_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: both syncs' event ids move into the platform's duplicate guard with their history
-- (a warehouse's are keyed by its warehouse id, a clue source's by the source id), and only then are
-- the module tables dropped (drizzle-kit drops them before anything could be copied). The stored
-- reasons of items kept escaped move to the platform's message keys (same texts).
INSERT INTO "intake_events" ("org_id", "source_kind", "source_id", "event_id", "via", "received_at")
SELECT "org_id", 'warehouseSync', "warehouse_id", "event_id", "via", "received_at" FROM "stock_sync_events";--> statement-breakpoint
INSERT INTO "intake_events" ("org_id", "source_kind", "source_id", "event_id", "via", "received_at")
SELECT s."org_id", 'clueSync', e."source_id", e."event_id", 'push', e."received_at"
FROM "crm_clue_sync_event_ids" e JOIN "crm_clue_sync_sources" s ON s."id" = e."source_id";--> statement-breakpoint
DROP TABLE "crm_clue_sync_event_ids" CASCADE;--> statement-breakpoint
DROP TABLE "stock_sync_events" CASCADE;--> statement-breakpoint
UPDATE "stock_sync_items" SET "error_key" = 'intake.itemNulCharacter' WHERE "error_key" = 'warehouseSync.itemNulCharacter';--> statement-breakpoint
UPDATE "stock_sync_items" SET "error_key" = 'intake.itemLoneSurrogate' WHERE "error_key" = 'warehouseSync.itemLoneSurrogate';
