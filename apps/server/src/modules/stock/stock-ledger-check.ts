import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { uncoveredHolds } from './stock-uncovered.js';

/** One place where the kept state disagrees with the moves (or the reservations). */
export interface LedgerDifference {
  what: 'onHand' | 'value' | 'lastMoveAt' | 'reserved' | 'serial' | 'uncovered' | 'shipped' | 'reversal';
  orgId: number;
  itemKind: string;
  itemId: number;
  locationId: number | null;
  serialNo: string | null;
  /** What the moves (reservations) say, and what the balance (serial row) holds. */
  expected: string;
  actual: string;
  /**
   * The record it is about beyond item and place: `reservation 12`, `reversal 40`, `reservation 12
   * consumed` (shipped more than reserved), `reservation 12 returned` (back more than shipped).
   */
  subject: string | null;
}

type Row = Record<string, unknown>;

/** A time as the drivers answer it (a Date or a timestamp text), as one comparable text; '' for none. */
const timeText = (value: unknown) =>
  value === null || value === undefined ? '' : new Date(value as string | Date).toISOString();
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const difference = (what: LedgerDifference['what'], row: Row): LedgerDifference => ({
  what,
  orgId: Number(row.org_id),
  itemKind: String(row.item_kind),
  itemId: Number(row.item_id),
  locationId: row.location_id === null ? null : Number(row.location_id),
  serialNo: (row.serial_no as string | null | undefined) ?? null,
  expected: String(row.expected ?? ''),
  actual: String(row.actual ?? ''),
  subject: (row.subject as string | null | undefined) ?? null,
});

/**
 * The balances whose `column` differs from the totals `expected` gives per (org, location, item),
 * a balance row missing on either side counting as zero. With `latest` (on-hand), the same pass
 * also finds the balances whose last_move_at is not the latest of those moves, and whose value is
 * not the sum of their moves' values.
 */
function balanceMismatches(db: Db, column: 'on_hand' | 'reserved', expected: SQL, latest = false) {
  const kept = sql.raw(`b.${column}`);
  const latestDiffers = latest
    ? sql`or e.latest is distinct from b.last_move_at or coalesce(e.value, 0) <> coalesce(b.value, 0)`
    : sql``;
  return db.execute(sql`
    with expected as (${expected})
    select coalesce(b.org_id, e.org_id) as org_id, coalesce(b.location_id, e.location_id) as location_id,
           coalesce(b.item_kind, e.item_kind) as item_kind, coalesce(b.item_id, e.item_id) as item_id,
           coalesce(e.total, 0)::text as expected, coalesce(${kept}, 0)::text as actual,
           coalesce(e.total, 0) <> coalesce(${kept}, 0) as total_differs,
           ${
             latest
               ? sql`e.latest as expected_latest, b.last_move_at as actual_latest,
                     coalesce(e.value, 0)::text as expected_value, coalesce(b.value, 0)::text as actual_value`
               : sql`null as expected_latest, null as actual_latest, null as expected_value, null as actual_value`
           }
    from stock_balances b
    full join expected e on e.org_id = b.org_id and e.location_id = b.location_id
      and e.item_kind = b.item_kind and e.item_id = b.item_id
    where coalesce(e.total, 0) <> coalesce(${kept}, 0) ${latestDiffers}
    order by 1, 2, 3, 4`);
}

/**
 * Compares every balance with the sum of the moves into and out of its location, every reserved
 * quantity with the open reservations (held at warehouse roots only), each hold's uncovered mark
 * with the warehouse's on-hand (root and bins) against them,
 * every serial's location with its last move, and every reversal with its original's moves. An
 * empty answer means the ledger holds; the database does the sums exactly (numeric).
 */
export function checkLedger(db: Db): Promise<LedgerDifference[]> {
  // Sums over every move: enough memory to aggregate them in one pass, not spilled to disk in
  // batches (10 million moves: docs/stock.md, Figures).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    return differences(tx);
  });
}

async function differences(db: Db): Promise<LedgerDifference[]> {
  const balances = rowsOf(
    await balanceMismatches(
      db,
      'on_hand',
      sql`select org_id, location_id, item_kind, item_id, sum(quantity) as total, max(effective_at) as latest,
               sum(value) as value
        from (
          select org_id, to_location_id as location_id, item_kind, item_id, quantity, effective_at, value
          from stock_moves
          union all
          select org_id, from_location_id, item_kind, item_id, -quantity, effective_at, -value from stock_moves
        ) as entries
        group by org_id, location_id, item_kind, item_id`,
      true,
    ),
  );
  const onHand = balances.filter((row) => row.total_differs === true);
  const lastMoveAt = balances
    .filter((row) => timeText(row.expected_latest) !== timeText(row.actual_latest))
    .map((row) => ({ ...row, expected: timeText(row.expected_latest), actual: timeText(row.actual_latest) }));
  const values = balances
    .filter((row) => row.expected_value !== row.actual_value)
    .map((row) => ({ ...row, expected: row.expected_value, actual: row.actual_value }));
  // Where stock may not go negative, the value is the stock's: none without stock, never below 0.
  const stockValues = rowsOf(
    await db.execute(sql`
      select b.org_id, b.location_id, b.item_kind, b.item_id, null as serial_no, 'stock value' as subject,
             case when b.on_hand = 0 then '0' else '>= 0' end as expected, b.value::text as actual
      from stock_balances b
      join stock_locations l on l.id = b.location_id
      join stock_warehouses w on w.id = l.warehouse_id
      where not w.allow_negative and ((b.on_hand = 0 and b.value <> 0) or b.value < 0)
      order by 1, 2, 3, 4`),
  );
  const reserved = rowsOf(
    await balanceMismatches(
      db,
      'reserved',
      sql`select org_id, location_id, item_kind, item_id, sum(quantity - consumed) as total
        from stock_reservations where status = 'reserved'
        group by org_id, location_id, item_kind, item_id`,
    ),
  );
  const serials = rowsOf(
    await db.execute(sql`
      with last_moves as (
        select distinct on (org_id, item_kind, item_id, serial_no)
               org_id, item_kind, item_id, serial_no, to_location_id
        from stock_moves where serial_no is not null
        order by org_id, item_kind, item_id, serial_no, id desc
      )
      select coalesce(s.org_id, m.org_id) as org_id, coalesce(s.item_kind, m.item_kind) as item_kind,
             coalesce(s.item_id, m.item_id) as item_id, coalesce(s.serial_no, m.serial_no) as serial_no,
             s.location_id, m.to_location_id::text as expected, s.location_id::text as actual
      from stock_serials s
      full join last_moves m on m.org_id = s.org_id and m.item_kind = s.item_kind
        and m.item_id = s.item_id and m.serial_no = s.serial_no
      where m.to_location_id is distinct from s.location_id
      order by 1, 2, 3, 4`),
  );
  // Holds sit at a warehouse's root (they count its root and bins: docs/stock.md, Bins); with the
  // reserved sums above, no bin or virtual location holds anything. Reads the open holds only.
  const heldOffRoot = rowsOf(
    await db.execute(sql`
      select r.org_id, r.location_id, r.item_kind, r.item_id, null as serial_no, 'reservation ' || r.id as subject,
             'a warehouse root' as expected,
             case when l.kind = 'internal' then 'a bin' else l.kind end as actual
      from stock_reservations r
      join stock_locations l on l.id = r.location_id
      where r.status = 'reserved' and (l.parent_id is not null or l.kind <> 'internal')
      order by 1, 2, 3, 4, 6`),
  );
  // Open holds marked other than the rule gives, and closed holds still marked.
  const uncovered = rowsOf(
    await db.execute(sql`
      select org_id, location_id, item_kind, item_id, null as serial_no, 'reservation ' || id as subject,
             uncovered::text as expected, kept::text as actual
      from (${uncoveredHolds(sql`true`)}) as holds where kept <> uncovered
      union all
      select org_id, location_id, item_kind, item_id, null, 'reservation ' || id, '0', uncovered::text
      from stock_reservations where status <> 'reserved' and uncovered <> 0
      order by 1, 2, 3, 4, 6`),
  );
  // Each hold shipped no more than it reserved, and got no more back than it shipped: one pass.
  const shipped = rowsOf(
    await db.execute(sql`
      select org_id, location_id, item_kind, item_id, null as serial_no,
             'reservation ' || id || case when consumed > quantity then ' consumed' else ' returned' end as subject,
             case when consumed > quantity then quantity else consumed end::text as expected,
             case when consumed > quantity then consumed else returned end::text as actual
      from stock_reservations where consumed > quantity or returned > consumed
      order by 1, 2, 3, 4, 6`),
  );
  return [
    ...onHand.map((row) => difference('onHand', row)),
    ...values.map((row) => difference('value', row)),
    ...stockValues.map((row) => difference('value', row)),
    ...lastMoveAt.map((row) => difference('lastMoveAt', row)),
    ...reserved.map((row) => difference('reserved', row)),
    ...heldOffRoot.map((row) => difference('reserved', row)),
    ...uncovered.map((row) => difference('uncovered', row)),
    ...shipped.map((row) => difference('shipped', row)),
    ...serials.map((row) => difference('serial', row)),
    ...rowsOf(await db.execute(reversalMismatches)).map((row) => difference('reversal', row)),
  ];
}

/** A move as the check reports it, `<name>: 3 from 4 to 7` (serial appended); null for no move. */
const moveText = (m: 'o' | 'x', name: string, from: string, to: string) =>
  sql.raw(`${name} || ': ' || trim_scale(${m}.quantity)::text || ' from ' || ${m}.${from} || ' to ' || ${m}.${to}
    || coalesce(' serial ' || ${m}.serial_no, '')`);

/**
 * Every reversal mirrors exactly its original's moves: each move of a reversing document reverses
 * (`reverses_move_id`) a move of the document it reverses — the moves of a document keyed by
 * (organization, document kind, document id) — with the same item, quantity and serial and the
 * locations swapped, and each move of the original is reversed by one of them (the unique index on
 * `reverses_move_id` makes it at most once). A move reversing another outside a reversing document
 * is a difference too. One statement, led by the documents that reverse (few) through the moves'
 * document and reverses indexes: it does not read every move.
 */
const reversalMismatches = sql`
  with reversals as (
    select r.org_id, r.id, r.kind, o.id as original_id, o.kind as original_kind
    from stock_documents r
    join stock_documents o on o.id = r.reverses_document_id and o.org_id = r.org_id
  ),
  mirrors as (
    select m.*, v.id as reversal_id
    from reversals v
    join stock_moves m on m.org_id = v.org_id and m.document_kind = v.kind and m.document_id = v.id
  ),
  originals as (
    select m.*, v.id as reversal_id
    from reversals v
    join stock_moves m on m.org_id = v.org_id and m.document_kind = v.original_kind and m.document_id = v.original_id
  )
  select coalesce(x.org_id, o.org_id) as org_id, coalesce(x.item_kind, o.item_kind) as item_kind,
         coalesce(x.item_id, o.item_id) as item_id, null as location_id,
         coalesce(x.serial_no, o.serial_no) as serial_no,
         'reversal ' || coalesce(x.reversal_id, o.reversal_id) as subject,
         coalesce(${moveText('o', "'mirror of move ' || o.id", 'to_location_id', 'from_location_id')},
                  'no move of the reversed document') as expected,
         coalesce(${moveText('x', "'move ' || x.id", 'from_location_id', 'to_location_id')}, 'not reversed') as actual
  from mirrors x
  full join originals o on o.id = x.reverses_move_id and o.reversal_id = x.reversal_id
  where x.id is null or o.id is null or x.item_kind <> o.item_kind or x.item_id <> o.item_id
     or x.quantity <> o.quantity or x.serial_no is distinct from o.serial_no
     or x.from_location_id <> o.to_location_id or x.to_location_id <> o.from_location_id
  union all
  select m.org_id, m.item_kind, m.item_id, null, m.serial_no, 'move ' || m.id,
         'a move of a reversing document', 'reverses move ' || m.reverses_move_id
  from stock_moves m
  where m.reverses_move_id is not null
    and not exists (select 1 from reversals v
                    where v.org_id = m.org_id and v.kind = m.document_kind and v.id = m.document_id)
  order by 1, 2, 3, 6, 7, 8`;
