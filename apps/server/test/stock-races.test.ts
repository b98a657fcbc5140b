// On PGlite too: the balance locks must serialize concurrent postings on both databases (on PostgreSQL each call takes its own pooled connection, so these are real races).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import {
  stockBalances,
  stockLocations,
  stockReservations,
  stockWarehouses,
} from '../src/modules/stock/stock.tables.js';
import { inPostingTransaction, postLedger } from '../src/modules/stock/stock-ledger.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { virtualLocationId, warehouseRoot } from '../src/modules/stock/stock-locations.js';
import {
  consumeStock,
  consumeStockLines,
  releaseStock,
  releaseStockLines,
  reserveStock,
  reserveStockLines,
} from '../src/modules/stock/stock-reservations.js';
import { AppError } from '../src/platform/http/app-error.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { inMetres, itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/** The two 100-call races take 20–40 s on a loaded 2-core machine; a stall, not slowness, should fail them. */
const RACE_TIMEOUT_MS = 120_000;

let t: TestApp;
let api: ReturnType<typeof stockClient>;
let actor: { orgId: number; userId: number | null };
let main: number;
let east: number;
let product: (n: number) => number;

beforeAll(async () => {
  t = await buildTestApp();
  const items = await untouchedItems(t.db);
  product = itemPicker(items.plain);
  api = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  actor = { orgId: demo!.id, userId: null };
  main = await warehouseId(t.db, 'WH-MAIN');
  east = await warehouseId(t.db, 'WH-EAST');
});
afterAll(() => t?.app.close());

const receive = async (warehouse: number, itemId: number, quantity: string) => {
  const { status } = await api.receipt({
    warehouseId: warehouse,
    lines: [{ itemKind: 'product', itemId, quantity }],
  });
  expect(status).toBe(200);
};
const balanceOf = async (warehouse: number, itemId: number) => {
  const { locationId } = await warehouseRoot(t.db, actor.orgId, warehouse);
  const rows = await t.db.select().from(stockBalances).where(eq(stockBalances.locationId, locationId));
  const row = rows.find((balance) => balance.itemId === itemId)!;
  return { onHand: Number(row.onHand), reserved: Number(row.reserved) };
};
const expectOk = (response: { status: number; body: unknown }) => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
/** One posting moving 1 of each item from one location to another, in the items' order. */
const transfer = (from: number, to: number, items: number[]) =>
  inPostingTransaction(t.db, (tx) =>
    postLedger(
      tx,
      actor,
      items.map((itemId) => ({
        itemKind: 'product' as const,
        itemId,
        quantity: '1',
        fromLocationId: from,
        toLocationId: to,
        documentKind: 'transfer',
      })),
    ),
  );
const settled = async (calls: Promise<unknown>[]) => {
  const results = await Promise.allSettled(calls);
  for (const result of results) {
    // Only the shortage refusal may fail a call: never a deadlock, a constraint or a backdating error.
    if (result.status === 'rejected') {
      expect(result.reason).toBeInstanceOf(AppError);
      expect(result.reason).toMatchObject({ messageKey: 'stock.shortageProduct' });
    }
  }
  return results.filter((result) => result.status === 'fulfilled').length;
};

describe('stock races', () => {
  it('lets exactly five of twenty parallel reservations of the last five units succeed', async () => {
    await receive(main, product(500), '5');
    const succeeded = await settled(
      Array.from({ length: 20 }, (_, line) =>
        reserveStock(t.db, actor, {
          documentKind: 'raceOrder',
          documentLineId: 1000 + line,
          warehouseId: main,
          itemKind: 'product',
          itemId: product(500),
          quantity: '1',
        }),
      ),
    );
    expect(succeeded).toBe(5);
    expect(await balanceOf(main, product(500))).toEqual({ onHand: 5, reserved: 5 });
    expect(
      await t.db.select().from(stockReservations).where(eq(stockReservations.documentKind, 'raceOrder')),
    ).toHaveLength(5);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('lets exactly five of twenty parallel issues of one unit out of five succeed', async () => {
    await receive(main, product(501), '5');
    const { locationId } = await warehouseRoot(t.db, actor.orgId, main);
    const customer = await inPostingTransaction(t.db, (tx) => virtualLocationId(tx, actor.orgId, 'customer'));
    const succeeded = await settled(
      Array.from({ length: 20 }, () =>
        inPostingTransaction(t.db, (tx) =>
          postLedger(tx, actor, [
            {
              itemKind: 'product',
              itemId: product(501),
              quantity: '1',
              fromLocationId: locationId,
              toLocationId: customer,
              documentKind: 'raceOrder',
            },
          ]),
        ),
      ),
    );
    expect(succeeded).toBe(5);
    expect(await balanceOf(main, product(501))).toEqual({ onHand: 0, reserved: 0 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('loses no update and deadlocks never when transfers cross in both directions', async () => {
    await receive(main, product(502), '50');
    await receive(main, product(503), '50');
    await receive(east, product(502), '50');
    await receive(east, product(503), '50');
    const [mainRoot, eastRoot] = await Promise.all([
      warehouseRoot(t.db, actor.orgId, main),
      warehouseRoot(t.db, actor.orgId, east),
    ]);
    const succeeded = await settled(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? transfer(mainRoot.locationId, eastRoot.locationId, [product(502), product(503)])
          : transfer(eastRoot.locationId, mainRoot.locationId, [product(503), product(502)]),
      ),
    );
    expect(succeeded).toBe(20);
    expect(await balanceOf(main, product(502))).toEqual({ onHand: 50, reserved: 0 });
    expect(await balanceOf(east, product(503))).toEqual({ onHand: 50, reserved: 0 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('keeps reserve, release and consume idempotent by document line, also when repeated in parallel', async () => {
    await receive(east, product(504), '3');
    const line = { documentKind: 'raceOrder', documentLineId: 77 };
    const input = {
      ...line,
      warehouseId: east,
      itemKind: 'product' as const,
      itemId: product(504),
      quantity: '2',
    };
    expect(await settled(Array.from({ length: 6 }, () => reserveStock(t.db, actor, input)))).toBe(6);
    expect(await balanceOf(east, product(504))).toEqual({ onHand: 3, reserved: 2 });
    await expect(reserveStock(t.db, actor, { ...input, quantity: '3' })).rejects.toMatchObject({
      messageKey: 'stock.reservationChanged',
    });
    expect(await settled(Array.from({ length: 4 }, () => consumeStock(t.db, actor, line)))).toBe(4);
    expect(await balanceOf(east, product(504))).toEqual({ onHand: 1, reserved: 0 });
    await expect(releaseStock(t.db, actor, line)).rejects.toMatchObject({
      messageKey: 'stock.reservationConsumed',
    });
    // Another line: reserve, release twice (the second changes nothing), then consuming is refused.
    const other = { documentKind: 'raceOrder', documentLineId: 78 };
    await reserveStock(t.db, actor, { ...input, ...other, quantity: '1' });
    await expect(
      reserveStock(t.db, actor, { ...input, ...other, quantity: '1', documentLineId: 79 }),
    ).rejects.toMatchObject({
      messageKey: 'stock.shortageProduct',
    });
    await releaseStock(t.db, actor, other);
    expect((await releaseStock(t.db, actor, other))?.status).toBe('released');
    await expect(consumeStock(t.db, actor, other)).rejects.toMatchObject({
      messageKey: 'stock.reservationReleased',
    });
    expect(await balanceOf(east, product(504))).toEqual({ onHand: 1, reserved: 0 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('stays consistent when postings, counts and reservations race warehouse edits', async () => {
    await receive(east, product(506), '100');
    const calls: Promise<unknown>[] = [];
    for (let round = 0; round < 6; round++) {
      calls.push(
        api
          .receipt({
            warehouseId: east,
            lines: [{ itemKind: 'product', itemId: product(506), quantity: '1' }],
          })
          .then(expectOk),
        api
          .count({
            warehouseId: east,
            lines: [{ itemKind: 'product', itemId: product(506), countedQuantity: '90' }],
          })
          .then(expectOk),
        reserveStock(t.db, actor, {
          documentKind: 'race',
          documentLineId: round,
          warehouseId: east,
          itemKind: 'product',
          itemId: product(506),
          quantity: '1',
        }),
        t.db.transaction((tx) =>
          tx
            .update(stockWarehouses)
            .set({ address: `江苏 ${round}` })
            .where(eq(stockWarehouses.id, east)),
        ),
      );
    }
    await Promise.all(calls);
    expect(await balanceOf(east, product(506))).toMatchObject({ reserved: 6 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('posts twenty parallel receipts of one item through the API without losing one', async () => {
    await inMetres(t.db, 'product', product(505));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.receipt({
          warehouseId: main,
          lines: [{ itemKind: 'product', itemId: product(505), quantity: '0.5' }],
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(main, product(505))).toEqual({ onHand: 10, reserved: 0 });
  });

  it('never leaves stock on a deleted item when a delete and a receipt of it race', async () => {
    const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
    for (let round = 0; round < 6; round += 1) {
      const itemId = product(520 + round);
      const { version } = (await admin.send('GET', `/erp/catalogue/product/${itemId}`)).body.data;
      const [deleted, received] = await Promise.all([
        admin.send('DELETE', `/erp/catalogue/product/${itemId}?version=${version}`),
        api.receipt({ warehouseId: main, lines: [{ itemKind: 'product', itemId, quantity: '1' }] }),
      ]);
      // One wins and the other sees it: the delete finds the move, or the receipt the deleted item.
      expect([deleted.status, received.status].sort(), JSON.stringify([deleted.body, received.body])).toEqual(
        [200, 400],
      );
      const live = (await admin.send('GET', `/erp/catalogue/product/${itemId}`)).status === 200;
      expect(live).toBe(received.status === 200);
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it(
    'runs 2 × 50 multi-line reservations, then consumes and releases, with lines in opposite orders: no deadlock, exact totals',
    async () => {
      const items = [product(540), product(541), product(542), product(543)];
      for (const warehouse of [main, east]) {
        for (const itemId of items) await receive(warehouse, itemId, '100');
      }
      // Each call holds one of every item at both warehouses: eight lines, one order of them or the reverse.
      const lines = (call: number) => {
        const forward = [main, east].flatMap((warehouse, w) =>
          items.map((itemId, i) => ({
            documentKind: 'multiRace',
            documentLineId: call * 8 + w * 4 + i,
            warehouseId: warehouse,
            itemKind: 'product' as const,
            itemId,
            quantity: '1',
          })),
        );
        return call % 2 === 0 ? forward : forward.reverse();
      };
      const calls = Array.from({ length: 100 }, (_, call) => call);
      expect(await settled(calls.map((call) => reserveStockLines(t.db, actor, lines(call))))).toBe(100);
      for (const warehouse of [main, east]) {
        for (const itemId of items)
          expect(await balanceOf(warehouse, itemId)).toEqual({ onHand: 100, reserved: 100 });
      }
      // The even calls ship 1 of each line's 1, the odd ones release theirs: crossing again.
      expect(
        await settled(
          calls.map((call) =>
            call % 2 === 0
              ? consumeStockLines(
                  t.db,
                  actor,
                  lines(call).map((line) => ({ ...line, quantity: '1' })),
                )
              : releaseStockLines(t.db, actor, lines(call)),
          ),
        ),
      ).toBe(100);
      for (const warehouse of [main, east]) {
        for (const itemId of items)
          expect(await balanceOf(warehouse, itemId)).toEqual({ onHand: 50, reserved: 0 });
      }
      expect(await checkLedger(t.db)).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'holds stock kept only in bins exactly while moves take it out of the bins: no deadlock, exact totals',
    async () => {
      const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
      const bins: number[] = [];
      for (const name of ['RACE-A', 'RACE-B']) {
        bins.push((await admin.send('POST', `/erp/stock/warehouse/${east}/bins`, { name })).body.data.id);
      }
      const items = [product(546), product(547)];
      for (const binId of bins) {
        for (const itemId of items) {
          expectOk(
            await api.receipt({
              warehouseId: east,
              binId,
              lines: [{ itemKind: 'product', itemId, quantity: '10' }],
            }),
          );
        }
      }
      const [eastRoot, mainRoot] = await Promise.all([
        warehouseRoot(t.db, actor.orgId, east),
        warehouseRoot(t.db, actor.orgId, main),
      ]);
      const customer = await inPostingTransaction(t.db, (tx) =>
        virtualLocationId(tx, actor.orgId, 'customer'),
      );
      // Items one way round or the other, so crossing calls would deadlock without one lock order.
      const both = (call: number) => (call % 2 === 0 ? items : [...items].reverse());
      const move = (call: number, from: number, to: number) => transfer(from, to, both(call));
      // 20 of each item, all in the bins: 30 orders each hold 1 of both, 10 moves take 1 of both out
      // of a bin (to a customer or another warehouse), 10 move 1 of both between the bins.
      const reservations = Array.from(
        { length: 30 },
        (_, call) => () =>
          reserveStockLines(
            t.db,
            actor,
            both(call).map((itemId) => ({
              documentKind: 'binRace',
              documentLineId: call * 2 + items.indexOf(itemId),
              warehouseId: east,
              itemKind: 'product' as const,
              itemId,
              quantity: '1',
            })),
          ),
      );
      const outs = Array.from(
        { length: 10 },
        (_, call) => () => move(call, bins[call % 2]!, call % 4 < 2 ? customer : mainRoot.locationId),
      );
      const within = Array.from(
        { length: 10 },
        (_, call) => () => move(call, bins[call % 2]!, bins[1 - (call % 2)]!),
      );
      const calls = [...reservations, ...outs, ...within];
      // Started interleaved: reservations, issues and transfers take turns.
      const order = calls.map((_, index) => index).sort((a, b) => (a % 3) - (b % 3) || a - b);
      const running = order.map((index) => calls[index]!());
      await settled(running);
      const results = await Promise.allSettled(running);
      const ok = (from: number, to: number) =>
        order.filter((index, at) => index >= from && index < to && results[at]!.status === 'fulfilled')
          .length;
      const held = ok(0, 30);
      const issued = ok(30, 40);
      // Each success took 1 of both items' 20 available; every refusal was a shortage.
      expect(held + issued).toBe(20);
      expect(ok(40, 50)).toBe(10);
      for (const itemId of items) {
        const places = await t.db.select().from(stockBalances).where(eq(stockBalances.itemId, itemId));
        const at = (locationId: number) =>
          Number(places.find((row) => row.locationId === locationId)?.onHand ?? 0);
        expect(await balanceOf(east, itemId)).toEqual({ onHand: 0, reserved: held });
        expect(at(bins[0]!) + at(bins[1]!)).toBe(20 - issued);
        expect(at(bins[0]!)).toBeGreaterThanOrEqual(0);
        expect(at(bins[1]!)).toBeGreaterThanOrEqual(0);
        expect(at(eastRoot.locationId)).toBe(0);
      }
      const holds = await t.db
        .select()
        .from(stockReservations)
        .where(eq(stockReservations.documentKind, 'binRace'));
      expect(holds).toHaveLength(held * 2);
      expect(holds.every((hold) => Number(hold.uncovered) === 0)).toBe(true);
      expect(await checkLedger(t.db)).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it('never leaves stock in a deleted warehouse when its delete and a receipt into it race', async () => {
    const admin = stockClient(t.app, await loginAs(t.app, 'admin'));
    for (let round = 0; round < 6; round += 1) {
      const created = await admin.send('POST', '/erp/stock/warehouse', {
        code: `WH-RACE-${round}`,
        name: `竞争仓 ${round}`,
      });
      const warehouse = created.body.data;
      const [deleted, received] = await Promise.all([
        admin.send('DELETE', `/erp/stock/warehouse/${warehouse.id}?version=${warehouse.version}`),
        api.receipt({
          warehouseId: warehouse.id,
          lines: [{ itemKind: 'product', itemId: product(545), quantity: '1' }],
        }),
      ]);
      // One wins and the other sees it: the delete finds the stock, or the receipt no warehouse.
      expect(
        [deleted.status === 200, received.status === 200],
        JSON.stringify([deleted.body, received.body]),
      ).toEqual(deleted.status === 200 ? [true, false] : [false, true]);
      const stockLeft = await t.db
        .select()
        .from(stockBalances)
        .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
        .where(eq(stockLocations.warehouseId, warehouse.id));
      expect(stockLeft.some((row) => Number(row.stock_balances.onHand) !== 0)).toBe(received.status === 200);
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
