import { type SQL, sql } from 'drizzle-orm';

/**
 * Which open holds on-hand no longer covers (docs/stock.md, Uncovered holds), one rule for the
 * posting that marks them and the ledger check that proves the marks: per balance, the shortfall
 * (the open holds' total less on-hand, at least 0; on-hand below zero covers nothing) goes to the
 * newest holds first — latest (re)reserved, then highest id — each taking up to what it still
 * holds (its quantity less what was consumed of it).
 *
 * A select of every open hold of the balances `b` matching `where`: its id and key, the mark it
 * keeps (`kept`) and the mark the rule gives (`uncovered`).
 */
export const uncoveredHolds = (where: SQL) => sql`
  select r.id, r.org_id, r.location_id, r.item_kind, r.item_id, r.uncovered as kept,
         least(r.quantity - r.consumed, greatest(
           greatest(sum(r.quantity - r.consumed) over holds - greatest(b.on_hand, 0), 0)
             - (sum(r.quantity - r.consumed) over newer_first - (r.quantity - r.consumed)),
           0)) as uncovered
  from stock_balances b
  join stock_reservations r on r.org_id = b.org_id and r.location_id = b.location_id
    and r.item_kind = b.item_kind and r.item_id = b.item_id and r.status = 'reserved'
  where ${where}
  window holds as (partition by r.org_id, r.location_id, r.item_kind, r.item_id),
         newer_first as (partition by r.org_id, r.location_id, r.item_kind, r.item_id
                         order by r.updated_at desc, r.id desc)`;
