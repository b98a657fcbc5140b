import { quantityUnits, saleLineAmounts } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/sale-orders';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { platformServices } from '../src/modules/catalogue/platform-services.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { approvalInstances } from '../src/modules/flw/approval.tables.js';
import { saleOrderLines, saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { saleSources } from '../src/modules/sales/sources/sale-sources.tables.js';
import { stockBalances, stockLocations, stockReservations } from '../src/modules/stock/stock.tables.js';
import { demoOrgIds, flwClient, type Signed, signInAll } from './flw-kit.js';
import { buildTestApp, type TestApp } from './harness.js';
import { warehouseId } from './stock-kit.js';

/**
 * 销售订单 (docs/sales-orders.md): the server computes every amount, keeps the line tree, holds
 * stock on confirm in one call and gives it back on cancel, gates a deep discount behind the
 * leader's approval, edits a confirmed order line by line, and keeps each role to its orders.
 */
let t: TestApp;
let orgId: number;
let as: Record<string, Signed>;
let own: number;
let wh: number;
let otherWh: number;
let customerOfSales: number;
let machine: number;
let fitting: number;
let service: number;

beforeAll(async () => {
  t = await buildTestApp();
  orgId = (await demoOrgIds(t.db)).demo;
  as = await signInAll(t.app, ['admin', 'sales', 'sales2', 'manager', 'finance', 'warehouse']);
  wh = await warehouseId(t.db, 'WH-MAIN');
  otherWh = await warehouseId(t.db, 'WH-REPAIR');
  own = (
    await t.db
      .select()
      .from(saleSources)
      .where(and(eq(saleSources.orgId, orgId), eq(saleSources.code, 'OWN')))
  )[0]!.id;
  customerOfSales = (
    await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.ownerUserId, as.sales!.userId)))
      .orderBy(asc(customers.id))
      .limit(1)
  )[0]!.id;
  // Stocked at WH-MAIN with plenty free: the holds of the tests are covered.
  const free = (kind: 'product' | 'fitting') =>
    t.db
      .select({
        id: stockBalances.itemId,
        free: sql<string>`sum(${stockBalances.onHand} - ${stockBalances.reserved})`,
      })
      .from(stockBalances)
      .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
      .where(and(eq(stockLocations.warehouseId, wh), eq(stockBalances.itemKind, kind)))
      .groupBy(stockBalances.itemId)
      .orderBy(sql`sum(${stockBalances.onHand} - ${stockBalances.reserved}) desc`);
  const plain = new Set(
    (await t.db.select({ id: products.id }).from(products).where(eq(products.serialTracked, false))).map(
      (r) => r.id,
    ),
  );
  const products_ = await free('product');
  const fittings_ = await free('fitting');
  machine = products_.find((row) => plain.has(row.id))!.id;
  fitting = fittings_[0]!.id;
  // Enough stock of both for every hold the tests take.
  const received = await t.app.inject({
    method: 'POST',
    url: '/erp/stock/receipt',
    headers: as.admin!.headers,
    payload: {
      warehouseId: wh,
      lines: [
        { itemKind: 'product', itemId: machine, quantity: '500', unitPrice: 50_000 },
        { itemKind: 'fitting', itemId: fitting, quantity: '500', unitPrice: 1_000 },
      ],
    },
  });
  expect(received.statusCode, received.body).toBe(200);
  service = (
    await t.db
      .select({ id: platformServices.id })
      .from(platformServices)
      .where(eq(platformServices.orgId, orgId))
  )[0]!.id;
});
afterAll(() => t?.app.close());

const send = async (who: string, method: string, url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: as[who]!.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each call reads the answer of its own endpoint
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
};

const tree = (discountRate?: number) => [
  { itemKind: 'product', itemId: machine, quantity: '2', unitPrice: 113_000, discountRate, amount: 1 },
  { itemKind: 'fitting', itemId: fitting, quantity: '4', unitPrice: 3_333, parentLineNo: 1 },
  { itemKind: 'service', itemId: service, quantity: '2', unitPrice: 10_001, parentLineNo: 1 },
];
const create = async (who = 'sales', lines: unknown[] = tree(), extra: Record<string, unknown> = {}) => {
  const made = await send(who, 'POST', '/erp/sale/order', {
    customerId: customerOfSales,
    sourceId: own,
    warehouseId: wh,
    contactPhone: '(021) 1234 5678',
    lines,
    totalFen: 1,
    ...extra,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data as api.SaleOrderDetail;
};
const take = (who: string, id: number, name: string, version?: number) =>
  send(who, 'POST', `/erp/sale/order/${id}/${name}`, version === undefined ? {} : { version });
const holdsOf = (lineIds: number[]) =>
  t.db
    .select()
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.documentKind, 'saleOrder'),
        sql`${stockReservations.documentLineId} = any(${`{${lineIds.join(',')}}`}::int[])`,
      ),
    );

describe('sale orders', () => {
  it('computes every amount on the server and keeps the tree the body gives', async () => {
    const order = await create();
    const [parent, child, svc] = order.lines;
    // Each line starts from the customer's discount rate (its own or its level's).
    const rate = order.customerDiscountRate;
    expect(order.lines.map((line) => line.discountRate)).toEqual([rate, rate, rate]);
    expect(order.lines.map((line) => line.parentLineId)).toEqual([null, parent!.id, parent!.id]);
    const expected = [
      saleLineAmounts({ quantity: '2', unitPrice: 113_000, discountRate: rate, taxRate: parent!.taxRate }),
      saleLineAmounts({ quantity: '4', unitPrice: 3_333, discountRate: rate, taxRate: 1300 }),
      saleLineAmounts({ quantity: '2', unitPrice: 10_001, discountRate: rate, taxRate: 600 }),
    ];
    expect([parent!.amount, child!.amount, svc!.amount]).toEqual(expected.map((a) => a.amount));
    expect(order.totalFen).toBe(expected.reduce((sum, a) => sum + a.amount, 0));
    expect(order).toMatchObject({ status: 'draft', contactPhone: '021-12345678' });
    expect(order.documentNo).toMatch(/^XS\d{8}-\d{4}$/);

    // A parent that is not an earlier line is refused, naming the field; nothing is written.
    const before = (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(saleOrders))[0]!.n;
    const bad = await send('sales', 'POST', '/erp/sale/order', {
      customerId: customerOfSales,
      sourceId: own,
      warehouseId: wh,
      lines: [{ itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 1, parentLineNo: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fieldErrors[0].path).toBe('lines.0.parentLineNo');
    expect((await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(saleOrders))[0]!.n).toBe(
      before,
    );

    // A draft saves whole: the child moved under a new machine, the service removed, a stale version 409.
    const saved = await send('sales', 'PUT', `/erp/sale/order/${order.id}`, {
      customerId: customerOfSales,
      sourceId: own,
      warehouseId: wh,
      version: order.version,
      lines: [
        { id: parent!.id, itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 100_000 },
        { itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 90_000 },
        {
          id: child!.id,
          itemKind: 'fitting',
          itemId: fitting,
          quantity: '1',
          unitPrice: 3_333,
          parentLineNo: 2,
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = saved.body.data as api.SaleOrderDetail;
    expect(after.lines.map((line) => [line.lineNo, line.parentLineId])).toEqual([
      [1, null],
      [2, null],
      [3, after.lines[1]!.id],
    ]);
    expect(after.totalFen).toBe(after.lines.reduce((sum, line) => sum + line.amount, 0));
    const stale = await send('sales', 'PUT', `/erp/sale/order/${order.id}`, {
      customerId: customerOfSales,
      sourceId: own,
      warehouseId: wh,
      version: order.version,
      lines: [{ itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 1 }],
    });
    expect(stale.status).toBe(409);
  });

  it('a deeper discount waits for the leader; confirm holds every stock line, cancel gives them back, closed is read-only', async () => {
    const rate = (await create()).customerDiscountRate;
    const order = await create('sales', tree(rate - 500));
    const asked = await take('sales', order.id, 'submit', order.version);
    expect(asked.body.data).toMatchObject({ pending: true });
    const instance = (
      await t.db
        .select()
        .from(approvalInstances)
        .where(eq(approvalInstances.transitionRequestId, asked.body.data.requestId))
    )[0]!;
    const engine = flwClient(t.app);
    const task = await engine.taskOf(as.manager!, instance.id);
    expect(task).toBeDefined();
    expect((await engine.approve(as.manager!, task!.taskId)).status).toBe(200);
    const submitted = (await send('sales', 'GET', `/erp/sale/order/${order.id}`)).body
      .data as api.SaleOrderDetail;
    expect(submitted.status).toBe('submitted');

    const confirmed = (await take('manager', order.id, 'confirm')).body.data as api.SaleOrderDetail;
    expect(confirmed.status).toBe('confirmed');
    const stockLines = confirmed.lines.filter((line) => line.itemKind !== 'service');
    const holds = await holdsOf(stockLines.map((line) => line.id));
    expect(holds.map((hold) => [hold.documentLineId, hold.status, quantityUnits(hold.quantity)])).toEqual(
      stockLines.map((line) => [line.id, 'reserved', quantityUnits(line.quantity)]),
    );
    expect(confirmed.lines.map((line) => line.progress.reservedQuantity)).toEqual(
      confirmed.lines.map((line) => (line.itemKind === 'service' ? '0' : line.quantity)),
    );

    const cancelled = (await take('manager', order.id, 'cancel', confirmed.version)).body
      .data as api.SaleOrderDetail;
    expect(cancelled.status).toBe('cancelled');
    expect(
      (await holdsOf(stockLines.map((line) => line.id))).every((hold) => hold.status === 'released'),
    ).toBe(true);
    const edit = await send('manager', 'PUT', `/erp/sale/order/${order.id}`, {
      customerId: customerOfSales,
      sourceId: own,
      warehouseId: wh,
      version: cancelled.version,
      lines: [{ itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 1 }],
    });
    expect(edit.status).toBe(400);
    expect((await take('manager', order.id, 'confirm')).status).toBe(400);
    expect(
      (
        await send('manager', 'POST', `/erp/sale/order/${order.id}/lines`, {
          version: cancelled.version,
          remove: [stockLines[0]!.id],
        })
      ).status,
    ).toBe(400);
  });

  it('edits a confirmed order line by line: only the named lines change, totals and holds follow', async () => {
    const order = await create('sales', [
      ...tree(),
      { itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 50_000 },
      { itemKind: 'fitting', itemId: fitting, quantity: '1', unitPrice: 2_000 },
    ]);
    await take('sales', order.id, 'submit');
    let detail = (await take('manager', order.id, 'confirm')).body.data as api.SaleOrderDetail;
    const other = detail.lines[3]!;
    const rowBefore = (await t.db.select().from(saleOrderLines).where(eq(saleOrderLines.id, other.id)))[0]!;

    // A parent of another order is refused.
    const elsewhere = await create();
    const refused = await send('manager', 'POST', `/erp/sale/order/${order.id}/lines`, {
      version: detail.version,
      add: [
        {
          itemKind: 'fitting',
          itemId: fitting,
          quantity: '1',
          unitPrice: 1,
          parentLineId: elsewhere.lines[0]!.id,
        },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain(String(elsewhere.lines[0]!.id));

    // Removing the machine removes its fitting and service with it.
    const removed = await send('manager', 'POST', `/erp/sale/order/${order.id}/lines`, {
      version: detail.version,
      remove: [detail.lines[0]!.id],
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.lineCount).toBe(2);
    const gone = detail.lines.slice(0, 3).map((line) => line.id);
    expect(
      (
        await t.db
          .select()
          .from(saleOrderLines)
          .where(sql`${saleOrderLines.id} = any(${`{${gone.join(',')}}`}::int[])`)
      ).length,
    ).toBe(0);
    expect((await holdsOf(gone.slice(0, 2))).every((hold) => hold.status === 'released')).toBe(true);
    expect((await t.db.select().from(saleOrderLines).where(eq(saleOrderLines.id, other.id)))[0]).toEqual(
      rowBefore,
    );

    // Random edits: the order's total is always the sum of its lines, each stock line holds its quantity.
    const stale = await send('manager', 'POST', `/erp/sale/order/${order.id}/lines`, {
      version: detail.version,
      remove: [],
    });
    expect(stale.status).toBe(409);
    let version = removed.body.data.version as number;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: 1, max: 5 }),
            fc.integer({ min: 100, max: 99_999 }),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (steps) => {
          for (const [kind, quantity, price] of steps) {
            detail = (await send('manager', 'GET', `/erp/sale/order/${order.id}`)).body.data;
            const target = detail.lines[(quantity + price) % detail.lines.length]!;
            const body =
              kind === 0 || !detail.lines.some((line) => line.parentLineId !== null)
                ? {
                    add: [
                      {
                        itemKind: 'fitting',
                        itemId: fitting,
                        quantity: String(quantity),
                        unitPrice: price,
                        parentLineId: target.id,
                      },
                    ],
                  }
                : kind === 1
                  ? { change: [{ id: target.id, quantity: String(quantity) }] }
                  : kind === 2
                    ? { change: [{ id: target.id, unitPrice: price }] }
                    : // A child line: removing it (and its subtree) never empties the order.
                      { remove: [(detail.lines.find((line) => line.parentLineId !== null) ?? target).id] };
            const edited = await send('manager', 'POST', `/erp/sale/order/${order.id}/lines`, {
              version,
              ...body,
            });
            expect(edited.status, JSON.stringify(edited.body)).toBe(200);
            version = edited.body.data.version;
          }
          const lines = await t.db.select().from(saleOrderLines).where(eq(saleOrderLines.parentId, order.id));
          const [row] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, order.id));
          expect(row!.totalFen).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
          expect(row!.lineCount).toBe(lines.length);
          const stock = lines.filter((line) => line.itemKind !== 'service');
          const holds = await holdsOf(stock.map((line) => line.id));
          expect(
            new Map(
              holds
                .filter((h) => h.status === 'reserved')
                .map((h) => [h.documentLineId, quantityUnits(h.quantity)]),
            ),
          ).toEqual(new Map(stock.map((line) => [line.id, quantityUnits(line.quantity)])));
        },
      ),
      { numRuns: 5 },
    );
  });

  it('keeps each role to its orders: own, the led departments, every order, my warehouses; pickers search the server', async () => {
    const mine = await create('sales');
    const elsewhere = await create('sales', tree(), { warehouseId: otherWh });
    const sees = async (who: string, id: number) => (await send(who, 'GET', `/erp/sale/order/${id}`)).status;
    expect(await sees('sales', mine.id)).toBe(200);
    expect(await sees('sales2', mine.id)).toBe(404);
    expect(await sees('manager', mine.id)).toBe(200);
    expect(await sees('finance', elsewhere.id)).toBe(200);
    expect(await sees('warehouse', mine.id)).toBe(200);
    expect(await sees('warehouse', elsewhere.id)).toBe(404);
    expect((await take('sales2', mine.id, 'submit')).status).toBe(404);
    const page = (await send('sales2', 'GET', `/erp/sale/order/page?keyword=${mine.documentNo}`)).body.data;
    expect(page.total).toBe(0);
    const options = async (who: string) =>
      (await send(who, 'GET', `/erp/common/reference/saleOrder/options?keyword=${mine.documentNo}`)).body
        .data;
    expect(JSON.stringify(await options('sales'))).toContain(mine.documentNo);
    expect(JSON.stringify(await options('sales2'))).not.toContain(mine.documentNo);

    const [item] = await t.db.select().from(fittings).where(eq(fittings.id, fitting));
    const found = (
      await send(
        'sales',
        'GET',
        `/erp/sale/order/item-options?keyword=${encodeURIComponent(item!.code)}&itemKind=fitting&sourceId=${own}`,
      )
    ).body.data as api.SaleItemOption[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(api.SALE_ORDER_ITEM_OPTIONS_MAX);
    expect(found.every((option) => option.label.includes(item!.code))).toBe(true);
    const lines = (await send('finance', 'GET', `/erp/sale/order/line/page?keyword=${mine.documentNo}`)).body
      .data;
    expect(lines.total).toBe(3);
    const demo = (await send('finance', 'GET', '/erp/sale/order/page?pageSize=1')).body.data;
    expect(demo.total).toBeGreaterThanOrEqual(300);
  });
});
