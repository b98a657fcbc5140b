ALTER TABLE "stock_balances" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD COLUMN "unit_price" bigint;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "consumed_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "returned_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written:
-- Values for the stock posted before costs (docs/stock.md, Cost, Migration). An item is valued at
-- its catalogue cost price (成本价, fen per unit) when it has one and every move of it is a whole
-- number of fen at that price; every other item at 0 (a fraction of a fen per move would leave
-- value without stock). One price per item keeps every sum exact: each balance is on-hand × price.
CREATE TEMPORARY TABLE stock_cost_backfill AS
SELECT c.org_id, c.item_kind, c.item_id, c.cost_price
FROM (
  SELECT org_id, 'product'::text AS item_kind, id AS item_id, cost_price FROM catalogue_products
  WHERE cost_price IS NOT NULL AND cost_price > 0
  UNION ALL
  SELECT org_id, 'fitting', id, cost_price FROM catalogue_fittings
  WHERE cost_price IS NOT NULL AND cost_price > 0
) AS c
WHERE NOT EXISTS (
  SELECT 1 FROM stock_moves m
  WHERE m.org_id = c.org_id AND m.item_kind = c.item_kind AND m.item_id = c.item_id
    AND m.quantity * c.cost_price <> trunc(m.quantity * c.cost_price)
);--> statement-breakpoint
UPDATE stock_moves m SET value = (m.quantity * c.cost_price)::bigint
FROM stock_cost_backfill c
WHERE m.org_id = c.org_id AND m.item_kind = c.item_kind AND m.item_id = c.item_id;--> statement-breakpoint
UPDATE stock_balances b SET value = (b.on_hand * c.cost_price)::bigint
FROM stock_cost_backfill c
WHERE b.org_id = c.org_id AND b.item_kind = c.item_kind AND b.item_id = c.item_id;--> statement-breakpoint
UPDATE stock_reservations r
SET consumed_value = (r.consumed * c.cost_price)::bigint, returned_value = (r.returned * c.cost_price)::bigint
FROM stock_cost_backfill c
WHERE r.org_id = c.org_id AND r.item_kind = c.item_kind AND r.item_id = c.item_id;--> statement-breakpoint
UPDATE stock_document_lines l
SET unit_price = coalesce((SELECT c.cost_price FROM stock_cost_backfill c
                           WHERE c.org_id = l.org_id AND c.item_kind = l.item_kind AND c.item_id = l.item_id), 0)
FROM stock_documents d
WHERE d.id = l.document_id AND d.kind = 'receipt';--> statement-breakpoint
DROP TABLE stock_cost_backfill;
