DROP INDEX "stock_moves_document_idx";--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD COLUMN "item_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD COLUMN "warehouse_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD COLUMN "bin_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "uncovered" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_reservations_balance_idx" ON "stock_reservations" USING btree ("org_id","location_id","item_kind","item_id") WHERE "stock_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "stock_moves_document_idx" ON "stock_moves" USING btree ("org_id","document_kind","document_id");--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_uncovered_within" CHECK ("stock_reservations"."uncovered" >= 0 and "stock_reservations"."uncovered" <= "stock_reservations"."quantity");--> statement-breakpoint
-- hand-written:
-- Posted documents keep the names they were posted under; for those posted before, today's are the best known.
UPDATE "stock_documents" AS d
SET "warehouse_name" = w.name, "bin_name" = CASE WHEN l.parent_id IS NULL THEN '' ELSE l.name END
FROM "stock_warehouses" AS w, "stock_locations" AS l
WHERE w.id = d.warehouse_id AND l.id = d.location_id;--> statement-breakpoint
UPDATE "stock_document_lines" AS dl SET "item_label" = p.sku || ' ' || p.name, "unit" = p.unit
FROM "catalogue_products" AS p
WHERE dl.item_kind = 'product' AND p.id = dl.item_id AND p.org_id = dl.org_id;--> statement-breakpoint
UPDATE "stock_document_lines" AS dl SET "item_label" = f.code || ' ' || f.name, "unit" = f.unit
FROM "catalogue_fittings" AS f
WHERE dl.item_kind = 'fitting' AND f.id = dl.item_id AND f.org_id = dl.org_id;--> statement-breakpoint
-- Holds on-hand no longer covers (a warehouse allowing negative stock could leave some): the newest first.
UPDATE "stock_reservations" AS r SET "uncovered" = a.uncovered
FROM (
  SELECT r.id,
         least(r.quantity, greatest(
           greatest(sum(r.quantity) OVER holds - greatest(b.on_hand, 0), 0) - (sum(r.quantity) OVER newer_first - r.quantity),
           0)) AS uncovered
  FROM "stock_balances" AS b
  JOIN "stock_reservations" AS r ON r.org_id = b.org_id AND r.location_id = b.location_id
    AND r.item_kind = b.item_kind AND r.item_id = b.item_id AND r.status = 'reserved'
  WINDOW holds AS (PARTITION BY r.org_id, r.location_id, r.item_kind, r.item_id),
         newer_first AS (PARTITION BY r.org_id, r.location_id, r.item_kind, r.item_id ORDER BY r.updated_at DESC, r.id DESC)
) AS a
WHERE r.id = a.id AND r.uncovered <> a.uncovered;
