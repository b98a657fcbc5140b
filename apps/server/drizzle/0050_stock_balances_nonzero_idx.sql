CREATE INDEX "stock_balances_nonzero_idx" ON "stock_balances" USING btree ("org_id","item_kind","item_id","location_id") WHERE "stock_balances"."on_hand" <> 0 or "stock_balances"."reserved" <> 0;--> statement-breakpoint
-- hand-written:
-- Every posting updates balances, which clears their pages' all-visible bits; the overview's deep
-- pages are index-only scans only on all-visible pages. Vacuum this table after 1 % of its rows
-- changed rather than the default 20 % (PostgreSQL's autovacuum; the embedded database has none).
ALTER TABLE "stock_balances" SET (autovacuum_vacuum_scale_factor = 0.01);
