ALTER TABLE "stock_balances" ADD COLUMN "last_move_at" timestamp with time zone;--> statement-breakpoint
-- Existing balances learn the latest move of their location and item, from either side.
UPDATE "stock_balances" AS b SET "last_move_at" = m.latest
FROM (
  SELECT org_id, location_id, item_kind, item_id, max(effective_at) AS latest
  FROM (
    SELECT org_id, to_location_id AS location_id, item_kind, item_id, effective_at FROM "stock_moves"
    UNION ALL
    SELECT org_id, from_location_id, item_kind, item_id, effective_at FROM "stock_moves"
  ) AS sides
  GROUP BY org_id, location_id, item_kind, item_id
) AS m
WHERE b.org_id = m.org_id AND b.location_id = m.location_id AND b.item_kind = m.item_kind AND b.item_id = m.item_id;
