// On PGlite too: two technicians claiming one repair at once must leave one winner on both databases, and the parts a repair consumes go through the stock ledger's locking and invariants.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/admin/admin.tables.js';
import { paymentChannels } from '../src/modules/admin/master-data.tables.js';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import {
  pickupOrders,
  repairFaultCategories,
  repairSwaps,
  repairs,
} from '../src/modules/repairs/repairs.tables.js';
import { sellSerial } from '../src/modules/repairs/repairs-demo-seed.js';
import {
  stockBalances,
  stockLocations,
  stockReservations,
  stockSerials,
} from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { timelineEntries } from '../src/platform/timeline/timeline.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { roleHolder } from './role-holder-kit.js';
import { kitSource } from './sales-kit.js';
import { stockClient, untouchedItems, warehouseId } from './stock-kit.js';

let t: TestApp;
let orgId: number;
let admin: ReturnType<typeof stockClient>;
let tech: ReturnType<typeof stockClient>;
let tech2: ReturnType<typeof stockClient>;
let techId: number;
let tech2Id: number;
let customerA: number;
let customerB: number;
let repairPlace: number;
let warrantied: number;
let unwarrantied: number;
let partInStock: number;
let partPrice: number;
let partMissing: number;

const serialsOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix}-${n + 1}`);
const zh = { 'accept-language': 'zh-CN' };
const en = { 'accept-language': 'en' };

/** A repair opened for a serial sold to customer A, as the desk does it. */
async function openFor(serialNo: string, customerId = customerA) {
  const opened = await admin.send('POST', '/erp/repair/order', {
    customerId,
    serialNo,
    faultDescription: '不开机',
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body.data as { id: number; documentNo: string; version: number };
}

const onHand = async (itemKind: 'product' | 'fitting', itemId: number, warehouse: number) => {
  const [row] = await t.db
    .select({ onHand: sql<string>`coalesce(sum(${stockBalances.onHand}), 0)::text` })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockBalances.itemKind, itemKind),
        eq(stockBalances.itemId, itemId),
        eq(stockLocations.warehouseId, warehouse),
      ),
    );
  return Number(row!.onHand);
};

const diagnoseBody = (lines: { fittingId: number; quantity: string }[], extra = {}) => ({
  warehouseId: repairPlace,
  faultCategoryIds: [],
  lines,
  labourMode: 'time',
  labourMinutes: 90,
  labourRateFen: 12_000,
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  const items = await untouchedItems(t.db);
  orgId = items.orgId;
  [warrantied, unwarrantied] = items.serial as [number, number];
  [partInStock, partMissing] = items.fittings as [number, number];
  await t.db.update(products).set({ warrantyMonths: 12 }).where(eq(products.id, warrantied));
  await t.db.update(products).set({ warrantyMonths: null }).where(eq(products.id, unwarrantied));
  const [part] = await t.db
    .select({ price: fittings.price })
    .from(fittings)
    .where(eq(fittings.id, partInStock));
  partPrice = part!.price;
  [customerA, customerB] = (
    await t.db.select({ id: customers.id }).from(customers).where(eq(customers.orgId, orgId)).limit(2)
  ).map((row) => row.id) as [number, number];
  const main = await warehouseId(t.db, 'WH-MAIN');
  repairPlace = await warehouseId(t.db, 'WH-REPAIR');
  const adminHeaders = await loginAs(t.app, 'admin');
  admin = stockClient(t.app, adminHeaders);
  const received = await admin.receipt({
    warehouseId: main,
    lines: [
      { itemKind: 'product', itemId: warrantied, quantity: '8', serials: serialsOf('RW', 8) },
      { itemKind: 'product', itemId: unwarrantied, quantity: '3', serials: serialsOf('RO', 3) },
    ],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  const parts = await admin.receipt({
    warehouseId: repairPlace,
    lines: [{ itemKind: 'fitting', itemId: partInStock, quantity: '5' }],
  });
  expect(parts.status).toBe(200);
  const [seller] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
  const sourceId = await kitSource(t.db, orgId);
  // RW-1..6, RO-1 and RO-3 go to customer A, RW-7 to customer B; RW-8 and RO-2 stay in stock.
  await t.db.transaction(async (tx) => {
    for (const [serialNo, productId, customerId] of [
      ...serialsOf('RW', 6).map((serial) => [serial, warrantied, customerA] as const),
      ['RO-1', unwarrantied, customerA] as const,
      ['RO-3', unwarrantied, customerA] as const,
      ['RW-7', warrantied, customerB] as const,
    ]) {
      await sellSerial(
        tx,
        { orgId, userId: seller!.id },
        { customerId, sourceId, warehouseId: main, productId, price: 100_000, serialNo },
      );
    }
  });
  const [service] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'service'));
  techId = service!.id;
  tech = stockClient(t.app, await loginAs(t.app, 'service'));
  const second = await roleHolder(
    t.app,
    adminHeaders,
    'repairTech2',
    [
      'repairList:query',
      'repairList:get',
      'repairWorkorderManage:query',
      'repairWorkorderManage:update',
      'repairManageDetail:update',
    ],
    [{ resource: 'repair', scope: 'myRepairQueue' }],
  );
  tech2Id = second.userId;
  tech2 = stockClient(t.app, second.headers);
}, 60_000);

afterAll(async () => {
  await t?.app.close();
});

describe('repairs', () => {
  it('has demo pickups in each state and repairs at every step', async () => {
    const statuses = async (table: typeof repairs | typeof pickupOrders) =>
      (await t.db.selectDistinct({ status: table.status }).from(table).where(eq(table.orgId, orgId)))
        .map((row) => row.status)
        .sort();
    expect(await statuses(pickupOrders)).toEqual(['cancelled', 'checkedIn', 'inTransit', 'requested']);
    expect(await statuses(repairs)).toEqual(
      [
        'accepted',
        'closed',
        'diagnosed',
        'qualityCheck',
        'quoted',
        'received',
        'repairing',
        'shippedBack',
      ].sort(),
    );
    const demo = await t.db.select().from(repairs).where(eq(repairs.orgId, orgId));
    expect(demo.some((repair) => repair.underWarranty === true)).toBe(true);
    expect(demo.some((repair) => repair.underWarranty === false && repair.chargeOrderId !== null)).toBe(true);
    expect(await t.db.select().from(repairSwaps).where(eq(repairSwaps.orgId, orgId))).toHaveLength(1);
  });

  it('checks a pickup in only with a serial sold to its customer, then opens a repair in the same step', async () => {
    const noAddress = await admin.send('POST', '/erp/repair/pickup', {
      customerId: customerA,
      arrival: 'courier',
      faultDescription: '屏幕碎裂',
    });
    // The customer's own address stands in when the courier pickup names none; a window must end after it starts.
    const badWindow = await admin.send('POST', '/erp/repair/pickup', {
      customerId: customerA,
      arrival: 'sendIn',
      windowStart: '2026-12-01T10:00:00+08:00',
      windowEnd: '2026-12-01T09:00:00+08:00',
      faultDescription: '屏幕碎裂',
    });
    expect(badWindow.status).toBe(400);
    expect(badWindow.body.data.fieldErrors[0].path).toBe('windowEnd');
    const [{ address } = { address: '' }] = await t.db
      .select({ address: customers.address })
      .from(customers)
      .where(eq(customers.id, customerA));
    if (address === '') expect(noAddress.body.data.fieldErrors[0].path).toBe('address');
    else expect(noAddress.body.data.address).toBe(address);
    const created = await admin.send('POST', '/erp/repair/pickup', {
      customerId: customerA,
      arrival: 'courier',
      address: '上海市徐汇区漕溪北路 398 号',
      faultDescription: '屏幕碎裂',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pickup = created.body.data;
    expect(pickup.documentNo).toMatch(/^QJ\d{8}-\d{4}$/);
    expect(pickup.status).toBe('requested');
    expect(pickup.transitions.transitions).toEqual(['dispatch', 'checkIn', 'cancel']);
    const started = await admin.send('GET', `/erp/repair/pickup/${pickup.id}/timeline?pageSize=50`);
    expect(started.body.data.list).toMatchObject([
      { type: 'event', action: 'opened', data: { arrival: 'courier' } },
    ]);
    expect((await admin.send('POST', `/erp/repair/pickup/${pickup.id}/dispatch`, {})).body.data.status).toBe(
      'inTransit',
    );

    const unknown = await admin.send(
      'POST',
      `/erp/repair/pickup/${pickup.id}/checkIn`,
      { serialNo: 'NOPE-1' },
      zh,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fieldErrors).toEqual([{ path: 'serialNo', message: '序列号「NOPE-1」不存在' }]);
    const others = await admin.send(
      'POST',
      `/erp/repair/pickup/${pickup.id}/checkIn`,
      { serialNo: 'RW-7' },
      en,
    );
    expect(others.status).toBe(400);
    expect(others.body.data.fieldErrors[0].message).toBe('The serial "RW-7" was sold to another customer.');
    const inStock = await admin.send(
      'POST',
      `/erp/repair/pickup/${pickup.id}/checkIn`,
      { serialNo: 'RW-8' },
      zh,
    );
    expect(inStock.body.data.fieldErrors[0].message).toBe('序列号「RW-8」没有售出给客户（仍在库或已退回）');
    expect((await admin.send('GET', `/erp/repair/pickup/${pickup.id}`)).body.data.status).toBe('inTransit');

    const checkedIn = await admin.send('POST', `/erp/repair/pickup/${pickup.id}/checkIn`, {
      serialNo: 'RW-1',
      accessories: ['充电器'],
    });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(checkedIn.body.data).toMatchObject({
      status: 'checkedIn',
      serialNo: 'RW-1',
      accessories: ['充电器'],
    });
    const repair = (await admin.send('GET', `/erp/repair/order/${checkedIn.body.data.repairId}`)).body.data;
    expect(repair).toMatchObject({
      status: 'received',
      customerId: customerA,
      serialNo: 'RW-1',
      productId: warrantied,
      pickupNo: pickup.documentNo,
      technicianUserId: null,
      underWarranty: null,
    });
    expect(repair.documentNo).toMatch(/^WX\d{8}-\d{4}$/);
    // One open repair per serial.
    const twice = await admin.send('POST', '/erp/repair/order', {
      customerId: customerA,
      serialNo: 'RW-1',
      faultDescription: 'x',
    });
    expect(twice.body.data.fieldErrors[0].path).toBe('serialNo');
  });

  it('repairs under warranty without a quote, consuming the fittings through the ledger, to closed', async () => {
    const repair = await openFor('RW-2');
    const diagnosed = await tech.send(
      'POST',
      `/erp/repair/order/${repair.id}/diagnose`,
      diagnoseBody([{ fittingId: partInStock, quantity: '2' }]),
    );
    expect(diagnosed.status, JSON.stringify(diagnosed.body)).toBe(200);
    const detail = diagnosed.body.data;
    expect(detail).toMatchObject({
      status: 'diagnosed',
      underWarranty: true,
      technicianUserId: techId,
      labourFen: 18_000,
      partsFen: partPrice * 2,
      totalFen: partPrice * 2 + 18_000,
      chargeFen: 0,
    });
    expect(detail.transitions.transitions).toEqual(['diagnose', 'startRepair']);
    const quote = await tech.send('POST', `/erp/repair/order/${repair.id}/quote`, {}, zh);
    expect(quote.status).toBe(400);
    expect(quote.body.msg).toBe('保修期内的维修不收费，无需报价，请直接开始维修');
    const accept = await admin.send('POST', `/erp/repair/order/${repair.id}/accept`, {}, zh);
    expect(accept.body.msg).toBe('当前状态为「已诊断」，不能接受报价；接受报价需要状态为：已报价');

    const before = await onHand('fitting', partInStock, repairPlace);
    const started = await tech.send('POST', `/erp/repair/order/${repair.id}/startRepair`, {
      version: diagnosed.body.data.version,
    });
    expect(started.body.data.status).toBe('repairing');
    const line = started.body.data.quoteLines[0];
    const consumed = await tech.send('POST', `/erp/repair/order/${repair.id}/consume`, {
      lines: [{ lineId: line.id, quantity: '1' }],
    });
    expect(consumed.body.data.quoteLines[0].consumedQuantity).toBe('1');
    expect(await onHand('fitting', partInStock, repairPlace)).toBe(before - 1);
    const tooMuch = await tech.send('POST', `/erp/repair/order/${repair.id}/consume`, {
      lines: [{ lineId: line.id, quantity: '5' }],
    });
    expect(tooMuch.status).toBe(400);
    expect(await onHand('fitting', partInStock, repairPlace)).toBe(before - 1);
    await tech.send('POST', `/erp/repair/order/${repair.id}/finishRepair`, {});
    expect(await onHand('fitting', partInStock, repairPlace)).toBe(before - 2);
    const shipped = await admin.send('POST', `/erp/repair/order/${repair.id}/shipBack`, {
      carrier: '顺丰速运',
      trackingNo: 'SF1',
    });
    expect(shipped.body.data).toMatchObject({
      status: 'shippedBack',
      shipCarrier: '顺丰速运',
      shipTrackingNo: 'SF1',
    });
    expect((await admin.send('POST', `/erp/repair/order/${repair.id}/close`, {})).body.data.status).toBe(
      'closed',
    );
    expect(await checkLedger(t.db)).toEqual([]);
    const states = await t.db
      .select({ action: timelineEntries.action })
      .from(timelineEntries)
      .where(
        and(
          eq(timelineEntries.recordKind, 'repair'),
          eq(timelineEntries.recordId, repair.id),
          eq(timelineEntries.type, 'state'),
        ),
      );
    expect(states.map((entry) => entry.action).sort()).toEqual(
      ['close', 'diagnose', 'finishRepair', 'shipBack', 'startRepair'].sort(),
    );
  });

  it('quotes a repair out of warranty; a declined quote ships back unrepaired', async () => {
    const repair = await openFor('RO-1');
    const diagnosed = await tech.send(
      'POST',
      `/erp/repair/order/${repair.id}/diagnose`,
      diagnoseBody([{ fittingId: partInStock, quantity: '1.5' }], {
        labourMode: 'fixed',
        labourFeeFen: 5_000,
      }),
    );
    expect(diagnosed.body.data).toMatchObject({ underWarranty: false, labourFen: 5_000 });
    expect(diagnosed.body.data.chargeFen).toBe(diagnosed.body.data.totalFen);
    expect(diagnosed.body.data.transitions.transitions).toEqual(['diagnose', 'quote']);
    const early = await tech.send('POST', `/erp/repair/order/${repair.id}/startRepair`, {}, zh);
    expect(early.body.msg).toBe('保修期外的维修须客户接受报价后才能开始');
    await tech.send('POST', `/erp/repair/order/${repair.id}/quote`, {});
    expect((await admin.send('POST', `/erp/repair/order/${repair.id}/decline`, {})).body.data.status).toBe(
      'declined',
    );
    const shipped = await admin.send('POST', `/erp/repair/order/${repair.id}/shipBack`, {
      carrier: '顺丰',
      trackingNo: 'SF2',
    });
    expect(shipped.body.data.status).toBe('shippedBack');
    expect(shipped.body.data.quoteLines[0].consumedQuantity).toBe('0');
  });

  it('charges an accepted quote through one sale order that 收款单 collects, moving stock only by the repair', async () => {
    const repair = await openFor('RO-3');
    await tech.send(
      'POST',
      `/erp/repair/order/${repair.id}/diagnose`,
      diagnoseBody([{ fittingId: partInStock, quantity: '1' }]),
    );
    await tech.send('POST', `/erp/repair/order/${repair.id}/quote`, {});
    const accepted = (await admin.send('POST', `/erp/repair/order/${repair.id}/accept`, {})).body.data;
    expect(accepted.chargeFen).toBe(partPrice + 18_000);
    expect(accepted.chargeOrderNo).toMatch(/^XS/);
    const order = (await admin.send('GET', `/erp/sale/order/${accepted.chargeOrderId}`)).body.data;
    expect(order).toMatchObject({ status: 'confirmed', customerId: customerA, totalFen: accepted.chargeFen });
    expect(order.lines.map((line: { itemKind: string }) => line.itemKind)).toEqual(['service']);
    const [channel] = await t.db
      .select({ id: paymentChannels.id })
      .from(paymentChannels)
      .where(eq(paymentChannels.orgId, orgId))
      .limit(1);
    const collected = await admin.send('POST', '/erp/sale/collect', {
      paymentChannelId: channel!.id,
      collectedOn: '2026-11-28',
      lines: [{ orderId: accepted.chargeOrderId, amount: accepted.chargeFen }],
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect((await admin.send('GET', `/erp/sale/order/${accepted.chargeOrderId}`)).body.data.unpaidFen).toBe(
      0,
    );
    const before = await onHand('fitting', partInStock, repairPlace);
    await tech.send('POST', `/erp/repair/order/${repair.id}/startRepair`, {});
    await tech.send('POST', `/erp/repair/order/${repair.id}/finishRepair`, {});
    expect(await onHand('fitting', partInStock, repairPlace)).toBe(before - 1);
    const orderHolds = await t.db
      .select()
      .from(stockReservations)
      .where(
        and(
          eq(stockReservations.documentKind, 'saleOrder'),
          eq(stockReservations.documentLineId, order.lines[0].id),
        ),
      );
    expect(orderHolds).toEqual([]);
  });

  it('refuses to start a repair whose fittings are not in stock, changing nothing', async () => {
    const repair = await openFor('RW-3');
    const diagnosed = await tech.send(
      'POST',
      `/erp/repair/order/${repair.id}/diagnose`,
      diagnoseBody([{ fittingId: partMissing, quantity: '1' }]),
    );
    const refused = await tech.send('POST', `/erp/repair/order/${repair.id}/startRepair`, {}, zh);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/^库存不足/);
    const after = (await tech.send('GET', `/erp/repair/order/${repair.id}`)).body.data;
    expect(after).toMatchObject({ status: 'diagnosed', version: diagnosed.body.data.version });
    const holds = await t.db
      .select()
      .from(stockReservations)
      .where(
        and(
          eq(stockReservations.documentKind, 'repair'),
          eq(stockReservations.documentLineId, after.quoteLines[0].id),
        ),
      );
    expect(holds).toEqual([]);
  });

  it('records a serial swap and moves both serials; the serial history tells it all', async () => {
    const repair = await openFor('RW-4');
    await tech.send('POST', `/erp/repair/order/${repair.id}/diagnose`, diagnoseBody([]));
    await tech.send('POST', `/erp/repair/order/${repair.id}/startRepair`, {});
    const wrong = await tech.send('POST', `/erp/repair/order/${repair.id}/swap`, { newSerialNo: 'RO-2' }, zh);
    expect(wrong.body.data.fieldErrors[0].message).toBe('换机须为同一商品：序列号「RO-2」是另一商品');
    const swapped = await tech.send('POST', `/erp/repair/order/${repair.id}/swap`, {
      newSerialNo: 'RW-8',
      warehouseId: await warehouseId(t.db, 'WH-MAIN'),
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.data.serialNo).toBe('RW-8');
    expect(swapped.body.data.swaps).toMatchObject([
      { oldSerialNo: 'RW-4', newSerialNo: 'RW-8', swappedBy: techId },
    ]);
    const places = await t.db
      .select({ serialNo: stockSerials.serialNo, kind: stockLocations.kind })
      .from(stockSerials)
      .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
      .where(sql`${stockSerials.serialNo} in ('RW-4', 'RW-8')`);
    expect(Object.fromEntries(places.map((place) => [place.serialNo, place.kind]))).toEqual({
      'RW-4': 'repair',
      'RW-8': 'customer',
    });
    // The new unit is the customer's now: a later repair of it is accepted for them.
    expect(await checkLedger(t.db)).toEqual([]);

    const history = await admin.send('GET', '/erp/repair/serial-history?serialNo=RW-4');
    expect(history.status).toBe(200);
    expect(history.body.data.whereabouts[0].locationKind).toBe('repair');
    const kinds = history.body.data.events.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind !== 'move')).toEqual(['sale', 'repair', 'swapOut']);
    expect(kinds.filter((kind: string) => kind === 'move')).toHaveLength(3); // received, shipped, back from the customer
    const times = history.body.data.events.map((event: { at: string }) => event.at);
    expect([...times].sort()).toEqual(times);
    expect((await admin.send('GET', '/erp/repair/serial-history?serialNo=NOPE-2')).status).toBe(404);
  });

  it('lets one of two technicians claiming at once win, and one of two desks opening a repair of one unit; a technician sees their repairs and the unclaimed queue', async () => {
    const repair = await openFor('RW-5');
    const claims = await Promise.all([
      tech.send('POST', `/erp/repair/order/${repair.id}/claim`, {}, zh),
      tech2.send('POST', `/erp/repair/order/${repair.id}/claim`, {}, zh),
    ]);
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const winner = claims.find((claim) => claim.status === 200)!.body.data.technicianUserId;
    expect([techId, tech2Id]).toContain(winner);
    const loser = claims.find((claim) => claim.status === 409)!;
    expect(loser.body.msg).toBe(`该维修单已被「${winner === techId ? '钱售后' : 'repairTech2'}」领取`);
    const loserClient = winner === techId ? tech2 : tech;
    expect((await loserClient.send('GET', `/erp/repair/order/${repair.id}`)).status).toBe(404);

    // Two desks opening a repair of one unit at once: one opens it, the other is told it is in repair.
    const opens = await Promise.all(
      [1, 2].map(() =>
        admin.send(
          'POST',
          '/erp/repair/order',
          { customerId: customerA, serialNo: 'RW-6', faultDescription: '不开机' },
          zh,
        ),
      ),
    );
    expect(opens.map((open) => open.status).sort()).toEqual([200, 400]);
    expect(opens.find((open) => open.status === 400)!.body.data.fieldErrors[0].path).toBe('serialNo');
    const unclaimed = opens.find((open) => open.status === 200)!.body.data as { id: number };
    const queue = await tech2.send('GET', '/erp/repair/workbench/queue?pageSize=100');
    const ids = queue.body.data.list.map((row: { id: number }) => row.id);
    expect(ids).toContain(unclaimed.id);
    expect(ids.includes(repair.id)).toBe(winner === tech2Id);
    expect(
      queue.body.data.counts.find((entry: { status: string }) => entry.status === 'received').count,
    ).toBeGreaterThan(0);
    const search = await admin.send('GET', '/erp/repair/order/page?keyword=RW-6&underWarranty=');
    expect(search.body.data.list.map((row: { id: number }) => row.id)).toEqual([unclaimed.id]);
  });

  it('keeps the fault category tree with typical fittings through the resource engine', async () => {
    const [top] = await t.db
      .select()
      .from(repairFaultCategories)
      .where(eq(repairFaultCategories.name, '屏幕'))
      .limit(1);
    const created = await admin.send('POST', '/erp/repair/fault-category', {
      name: '听筒',
      parentId: top!.id,
      labourMinutes: 25,
      fittings: [{ fittingId: partInStock, quantity: '1' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const got = await admin.send('GET', `/erp/repair/fault-category/${created.body.data.id}`);
    expect(got.body.data).toMatchObject({
      name: '听筒',
      labourMinutes: 25,
      fittings: [{ fittingId: partInStock, quantity: '1' }],
    });
  });
});
