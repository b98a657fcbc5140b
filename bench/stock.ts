// `npx tsx bench/stock.ts` (or `npm run bench -- stock`; `npm run bench` runs it with the other
// big-data benches): products and stock at the sizes of issue 14 on a throwaway PostgreSQL 15
// cluster, in the demo organization —
//  - 200,000 catalogue products (1 % serial-tracked) and 10,000,000 stock moves over the demo's
//    three warehouses (receipts from the supplier, sales to customers, transfers between
//    warehouses, count losses; every unit of a serial-tracked product moves under its serial),
//    generated with generate_series bulk inserts; the balances and serial locations are then
//    derived from those moves, so the ledger holds by construction (the ledger check proves it);
//  - then, server time (Server-Timing) over BENCH_ITERATIONS requests through the real routes:
//    the product list (GET /erp/catalogue/product/page: filters and sorts), the stock overview
//    (GET /erp/stock/balance/page with and without filters), one product's on-hand across the
//    warehouses (GET /erp/stock/item/on-hand), one product's move history, and posting a
//    50-line receipt (POST /erp/stock/receipt); and the ledger check (checkLedger) over all moves.
//    Each list row is also timed as the same page read with one raw SQL statement over a direct
//    connection (bench/lib/stock-list-rows.ts: same inputs, rows checked equal first) and printed
//    with the ratio route / raw, which compares across machines where milliseconds do not.
// Figures are printed, not asserted (wall-clock). Sizes: BENCH_STOCK_PRODUCTS / BENCH_STOCK_MOVES
// or --products=N --moves=N (develop at e.g. --products=20000 --moves=1000000). To see why a query is
// slow, BENCH_STOCK_EXPLAIN=<ms> logs the plan (auto_explain, EXPLAIN ANALYZE) of every statement
// slower than that and copies the server log to /tmp/atrium-stock-bench-explain.log. --keep=<dir>
// keeps the cluster there; a later run with the same --keep and sizes reuses its generated data.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { organizations } from '../apps/server/src/modules/admin/admin.tables.js';
import { productCategories, products } from '../apps/server/src/modules/catalogue/catalogue.tables.js';
import { seedDatabase } from '../apps/server/src/modules/seed.js';
import {
  stockBalances,
  stockLocations,
  stockMoves,
  stockSerials,
  stockWarehouses,
} from '../apps/server/src/modules/stock/stock.tables.js';
import { checkLedger } from '../apps/server/src/modules/stock/stock-ledger-check.js';
import { virtualLocationId } from '../apps/server/src/modules/stock/stock-locations.js';
import { type Database, openDatabase } from '../apps/server/src/platform/db/database.js';
import { vacuumAfterBulkWrite } from '../apps/server/src/platform/db/vacuum-after-bulk-write.js';
import { localFileStore } from '../apps/server/src/platform/storage/local-file-store.js';
import { startCluster } from '../scripts/pg-test-cluster.mjs';
import { count, flag, load, rowsOf, seconds } from './lib/bench-run.js';
import { loginBody, summarize } from './lib/latency.js';
import { summarizeRaw } from './lib/raw-sql.js';
import { listRowGroups, sameRows } from './lib/stock-list-rows.js';

const PRODUCTS = Number(flag('products') ?? process.env.BENCH_STOCK_PRODUCTS ?? 200_000);
const MOVES = Number(flag('moves') ?? process.env.BENCH_STOCK_MOVES ?? 10_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const RECEIPT_ITERATIONS = Number(process.env.BENCH_RECEIPT_ITERATIONS ?? 100);
const RECEIPT_LINES = 50;
const EXPLAIN_MS = process.env.BENCH_STOCK_EXPLAIN;
/** Keep the cluster in this directory; a later run with the same directory reuses its data. */
const KEEP_DIR = flag('keep');
/** Every hundredth product is serial-tracked (its units move one by one, under serials). */
const SERIAL_EVERY = 100;
const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);

const scratch = await mkdtemp(path.join(tmpdir(), 'atrium-bench-stock-'));
let stopCluster: (() => Promise<void>) | undefined;
let database: Database | undefined;
try {
  const cluster = await startCluster({ keepDir: KEEP_DIR });
  stopCluster = cluster.stop;
  let databaseUrl = cluster.url;
  if (EXPLAIN_MS) {
    // Every connection of the pool loads auto_explain (a superuser's startup options).
    const options = [
      'session_preload_libraries=auto_explain',
      `auto_explain.log_min_duration=${Number(EXPLAIN_MS)}`,
      'auto_explain.log_analyze=on',
      'auto_explain.log_buffers=on',
    ];
    databaseUrl = `${databaseUrl}?options=${encodeURIComponent(options.map((option) => `-c ${option}`).join(' '))}`;
    const stop = stopCluster;
    stopCluster = async () => {
      await copyFile(
        path.join(path.dirname(cluster.dataDir), 'server.log'),
        '/tmp/atrium-stock-bench-explain.log',
      );
      await stop();
    };
  }
  database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const { db } = database;
  const kept = KEEP_DIR ? path.join(KEEP_DIR, 'bench-stock-generated.json') : undefined;
  if (!cluster.reused) await seedDatabase(database, { demo: true });
  const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const orgId = demo!.id;

  let generated: Generated;
  if (cluster.reused) {
    generated = await reuseGenerated(kept!);
    // An earlier run's receipts cleared all-visible bits (and left dead rows): start as a fresh run does.
    for (const table of [stockMoves, stockBalances, stockSerials])
      await vacuumAfterBulkWrite(db, table, MOVES);
    console.log(
      `\nStock bench: reusing the data generated in ${KEEP_DIR}; load average ${load()} (1/5/15 min)`,
    );
  } else {
    console.log(`\nStock bench: load average ${load()} (1/5/15 min) before generating`);
    generated = await generate(database, orgId);
    if (kept) await writeFile(kept, JSON.stringify({ products: PRODUCTS, moves: MOVES, generated }));
  }

  const app = await buildApp({
    database,
    fileStore: localFileStore(path.join(scratch, 'files')),
    logLevel: 'silent',
    webDist: null,
    loginAttemptsPerMinute: 1000,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${url}/erp/auth/login`, loginBody('admin'));
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const get = (pathAndQuery: () => string) => () => fetch(`${url}${pathAndQuery()}`, { headers });
    const product = () => generated.firstProductId + randomInt(PRODUCTS) - 1;
    const warehouse = () => generated.warehouseIds[randomInt(generated.warehouseIds.length) - 1]!;
    const category = () => generated.categoryIds[randomInt(generated.categoryIds.length) - 1]!;
    // Odd-numbered products have a barcode: 77 and the number.
    const barcode = () => `77${String(2 * randomInt(PRODUCTS / 2) - 1).padStart(10, '0')}`;
    const locationRows = rowsOf(
      await db.execute(sql`select l.id, l.warehouse_id from ${stockLocations} l
        join ${stockWarehouses} w on w.id = l.warehouse_id
        where l.org_id = ${orgId} and l.kind = 'internal' and w.deleted_at is null order by w.id, l.id`),
    ) as { id: number; warehouse_id: number }[];
    const locations = (warehouseId?: number) =>
      locationRows.filter((row) => !warehouseId || row.warehouse_id === warehouseId).map((row) => row.id);
    const groups = listRowGroups(orgId, { locations, product, warehouse, category, barcode });
    console.log(
      `\nStock at ${count(PRODUCTS)} products and ${count(generated.moves)} moves (${count(generated.balances)} balances, ${count(generated.serials)} serials), server time (Server-Timing), ms`,
    );
    console.log(
      '  raw: the same page (same inputs, same rows in the same order, its total counted as the route counts it)\n' +
        '  read with one SQL statement over a direct connection, timed the same way; ratio = route / raw',
    );
    const baseline = await summarize(
      ITERATIONS,
      get(() => '/erp/admin/user/info'),
    );
    console.log(
      `  baseline: GET /erp/admin/user/info                n ${baseline.count}  median ${baseline.serverMedian.toFixed(2)}  p95 ${baseline.serverP95.toFixed(2)}`,
    );
    const raw = new pg.Client({ connectionString: databaseUrl });
    await raw.connect();
    try {
      for (const { title, target, rows } of groups) {
        console.log(`\n  ${title} (target p95 ≤ ${target} ms)`);
        console.log(`    ${'query'.padEnd(42)} n     median    p95 │ raw median    p95 │ ratio median   p95`);
        for (const row of rows) {
          // One list of inputs for both series: the route and the raw statement do the same work.
          const inputs = Array.from({ length: ITERATIONS + 5 }, row.inputs);
          await sameRows(row, inputs[0]!, url, headers, raw);
          const route = await summarize(ITERATIONS, (call) =>
            fetch(`${url}${row.route(inputs[call]!)}`, { headers }),
          );
          const direct = await summarizeRaw(raw, ITERATIONS, (call) => row.raw(inputs[call]!));
          console.log(
            `    ${row.name.padEnd(42)} ${String(route.count).padEnd(5)}${route.serverMedian.toFixed(2).padStart(7)}${route.serverP95.toFixed(2).padStart(9)} │${direct.median.toFixed(2).padStart(11)}${direct.p95.toFixed(2).padStart(7)} │${ratio(route.serverMedian, direct.median).padStart(13)}${ratio(route.serverP95, direct.p95).padStart(6)}${verdict(route.serverP95, target)}`,
          );
        }
      }
    } finally {
      await raw.end();
    }

    // Posting: 50 lines of distinct random products into a random warehouse, undated (now).
    const receipt = () => {
      const items = new Set<number>();
      while (items.size < RECEIPT_LINES) items.add(product());
      return fetch(`${url}/erp/stock/receipt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          warehouseId: warehouse(),
          remark: 'bench',
          lines: [...items].map((itemId) => ({
            itemKind: 'product',
            itemId,
            quantity: '3',
            // Bought at a price of its own: the posting moves each line's average too.
            unitPrice: 500 + (itemId % 9000),
            // A serial-tracked product's units are received under their serials.
            ...(isSerialTracked(itemId, generated.firstProductId)
              ? { serials: [1, 2, 3].map((unit) => `BR${itemId}-${crypto.randomUUID().slice(0, 8)}-${unit}`) }
              : {}),
          })),
        }),
      });
    };
    const posting = await summarize(RECEIPT_ITERATIONS, receipt);
    console.log(`\n  Posting a ${RECEIPT_LINES}-line receipt: POST /erp/stock/receipt (target p95 ≤ 50 ms)`);
    console.log(
      `    ${'random products, random warehouse'.padEnd(42)} ${String(posting.count).padEnd(5)}${posting.serverMedian.toFixed(2).padStart(7)}${posting.serverP95.toFixed(2).padStart(9)}${verdict(posting.serverP95, 50)}`,
    );
  } finally {
    await app.close();
  }

  const totalMoves = Number(rowsOf(await db.execute(sql`select count(*) as n from stock_moves`))[0]!.n);
  const started = performance.now();
  const differences = await checkLedger(db);
  const checkMs = performance.now() - started;
  console.log(`\n  Ledger check (checkLedger) over ${count(totalMoves)} moves (target ≤ 60 s)`);
  console.log(
    `    ${seconds(checkMs).padStart(8)}  ${differences.length} difference(s)${differences.length > 0 ? '   WRONG (differences found)' : verdict(checkMs / 1000, 60)}`,
  );
  console.log(`\n  load average at the end: ${load()}`);
  if (differences.length > 0) {
    console.log(differences.slice(0, 10));
    process.exitCode = 1;
  }
} finally {
  await database?.close();
  await stopCluster?.();
  await rm(scratch, { recursive: true, force: true });
}

/** A route's figure over the raw statement's, as `1.8×`. */
function ratio(route: number, raw: number) {
  return `${(route / raw).toFixed(1)}×`;
}

function verdict(value: number, target: number) {
  return value <= target ? '   ok' : `   MISSED (target ${target})`;
}

type Generated = Awaited<ReturnType<typeof generate>>;

/** What the run that generated a kept cluster wrote down; refused when it stopped half-way or had other sizes. */
async function reuseGenerated(file: string): Promise<Generated> {
  const found = await readFile(file, 'utf8').catch(() => undefined);
  const kept = found
    ? (JSON.parse(found) as { products: number; moves: number; generated: Generated })
    : undefined;
  if (!kept || kept.products !== PRODUCTS || kept.moves !== MOVES) {
    throw new Error(
      `${path.dirname(file)} holds no finished generation of ${PRODUCTS} products and ${MOVES} moves: remove it or pass its sizes`,
    );
  }
  return kept.generated;
}

function isSerialTracked(productId: number, firstProductId: number) {
  return (productId - firstProductId + 1) % SERIAL_EVERY === 0;
}

/**
 * The data: products numbered n = 1..PRODUCTS (ids first + n − 1), then MOVES moves — move m is
 * the k-th move (k = m / PRODUCTS) of product p = m % PRODUCTS, dated k × 8 days after a start
 * 400+ days ago, so each product's moves run in time order:
 *  - plain products: k = 0, 1, 2 receive 100–149 units into each warehouse; after that, in turn,
 *    a sale of 1 to a customer, a transfer of 2 to the next warehouse, a receipt of 5, a count
 *    loss of 1 — never more out of a warehouse than came in;
 *  - serial-tracked products: the first 80 % of their moves receive one serial each (warehouses in
 *    turn), the rest sell the earliest serials to customers.
 * Every move is valued at its product's cost price (all its receipts at that price, so the moving
 * average stays there): quantity × cost price, whole fen.
 * Balances (on-hand and value per location and item) and serial locations are then summed from the moves.
 */
async function generate(database: Database, orgId: number) {
  const { db } = database;
  const warehouses = await db
    .select({ id: stockWarehouses.id, root: stockLocations.id })
    .from(stockWarehouses)
    .innerJoin(
      stockLocations,
      and(eq(stockLocations.warehouseId, stockWarehouses.id), sql`${stockLocations.parentId} is null`),
    )
    .where(eq(stockWarehouses.orgId, orgId))
    .orderBy(stockWarehouses.id);
  if (warehouses.length < 3) throw new Error('the demo organization has fewer than three warehouses');
  const roots = `array[${warehouses.map((w) => w.root).join(',')}]`;
  const supplier = await virtualLocationId(db, orgId, 'supplier');
  const customer = await virtualLocationId(db, orgId, 'customer');
  const adjustment = await virtualLocationId(db, orgId, 'adjustment');
  const categoryIds = (
    await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.orgId, orgId), sql`${productCategories.parentId} is not null`))
  ).map((row) => row.id);

  let started = performance.now();
  const brands = `array['华为','小米','联想','戴尔','惠普','佳能','得力','晨光','海能达','摩托罗拉']`;
  await db.execute(
    sql.raw(`
    insert into catalogue_products (org_id, sku, name, category_id, brand, unit, barcode, list_price, cost_price,
                                    tax_rate, on_sale, serial_tracked, warranty_months)
    select ${orgId}, 'BS-' || lpad(n::text, 7, '0'),
           (${brands})[1 + n % 10] || ' 型号 ' || (n * 7919 % 100000) || ' ' || (array['标准款','升级款','旗舰款'])[1 + n % 3],
           (array[${categoryIds.join(',')}])[1 + n % ${categoryIds.length}], (${brands})[1 + n % 10],
           '台', case when n % 2 = 0 then '' else '77' || lpad(n::text, 10, '0') end,
           1000 + (n * 7919) % 900000, (1000 + (n * 7919) % 900000) * 7 / 10,
           (array['13','9','6','3','1','0'])[1 + n % 6], n % 10 <> 0, n % ${SERIAL_EVERY} = 0, 12
    from generate_series(1, ${PRODUCTS}) as n
    order by n`),
  );
  const [span] = await db
    .select({
      first: sql<number>`min(id)::int`,
      last: sql<number>`max(id)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(and(eq(products.orgId, orgId), sql`${products.sku} like 'BS-%'`));
  if (!span || span.n !== PRODUCTS || span.last - span.first !== PRODUCTS - 1) {
    throw new Error('the products did not get consecutive ids');
  }
  await vacuumAfterBulkWrite(db, products, PRODUCTS);
  console.log(`  ${count(PRODUCTS)} products in ${seconds(performance.now() - started)}`);

  // Bulk load: the moves' secondary indexes are dropped and rebuilt from their own definitions
  // afterwards, and foreign-key triggers skipped (every location id above exists): the data
  // are valid by construction, and the ledger check below proves the balances.
  started = performance.now();
  const indexes = rowsOf(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where tablename = 'stock_moves' and indexname <> 'stock_moves_pkey'`),
  ) as { indexname: string; indexdef: string }[];
  const first = span.first;
  const perProduct = Math.ceil(MOVES / PRODUCTS);
  const serialIn = Math.ceil(perProduct * 0.8);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.indexname}`));
    await tx.execute(
      sql.raw(`
      insert into stock_moves (org_id, item_kind, item_id, quantity, from_location_id, to_location_id, serial_no,
                               document_kind, effective_at, posted_at, value)
      select ${orgId}, 'product', ${first} + p, quantity, from_id, to_id, serial_no, kind, at, at,
             -- the product's cost price (product n = p + 1, as generated above) × quantity
             quantity::bigint * ((1000 + ((p + 1) * 7919) % 900000) * 7 / 10)
      from (
        select m % ${PRODUCTS} as p, m / ${PRODUCTS} as k,
               now() - interval '410 days' + (m / ${PRODUCTS}) * interval '8 days' + (m % 86400) * interval '1 second' as at
        from generate_series(0, ${MOVES - 1}) as m
      ) as g,
      lateral (
        select * from (values
          -- serial-tracked: receive serial k into warehouse k % 3, later sell serial k - ${serialIn}
          ((p + 1) % ${SERIAL_EVERY} = 0 and k < ${serialIn}, 1::numeric, ${supplier}, (${roots})[1 + k % 3],
           'SN' || (${first} + p) || '-' || k, 'receipt'),
          ((p + 1) % ${SERIAL_EVERY} = 0 and k >= ${serialIn}, 1::numeric, (${roots})[1 + (k - ${serialIn}) % 3],
           ${customer}, 'SN' || (${first} + p) || '-' || (k - ${serialIn}), 'sale'),
          -- plain: the opening receipts, then sale / transfer / receipt / count loss in turn
          ((p + 1) % ${SERIAL_EVERY} <> 0 and k < 3, (100 + p % 50)::numeric, ${supplier}, (${roots})[1 + k], null, 'receipt'),
          ((p + 1) % ${SERIAL_EVERY} <> 0 and k >= 3 and k % 4 = 0, 1::numeric, (${roots})[1 + k % 3], ${customer}, null, 'sale'),
          ((p + 1) % ${SERIAL_EVERY} <> 0 and k >= 3 and k % 4 = 1, 2::numeric, (${roots})[1 + k % 3],
           (${roots})[1 + (k + 1) % 3], null, 'transfer'),
          ((p + 1) % ${SERIAL_EVERY} <> 0 and k >= 3 and k % 4 = 2, 5::numeric, ${supplier}, (${roots})[1 + k % 3], null, 'receipt'),
          ((p + 1) % ${SERIAL_EVERY} <> 0 and k >= 3 and k % 4 = 3, 1::numeric, (${roots})[1 + k % 3], ${adjustment}, null, 'count')
        ) as v(chosen, quantity, from_id, to_id, serial_no, kind)
        where chosen
      ) as chosen`),
    );
  });
  const movesMs = performance.now() - started;
  started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
  });
  const indexMs = performance.now() - started;

  started = performance.now();
  const ownItems = `item_kind = 'product' and item_id between ${first} and ${first + PRODUCTS - 1}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(
      sql.raw(`
      insert into stock_balances (org_id, location_id, item_kind, item_id, on_hand, reserved, last_move_at, value)
      select org_id, location_id, item_kind, item_id, sum(quantity), 0, max(effective_at), sum(value)
      from (
        select org_id, to_location_id as location_id, item_kind, item_id, quantity, effective_at, value
        from stock_moves where ${ownItems}
        union all
        select org_id, from_location_id, item_kind, item_id, -quantity, effective_at, -value
        from stock_moves where ${ownItems}
      ) as entries
      group by org_id, location_id, item_kind, item_id`),
    );
    await tx.execute(
      sql.raw(`
      insert into stock_serials (org_id, item_kind, item_id, serial_no, location_id)
      select distinct on (org_id, item_kind, item_id, serial_no) org_id, item_kind, item_id, serial_no, to_location_id
      from stock_moves where serial_no is not null and ${ownItems}
      order by org_id, item_kind, item_id, serial_no, id desc`),
    );
  });
  const derivedMs = performance.now() - started;
  started = performance.now();
  for (const table of [stockMoves, stockBalances, stockSerials]) await vacuumAfterBulkWrite(db, table, MOVES);
  const vacuumMs = performance.now() - started;
  const [sizes] = rowsOf(
    await db.execute(sql`select (select count(*) from stock_moves)::int as moves,
      (select count(*) from stock_balances)::int as balances, (select count(*) from stock_serials)::int as serials,
      pg_size_pretty(pg_total_relation_size('stock_moves')) as moves_size`),
  ) as { moves: number; balances: number; serials: number; moves_size: string }[];
  console.log(
    `  ${count(sizes!.moves)} moves in ${seconds(movesMs)}, their indexes rebuilt in ${seconds(indexMs)} (${sizes!.moves_size} with indexes)`,
  );
  console.log(
    `  ${count(sizes!.balances)} balances and ${count(sizes!.serials)} serials summed from the moves in ${seconds(derivedMs)}; vacuum analyze ${seconds(vacuumMs)}`,
  );
  console.log(`  load average after generating: ${load()}`);
  return {
    firstProductId: first,
    warehouseIds: warehouses.map((w) => w.id),
    categoryIds,
    moves: sizes!.moves,
    balances: sizes!.balances,
    serials: sizes!.serials,
  };
}
