import { type SQL, sql } from 'drizzle-orm';

/**
 * An item's on-hand at a warehouse: its root location `root` and every bin under it (a scalar
 * subquery). Holds sit at the root but count this total (docs/stock.md, Bins), so the posting that
 * checks them and the rule that marks them uncovered read the same thing.
 */
export const warehouseOnHand = (orgId: SQL, root: SQL, itemKind: SQL, itemId: SQL) => sql`(
  select coalesce(sum(x.on_hand), 0) from stock_locations l
  join stock_balances x on x.org_id = l.org_id and x.location_id = l.id
    and x.item_kind = ${itemKind} and x.item_id = ${itemId}
  where l.org_id = ${orgId} and (l.id = ${root} or l.parent_id = ${root}))`;

/**
 * Which open holds on-hand no longer covers (docs/stock.md, Uncovered holds), one rule for the
 * posting that marks them and the ledger check that proves the marks: per root balance (a
 * warehouse and item), the shortfall (the open holds' total less the warehouse's on-hand, root and
 * bins, at least 0; on-hand below zero covers nothing) goes to the
 * newest holds first — latest (re)reserved, then highest id — each taking up to what it still
 * holds (its quantity less what was consumed of it).
 *
 * A select of every open hold of the balances `b` matching `where`: its id and key, the mark it
 * keeps (`kept`) and the mark the rule gives (`uncovered`). The warehouse's on-hand is read once
 * per balance holding anything, not per hold nor for every balance.
 */
export const uncoveredHolds = (where: SQL) => sql`
  select r.id, r.org_id, r.location_id, r.item_kind, r.item_id, r.uncovered as kept,
         least(r.quantity - r.consumed, greatest(
           greatest(sum(r.quantity - r.consumed) over holds - greatest(w.on_hand, 0), 0)
             - (sum(r.quantity - r.consumed) over newer_first - (r.quantity - r.consumed)),
           0)) as uncovered
  from (select b.org_id, b.location_id, b.item_kind, b.item_id,
               ${warehouseOnHand(sql`b.org_id`, sql`b.location_id`, sql`b.item_kind`, sql`b.item_id`)} as on_hand
        from stock_balances b
        where ${where} and exists (
          select from stock_reservations h where h.org_id = b.org_id and h.location_id = b.location_id
            and h.item_kind = b.item_kind and h.item_id = b.item_id and h.status = 'reserved')) as w
  join stock_reservations r on r.org_id = w.org_id and r.location_id = w.location_id
    and r.item_kind = w.item_kind and r.item_id = w.item_id and r.status = 'reserved'
  window holds as (partition by r.org_id, r.location_id, r.item_kind, r.item_id),
         newer_first as (partition by r.org_id, r.location_id, r.item_kind, r.item_id
                         order by r.updated_at desc, r.id desc)`;
