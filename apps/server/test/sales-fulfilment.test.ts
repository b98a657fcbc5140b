// On PGlite too: shipping moves stock and an order's progress in one transaction, and two people shipping the same pick at once must queue on both databases.
import { quantityOf, quantityUnits } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleDataScopes, roles, users } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { seedDemoFulfilment } from '../src/modules/sales/fulfilment/fulfilment-demo-seed.js';
import { SALE_ORDER_RESERVATION_KIND } from '../src/modules/sales/orders/sale-order-reservations.js';
import { saleOrderLines, saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { stockReservations } from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { timelineEntries } from '../src/platform/timeline/timeline.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { kitOrder, kitSource } from './sales-kit.js';
import { stockClient, untouchedItems, warehouseId } from './stock-kit.js';

let t: TestApp;
let orgId: number;
let admin: ReturnType<typeof stockClient>;
let keeper: ReturnType<typeof stockClient>;
let keeperUserId: number;
let base: Omit<Parameters<typeof kitOrder>[1], 'lines' | 'status'>;
let main: number;
let east: number;
let repair: number;
let machine: number;
let machine2: number;
let fitting: number;
let tracked: number;

beforeAll(async () => {
  t = await buildTestApp();
  const items = await untouchedItems(t.db);
  orgId = items.orgId;
  [machine, machine2] = items.plain as [number, number];
  fitting = items.fittings[0]!;
  tracked = items.serial[0]!;
  const [sales] = await t.db.select().from(users).where(eq(users.username, 'sales'));
  const [keeperRow] = await t.db.select().from(users).where(eq(users.username, 'warehouse'));
  keeperUserId = keeperRow!.id;
  const [customer] = await t.db.select().from(customers).where(eq(customers.orgId, orgId)).limit(1);
  main = await warehouseId(t.db, 'WH-MAIN');
  east = await warehouseId(t.db, 'WH-EAST');
  repair = await warehouseId(t.db, 'WH-REPAIR');
  base = {
    orgId,
    ownerUserId: sales!.id,
    customerId: customer!.id,
    customerName: '测试客户',
    sourceId: await kitSource(t.db, orgId),
    warehouseId: main,
  };
  admin = stockClient(t.app, await loginAs(t.app, 'admin'));
  keeper = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  const received = await admin.receipt({
    warehouseId: main,
    lines: [
      { itemKind: 'product', itemId: machine, quantity: '60', unitPrice: 50_000 },
      { itemKind: 'product', itemId: machine2, quantity: '40', unitPrice: 7_000 },
      { itemKind: 'fitting', itemId: fitting, quantity: '200', unitPrice: 1_000 },
      {
        itemKind: 'product',
        itemId: tracked,
        quantity: '8',
        unitPrice: 90_000,
        serials: ['FT-1', 'FT-2', 'FT-3', 'FT-4', 'FT-5', 'FT-6', 'FT-7', 'FT-8'],
      },
    ],
  });
  expect(received.status).toBe(200);
  const elsewhere = await admin.receipt({
    warehouseId: repair,
    lines: [
      { itemKind: 'product', itemId: machine, quantity: '5', unitPrice: 50_000 },
      { itemKind: 'product', itemId: tracked, quantity: '1', unitPrice: 90_000, serials: ['FT-R1'] },
    ],
  });
  expect(elsewhere.status).toBe(200);
});
afterAll(() => t?.app.close());

/** A confirmed kit (holds real stock): a machine ×2 with 4 fittings and a service, and a serial-tracked product. */
const kit = (warehouse = main) =>
  kitOrder(t.db, {
    ...base,
    warehouseId: warehouse,
    lines: [
      { itemKind: 'product', itemId: machine, quantity: '2', unitPrice: 113_000, discountRate: 9000 },
      { itemKind: 'fitting', itemId: fitting, quantity: '4', unitPrice: 3_333, parent: 0 },
      { itemKind: 'service', itemId: 1, quantity: '2', unitPrice: 10_001, parent: 0 },
      { itemKind: 'product', itemId: tracked, quantity: '1', unitPrice: 200_000 },
    ],
  });

const orderRow = async (id: number) =>
  (await t.db.select().from(saleOrders).where(eq(saleOrders.id, id)))[0]!;
const lineRows = (id: number) =>
  t.db.select().from(saleOrderLines).where(eq(saleOrderLines.parentId, id)).orderBy(saleOrderLines.lineNo);
const shippedOf = async (id: number) =>
  (await lineRows(id)).map((line) => quantityOf(quantityUnits(line.shippedQuantity)));

/** What the stock moves say each line shipped: Σ of its hold's moves to the customer less back. */
async function movedOf(lineIds: readonly number[]) {
  const result = (await t.db.execute(sql`
    select document_line_id as id, sum(quantity)::text as quantity from stock_moves
    where org_id = ${orgId} and document_kind = ${SALE_ORDER_RESERVATION_KIND}
      and document_line_id = any(${`{${lineIds.join(',')}}`}::int[])
    group by document_line_id`)) as unknown as { rows: { id: number; quantity: string }[] };
  const byId = new Map(result.rows.map((row) => [row.id, quantityOf(quantityUnits(row.quantity))]));
  return lineIds.map((id) => byId.get(id) ?? '0');
}

describe('pick orders and send orders', () => {
  it('picks open quantities, ships part of a kit with its children, refuses with reasons, closes the pick', async () => {
    const order = await kit();
    const [parent, child, service, serialLine] = order.lineIds as [number, number, number, number];
    const pick = await keeper.send('POST', '/erp/sale/pick', { warehouseId: main, saleOrderIds: [order.id] });
    expect(pick.status).toBe(200);
    const picked = pick.body.data;
    expect(picked.documentNo).toMatch(/^JH\d{8}-\d{4}$/);
    expect(picked.state).toBe('open');
    expect(
      picked.lines.map((line: { saleOrderLineId: number; quantity: string }) => [
        line.saleOrderLineId,
        line.quantity,
      ]),
    ).toEqual([
      [parent, '2'],
      [child, '4'],
      [serialLine, '1'],
    ]);
    expect(picked.transitions.transitions).toEqual(['pick', 'cancel']);
    const listed = await keeper.send('GET', `/erp/sale/pick/page?keyword=${order.documentNo}`);
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({
        id: picked.id,
        lineCount: 3,
        saleOrderNos: [order.documentNo],
        transitions: ['pick', 'cancel'],
      }),
    ]);
    // Everything open is on this pick: another finds nothing.
    const again = await keeper.send('POST', '/erp/sale/pick', {
      warehouseId: main,
      saleOrderIds: [order.id],
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('没有待拣货的订单行');

    // The packing station finds it by number, with barcodes and the serials at the warehouse.
    const packing = await keeper.send(
      'GET',
      `/erp/sale/packing?documentNo=${picked.documentNo.toLowerCase()}`,
    );
    expect(packing.status).toBe(200);
    expect(packing.body.data.kind).toBe('pickOrder');
    const packLines = packing.body.data.lines as {
      saleOrderLineId: number;
      serialTracked: boolean;
      serialsAvailable: string[];
    }[];
    expect(packLines.map((line) => line.saleOrderLineId)).toEqual([parent, child, service, serialLine]);
    expect(packLines.find((line) => line.saleOrderLineId === serialLine)).toMatchObject({
      serialTracked: true,
      serialsAvailable: ['FT-1', 'FT-2', 'FT-3', 'FT-4', 'FT-5', 'FT-6', 'FT-7', 'FT-8'],
    });

    // One machine: its fittings and service go along in proportion.
    const first = await keeper.send('POST', '/erp/sale/send', {
      pickOrderId: picked.id,
      carrier: '顺丰速运',
      trackingNo: 'SF100',
      lines: [{ saleOrderLineId: parent, quantity: '1' }],
    });
    expect(first.status).toBe(200);
    const [send] = first.body.data.list;
    expect(send.documentNo).toMatch(/^FH\d{8}-\d{4}$/);
    expect(
      send.lines.map((line: { saleOrderLineId: number; quantity: string }) => [
        line.saleOrderLineId,
        line.quantity,
      ]),
    ).toEqual([
      [parent, '1'],
      [child, '2'],
      [service, '1'],
    ]);
    expect(await shippedOf(order.id)).toEqual(['1', '2', '1', '0']);
    expect((await orderRow(order.id)).status).toBe('partlyShipped');
    expect(await movedOf(order.lineIds)).toEqual(['1', '2', '0', '0']);
    expect((await orderRow(order.id)).shippedFen).toBe(send.amountFen);

    const refused = async (lines: object[], fromPick = true) => {
      const answer = await keeper.send('POST', '/erp/sale/send', {
        ...(fromPick ? { pickOrderId: picked.id } : {}),
        lines,
      });
      expect(answer.status).toBe(400);
      return answer.body.msg as string;
    };
    expect(await refused([{ saleOrderLineId: parent, quantity: '2' }])).toContain('只剩 1 可发');
    expect(await refused([{ saleOrderLineId: parent, quantity: '2' }], false)).toBe(
      `第 1 行「product ${machine}」最多还能发货 1：订购 2，已发货 1`,
    );
    expect(await refused([{ saleOrderLineId: serialLine, quantity: '1', serials: ['FT-R1'] }])).toContain(
      'FT-R1',
    );
    expect(await refused([{ saleOrderLineId: serialLine, quantity: '1' }])).not.toBe('');
    // Nothing of the refusals moved.
    expect(await shippedOf(order.id)).toEqual(['1', '2', '1', '0']);

    const rest = await keeper.send('POST', '/erp/sale/send', {
      pickOrderId: picked.id,
      lines: [
        { saleOrderLineId: parent, quantity: '1' },
        { saleOrderLineId: child, quantity: '2' },
        { saleOrderLineId: serialLine, quantity: '1', serials: ['FT-2'] },
      ],
    });
    expect(rest.status).toBe(200);
    expect(await shippedOf(order.id)).toEqual(['2', '4', '2', '1']);
    const shipped = await orderRow(order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shippedFen).toBe(shipped.totalFen);
    const closed = await keeper.send('GET', `/erp/sale/pick/${picked.id}`);
    expect(closed.body.data.state).toBe('closed');
    expect(closed.body.data.transitions.transitions).toEqual([]);
    const serial = await admin.send('GET', '/erp/stock/serial/FT-2');
    expect(JSON.stringify(serial.body.data)).toContain('customer');
    const page = await keeper.send('GET', `/erp/sale/send/page?keyword=${order.documentNo}`);
    expect(page.body.data.list.map((row: { lineCount: number }) => row.lineCount)).toEqual([4, 3]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('ships straight from an order (no pick), and refuses an order that is not confirmed', async () => {
    const order = await kit();
    const packing = await keeper.send('GET', `/erp/sale/packing?documentNo=${order.documentNo}`);
    expect(packing.body.data.kind).toBe('saleOrder');
    const sent = await keeper.send('POST', '/erp/sale/send', {
      lines: [{ saleOrderLineId: order.lineIds[0], quantity: '2' }],
    });
    expect(sent.status).toBe(200);
    expect(await shippedOf(order.id)).toEqual(['2', '4', '2', '0']);
    // On the order's timeline: the shipment, linked by its number, with the amount it shipped.
    const [shipment] = sent.body.data.list;
    const entries = await t.db
      .select()
      .from(timelineEntries)
      .where(
        and(
          eq(timelineEntries.recordKind, 'saleOrder'),
          eq(timelineEntries.recordId, order.id),
          eq(timelineEntries.action, 'shipped'),
        ),
      );
    expect(entries).toMatchObject([
      {
        type: 'event',
        linkKind: 'sendOrder',
        linkId: shipment.id,
        linkLabel: shipment.documentNo,
        data: { amountFen: shipment.amountFen },
      },
    ]);
    const draft = await kitOrder(t.db, {
      ...base,
      status: 'draft',
      lines: [{ itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 1 }],
    });
    const refused = await keeper.send('POST', '/erp/sale/send', {
      lines: [{ saleOrderLineId: draft.lineIds[0], quantity: '1' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('draft');
    expect((await keeper.send('GET', `/erp/sale/packing?documentNo=${draft.documentNo}`)).status).toBe(400);
    expect((await keeper.send('GET', '/erp/sale/packing?documentNo=XS-NOPE')).status).toBe(404);
  });

  it('lets exactly one of two people shipping the same pick at once ship it', async () => {
    const order = await kitOrder(t.db, {
      ...base,
      lines: [
        { itemKind: 'product', itemId: machine, quantity: '3', unitPrice: 10_000 },
        { itemKind: 'fitting', itemId: fitting, quantity: '6', unitPrice: 1_000, parent: 0 },
      ],
    });
    const pick = (
      await keeper.send('POST', '/erp/sale/pick', { warehouseId: main, saleOrderIds: [order.id] })
    ).body.data;
    const body = {
      pickOrderId: pick.id,
      carrier: '京东物流',
      lines: [
        { saleOrderLineId: order.lineIds[0], quantity: '3' },
        { saleOrderLineId: order.lineIds[1], quantity: '6' },
      ],
    };
    const answers = await Promise.all([
      keeper.send('POST', '/erp/sale/send', body),
      admin.send('POST', '/erp/sale/send', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await shippedOf(order.id)).toEqual(['3', '6']);
    expect(await movedOf(order.lineIds)).toEqual(['3', '6']);
    const holds = await t.db
      .select()
      .from(stockReservations)
      .where(
        and(
          eq(stockReservations.documentKind, SALE_ORDER_RESERVATION_KIND),
          eq(stockReservations.documentLineId, order.lineIds[0]!),
        ),
      );
    expect(quantityOf(quantityUnits(holds[0]!.consumed))).toBe('3');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('keeps Σ shipped per line equal to what the stock moves say, never above ordered, over random partial shipments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ parent: fc.integer({ min: 0, max: 3 }), child: fc.integer({ min: 0, max: 4 }) }),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        async (steps) => {
          const order = await kitOrder(t.db, {
            ...base,
            lines: [
              { itemKind: 'product', itemId: machine2, quantity: '3', unitPrice: 7_777 },
              { itemKind: 'fitting', itemId: fitting, quantity: '6', unitPrice: 333, parent: 0 },
            ],
          });
          for (const step of steps) {
            const lines = [
              ...(step.parent > 0
                ? [{ saleOrderLineId: order.lineIds[0], quantity: String(step.parent) }]
                : []),
              ...(step.child > 0
                ? [{ saleOrderLineId: order.lineIds[1], quantity: String(step.child) }]
                : []),
            ];
            if (lines.length === 0) continue;
            const answer = await keeper.send('POST', '/erp/sale/send', { lines });
            expect([200, 400]).toContain(answer.status);
          }
          const rows = await lineRows(order.id);
          const moved = await movedOf(order.lineIds);
          const sent =
            (await t.db.execute(sql`select sale_order_line_id as id, sum(quantity)::text as quantity
            from sale_send_order_lines where sale_order_line_id = any(${`{${order.lineIds.join(',')}}`}::int[])
            group by sale_order_line_id`)) as unknown as { rows: { id: number; quantity: string }[] };
          const sentOf = new Map(sent.rows.map((row) => [row.id, quantityOf(quantityUnits(row.quantity))]));
          for (const [index, line] of rows.entries()) {
            const shipped = quantityOf(quantityUnits(line.shippedQuantity));
            expect(moved[index]).toBe(shipped);
            expect(sentOf.get(line.id) ?? '0').toBe(shipped);
            expect(quantityUnits(line.shippedQuantity) <= quantityUnits(line.quantity)).toBe(true);
          }
          const order_ = await orderRow(order.id);
          expect(order_.shippedFen).toBe(rows.reduce((sum, line) => sum + line.shippedAmount, 0));
        },
      ),
      { numRuns: 6 },
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('transfer orders', () => {
  it('sends stock into transit at the source average and receives it at the same value', async () => {
    const made = await keeper.send('POST', '/erp/sale/transfer', {
      fromWarehouseId: main,
      toWarehouseId: east,
      remark: '补货',
      lines: [
        { itemKind: 'product', itemId: machine, quantity: '2' },
        { itemKind: 'product', itemId: tracked, quantity: '1', serials: ['FT-3'] },
      ],
    });
    expect(made.status).toBe(200);
    const transfer = made.body.data;
    expect(transfer.documentNo).toMatch(/^DB\d{8}-\d{4}$/);
    expect(transfer.transitions).toMatchObject({ state: 'draft', transitions: ['send', 'cancel'] });
    const sent = await keeper.send('POST', `/erp/sale/transfer/${transfer.id}/send`, { version: 1 });
    expect(sent.status).toBe(200);
    expect(sent.body.data.state).toBe('inTransit');
    expect(sent.body.data.lines.map((line: { value: number }) => line.value)).toEqual([100_000, 90_000]);
    const inTransit = await admin.send('GET', '/erp/stock/transit');
    expect(inTransit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ itemId: machine, onHand: '2', value: 100_000 }),
        expect.objectContaining({ itemId: tracked, onHand: '1', value: 90_000 }),
      ]),
    );
    expect((await keeper.send('POST', `/erp/sale/transfer/${transfer.id}/cancel`)).status).toBe(400);
    const received = await keeper.send('POST', `/erp/sale/transfer/${transfer.id}/receive`);
    expect(received.body.data.state).toBe('received');
    const serial = await admin.send('GET', '/erp/stock/serial/FT-3');
    expect(JSON.stringify(serial.body.data)).toContain('华东仓');
    expect(await checkLedger(t.db)).toEqual([]);

    const same = await keeper.send('POST', '/erp/sale/transfer', {
      fromWarehouseId: main,
      toWarehouseId: main,
      lines: [{ itemKind: 'product', itemId: machine, quantity: '1' }],
    });
    expect(same.status).toBe(400);
    expect(same.body.data.fieldErrors[0].path).toBe('toWarehouseId');
    const draft = (
      await keeper.send('POST', '/erp/sale/transfer', {
        fromWarehouseId: main,
        toWarehouseId: east,
        lines: [{ itemKind: 'product', itemId: machine, quantity: '1' }],
      })
    ).body.data;
    expect((await keeper.send('POST', `/erp/sale/transfer/${draft.id}/cancel`)).body.data.state).toBe(
      'cancelled',
    );
  });
});

describe('data scope and demo data', () => {
  it("shows a warehouse keeper with the myWarehouses scope only their warehouses' picks, sends and transfers", async () => {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'warehouse'));
    await t.db.insert(roleDataScopes).values(
      ['pickOrder', 'sendOrder', 'transferOrder'].map((resource) => ({
        roleId: role!.id,
        resource,
        scope: 'myWarehouses',
      })),
    );
    const order = await kitOrder(t.db, {
      ...base,
      warehouseId: repair,
      lines: [{ itemKind: 'product', itemId: machine, quantity: '1', unitPrice: 100 }],
    });
    const pick = (await admin.send('POST', '/erp/sale/pick', { warehouseId: repair })).body.data;
    expect(pick.lines.map((line: { saleOrderId: number }) => line.saleOrderId)).toEqual([order.id]);
    expect((await keeper.send('GET', `/erp/sale/pick/${pick.id}`)).status).toBe(404);
    expect((await keeper.send('POST', `/erp/sale/pick/${pick.id}/pick`)).status).toBe(404);
    const picks = await keeper.send('GET', '/erp/sale/pick/page?pageSize=100');
    expect(picks.body.data.list.map((row: { id: number }) => row.id)).not.toContain(pick.id);
    expect(picks.body.data.list.length).toBeGreaterThan(0);
    expect((await keeper.send('GET', `/erp/sale/packing?documentNo=${pick.documentNo}`)).status).toBe(404);
    // Nor may they make one there, or ship its orders.
    expect((await keeper.send('POST', '/erp/sale/pick', { warehouseId: repair })).status).toBe(404);
    const shipElsewhere = await keeper.send('POST', '/erp/sale/send', {
      lines: [{ saleOrderLineId: order.lineIds[0], quantity: '1' }],
    });
    expect(shipElsewhere.status).toBe(404);
    const transfer = (
      await admin.send('POST', '/erp/sale/transfer', {
        fromWarehouseId: repair,
        toWarehouseId: main,
        lines: [{ itemKind: 'product', itemId: machine, quantity: '1' }],
      })
    ).body.data;
    expect((await keeper.send('GET', `/erp/sale/transfer/${transfer.id}`)).status).toBe(200);
    const picked = await admin.send('POST', `/erp/sale/pick/${pick.id}/pick`);
    expect(picked.body.data.state).toBe('picked');
    expect((await admin.send('POST', `/erp/sale/pick/${pick.id}/cancel`)).body.data.state).toBe('cancelled');
    await t.db.delete(roleDataScopes).where(eq(roleDataScopes.roleId, role!.id));
  });

  it('demo fulfilment picks and ships confirmed kit orders and leaves one transfer in transit', async () => {
    const before = await t.db.execute(sql`select count(*)::int as n from sale_send_orders`);
    for (let n = 0; n < 3; n += 1) await kit();
    const seeded = await t.db.transaction((tx) =>
      seedDemoFulfilment(tx, orgId, new Map([['warehouse', keeperUserId]]), { orders: 50 }),
    );
    expect(seeded.picks).toBeGreaterThanOrEqual(3);
    expect(seeded.sends).toBeGreaterThanOrEqual(1);
    expect(seeded.transfers).toBe(1);
    const after = await t.db.execute(sql`select count(*)::int as n from sale_send_orders`);
    const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]!.n;
    expect(count(after)).toBe(count(before) + seeded.sends);
    const transit = await t.db.execute(
      sql`select count(*)::int as n from sale_transfer_orders where state = 'inTransit'`,
    );
    expect(count(transit)).toBeGreaterThanOrEqual(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
