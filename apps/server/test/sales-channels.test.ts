// On PGlite too: webhook idempotency (event ids, platform order numbers), the set-based reconciliation SQL and the status update's locks must hold on both databases.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatBusinessDate } from '@atrium/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/server-process.mjs';
import { users } from '../src/modules/admin/admin.tables.js';
import { products } from '../src/modules/catalogue/catalogue.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { saleExternalOrders } from '../src/modules/sales/channels/channels.tables.js';
import { seedDemoChannels } from '../src/modules/sales/channels/channels-demo.js';
import { saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { saleSources } from '../src/modules/sales/sources/sale-sources.tables.js';
import { stockReservations } from '../src/modules/stock/stock.tables.js';
import { timelineEntries } from '../src/platform/timeline/timeline.tables.js';
import { signDelivery } from '../src/platform/webhooks/webhook-signature.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';
import { kitOrder } from './sales-kit.js';
import { stockClient, untouchedItems, warehouseId } from './stock-kit.js';

let t: TestApp;
let admin: Record<string, string>;
let orgId: number;
let salesUserId: number;
let mainId: number;
let tmall: number;
let jd: number;
let hook: { hookPath: string; secret: string };
/** A product with 10 in stock at the main warehouse, one with none, and a third (SKU given later). */
let stocked: { id: number; sku: string };
let empty: { id: number; sku: string };
let later: { id: number; sku: string };
let eventNo = 0;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const today = formatBusinessDate(new Date());

const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: admin });
  return { status: response.statusCode, body: response.json() };
};

function deliver(body: unknown, options: { secret?: string; path?: string; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = nowSeconds();
  return t.app.inject({
    method: 'POST',
    url: options.path ?? hook.hookPath,
    headers: {
      'content-type': 'application/json',
      'x-atrium-timestamp': String(timestamp),
      'x-atrium-signature': options.signature ?? signDelivery(options.secret ?? hook.secret, timestamp, raw),
    },
    payload: raw,
  });
}

const platformOrder = (orderNo: string, sku: string, quantity = '1', extra: object = {}) => ({
  orderNo,
  buyerName: `买家 ${orderNo}`,
  buyerPhone: `1380013${String(1000 + ++eventNo).slice(-4)}`,
  address: '上海市徐汇区漕溪北路 1 号',
  lines: [{ sn: `${orderNo}-1`, sku, quantity, unitPrice: 12_300 }],
  ...extra,
});

async function push(orders: object[], eventId = `evt-${++eventNo}`) {
  const response = await deliver({ eventId, orders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    duplicate: boolean;
    items: { orderNo: string; status: string; reason: string; saleOrderNo: string }[];
  };
}

const ordersWithNo = async (extOrderNo: string) =>
  t.db
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.orgId, orgId), eq(saleOrders.extOrderNo, extOrderNo)));

async function setUpSource(id: number) {
  const overview = await send('GET', `/erp/sale/source/${id}/overview`);
  expect(overview.status).toBe(200);
  const saved = await send('PUT', `/erp/sale/source/${id}/settings`, {
    defaultWarehouseId: mainId,
    defaultOwnerUserId: salesUserId,
    createCustomers: true,
    version: overview.body.data.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const upload = (url: string, csv: string) => {
  const form = multipartForm({}, { name: 'file.csv', bytes: `\uFEFF${csv}`, type: 'text/csv' });
  return t.app
    .inject({ method: 'POST', url, headers: { ...admin, ...form.headers }, payload: form.payload })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const items = await untouchedItems(t.db);
  orgId = items.orgId;
  const [sales] = await t.db.select().from(users).where(eq(users.username, 'sales'));
  salesUserId = sales!.id;
  mainId = await warehouseId(t.db, 'WH-MAIN');
  const sourceId = async (code: string) =>
    (
      await t.db
        .select()
        .from(saleSources)
        .where(and(eq(saleSources.orgId, orgId), eq(saleSources.code, code)))
    )[0]!.id;
  tmall = await sourceId('TMALL');
  jd = await sourceId('JD');
  const productOf = async (id: number) => {
    const [row] = await t.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.id, id));
    return row!;
  };
  [stocked, empty, later] = (await Promise.all(items.plain.slice(0, 3).map(productOf))) as [
    { id: number; sku: string },
    { id: number; sku: string },
    { id: number; sku: string },
  ];
  const received = await stockClient(t.app, admin).receipt({
    warehouseId: mainId,
    lines: [{ itemKind: 'product', itemId: stocked.id, quantity: '10' }],
  });
  expect(received.status).toBe(200);
  await setUpSource(tmall);
  await setUpSource(jd);
  const generated = await send('POST', `/erp/sale/source/${tmall}/webhook`);
  expect(generated.status).toBe(200);
  hook = generated.body.data;
});
afterAll(() => t?.app.close());

describe('order sources', () => {
  it('are a resource; the webhook secret is shown whole once, and a new one stops the old', async () => {
    const created = await send('POST', '/erp/sale/source', {
      code: 'DOUYIN',
      name: '抖音小店',
      kind: 'ecommerce',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await send('GET', `/erp/sale/source/${id}/overview`)).body.data).toMatchObject({
      hookPath: '',
      secretHint: '',
      settings: { defaultWarehouseId: null, defaultOwnerUserId: null, createCustomers: true },
    });
    const first = (await send('POST', `/erp/sale/source/${id}/webhook`)).body.data;
    const second = (await send('POST', `/erp/sale/source/${id}/webhook`)).body.data;
    expect(second.hookPath).toBe(first.hookPath);
    expect(second.secret).not.toBe(first.secret);
    const overview = (await send('GET', `/erp/sale/source/${id}/overview`)).body.data;
    expect(overview.secretHint).toBe(`…${second.secret.slice(-4)}`);
    expect(JSON.stringify(overview)).not.toContain(second.secret);
    const stale = await deliver(
      { eventId: 'e', orders: [{}] },
      { path: first.hookPath, secret: first.secret },
    );
    expect(stale.statusCode).toBe(401);
    const badWarehouse = await send('PUT', `/erp/sale/source/${id}/settings`, {
      defaultWarehouseId: 999_999,
      version: overview.version,
    });
    expect(badWarehouse.status).toBe(400);
    expect(badWarehouse.body.data.fieldErrors[0].path).toBe('defaultWarehouseId');
  });
});

describe('external orders by webhook', () => {
  it('refuses a bad signature and a disabled source, changing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(saleExternalOrders))[0]!.n;
    const forged = await deliver(
      { eventId: 'x', orders: [platformOrder('TM-X', stocked.sku)] },
      { secret: 'whsec_wrong' },
    );
    expect(forged.statusCode).toBe(401);
    const version = (await send('GET', `/erp/sale/source/${tmall}`)).body.data.version;
    expect((await send('PUT', `/erp/sale/source/${tmall}`, { enabled: false, version })).status).toBe(200);
    const disabled = await deliver({ eventId: 'y', orders: [platformOrder('TM-Y', stocked.sku)] });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().msg).toBe('该订单来源已停用');
    expect(
      (await send('PUT', `/erp/sale/source/${tmall}`, { enabled: true, version: version + 1 })).status,
    ).toBe(200);
    expect((await t.db.select({ n: count() }).from(saleExternalOrders))[0]!.n).toBe(before);
  });

  it('makes one sale order per platform order: confirmed with holds, a draft when stock is short, a rejection with its reason', async () => {
    const good = platformOrder('TM-1001', stocked.sku, '2', { totalFen: 24_600 });
    const answer = await push([
      good,
      platformOrder('TM-1002', 'LATER-SKU'),
      platformOrder('TM-1003', empty.sku),
      platformOrder('TM-1004', stocked.sku, '1', { totalFen: 1 }),
    ]);
    expect(answer.items.map((item) => item.status)).toEqual(['applied', 'rejected', 'applied', 'rejected']);
    expect(answer.items[1]!.reason).toBe('商品编码 LATER-SKU 不是任何商品或配件');
    expect(answer.items[3]!.reason).toBe('订单金额 1 分与明细合计 12300 分不符');
    const [confirmed] = await ordersWithNo('TM-1001');
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      totalFen: 24_600,
      sourceId: tmall,
      warehouseId: mainId,
    });
    const holds = await t.db
      .select()
      .from(stockReservations)
      .where(and(eq(stockReservations.documentKind, 'saleOrder'), eq(stockReservations.itemId, stocked.id)));
    expect(holds.map((hold) => Number(hold.quantity))).toEqual([2]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, confirmed!.customerId));
    expect(customer).toMatchObject({ name: '买家 TM-1001', ownerUserId: salesUserId });
    const [draft] = await ordersWithNo('TM-1003');
    expect(draft!.status).toBe('draft');
    expect(answer.items[2]!.reason).not.toBe('');

    // The same delivery again, and the same platform order in another delivery: still one order each.
    expect((await push([good], 'evt-repeat')).duplicate).toBe(false);
    const again = await push([good], 'evt-repeat');
    expect(again).toMatchObject({ duplicate: true, items: [] });
    const other = await push([good, platformOrder('TM-1003', empty.sku)]);
    expect(other.items.map((item) => [item.status, item.saleOrderNo])).toEqual([
      ['duplicate', confirmed!.documentNo],
      ['duplicate', draft!.documentNo],
    ]);
    expect(await ordersWithNo('TM-1001')).toHaveLength(1);

    // The list shows the rejection; once the SKU exists, a replay applies it (and only once).
    const rejected = await send('GET', `/erp/sale/external/page?status=rejected&keyword=TM-1002`);
    expect(rejected.body.data.list).toMatchObject([
      { extOrderNo: 'TM-1002', reason: '商品编码 LATER-SKU 不是任何商品或配件' },
    ]);
    await t.db.update(products).set({ sku: 'LATER-SKU' }).where(eq(products.id, later.id));
    const id = rejected.body.data.list[0].id;
    const replayed = await send('POST', `/erp/sale/external/${id}/replay`);
    expect(replayed.body.data).toMatchObject({ status: 'applied', reason: expect.any(String) });
    expect(replayed.body.data.saleOrderNo).toMatch(/^XS/);
    const twice = await send('POST', `/erp/sale/external/${id}/replay`);
    expect(twice.body.data.saleOrderNo).toBe(replayed.body.data.saleOrderNo);
    expect(await ordersWithNo('TM-1002')).toHaveLength(1);
  });
});

describe('external orders and statements by file', () => {
  const orderCsv = () =>
    [
      '平台订单号,子订单号,商品编码,数量,单价(元),买家,买家电话,收货地址',
      `JD-1,JD-1-1,${stocked.sku},1,100.00,京东买家一,13900001001,北京`,
      `JD-2,JD-2-1,${stocked.sku},1,200,京东买家二,13900001002,北京`,
      `JD-2,JD-2-2,${stocked.sku},1,50,京东买家二,13900001002,北京`,
      `JD-3,JD-3-1,${stocked.sku},1,300.00,京东买家三,13900001003,北京`,
    ].join('\n');

  it('imports platform orders: a dry run writes nothing, the import makes the orders, again changes nothing', async () => {
    const csv = orderCsv();
    const url = `/erp/sale/external/source/${jd}/import`;
    const dry = await upload(`${url}?mode=dryRun`, csv);
    expect(dry.body.data).toMatchObject({ total: 4, good: 4, created: 4, committed: false });
    expect(await ordersWithNo('JD-1')).toHaveLength(0);
    const bad = await upload(`${url}?mode=dryRun`, `${csv}\nJD-9,JD-9-1,X,abc,1,买家,,`);
    expect(bad.body.data.errors[0]).toMatchObject({ row: 6, field: 'quantity' });
    const real = await upload(`${url}?mode=allOrNothing`, csv);
    expect(real.body.data).toMatchObject({ created: 4, committed: true, bad: 0 });
    const [two] = await ordersWithNo('JD-2');
    expect(two).toMatchObject({ totalFen: 25_000, lineCount: 2, sourceId: jd });
    const again = await upload(`${url}?mode=allOrNothing`, csv);
    expect(again.body.data).toMatchObject({ created: 0, unchanged: 4 });
    expect(await ordersWithNo('JD-2')).toHaveLength(1);
  });

  it('reconciles a statement: matched, amount differs, missing in Atrium, missing on the platform', async () => {
    const created = await send('POST', '/erp/sale/ecommerce/bill', {
      sourceId: jd,
      name: '京东结算单',
      periodFrom: today,
      periodTo: today,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    const csv = [
      '流水号,平台订单号,子订单号,类型,金额(元),结算时间',
      `J-1,JD-1,JD-1-1,货款,100.00,${today} 10:00:00`,
      `J-2,JD-1,,佣金,5,${today} 10:00:00`,
      `J-3,JD-2,JD-2-1,sale,"250.00",${today} 11:00`,
      `J-4,JD-2,JD-2-1,退款,10.00,${today}`,
      `J-5,JD-GHOST,,sale,70,${today} 12:00:00`,
    ].join('\n');
    const url = `/erp/sale/ecommerce/bill/${id}/import`;
    expect((await upload(`${url}?mode=dryRun`, csv)).body.data).toMatchObject({
      created: 5,
      committed: false,
    });
    const broken = await upload(`${url}?mode=dryRun`, `${csv}\nJ-6,JD-3,,sale,1,2026-13-45`);
    expect(broken.body.data.errors).toMatchObject([{ row: 7, field: 'settledAt' }]);
    expect((await upload(`${url}?mode=allOrNothing`, csv)).body.data).toMatchObject({
      created: 5,
      committed: true,
    });
    expect((await upload(`${url}?mode=allOrNothing`, csv)).body.data).toMatchObject({
      created: 0,
      unchanged: 5,
    });

    const reconciled = await send('POST', `/erp/sale/ecommerce/bill/${id}/reconcile`);
    expect(reconciled.body.data).toMatchObject({
      rowCount: 5,
      counts: { matched: 1, amountDiffers: 1, missingInAtrium: 1, missingOnPlatform: 1 },
    });
    const report = (await send('GET', `/erp/sale/ecommerce/bill/${id}/result/page?pageSize=50`)).body.data;
    const byOrder = Object.fromEntries(
      report.list.map((row: { extOrderNo: string }) => [row.extOrderNo, row]),
    );
    expect(byOrder['JD-1']).toMatchObject({
      result: 'matched',
      platformFen: 10_000,
      feesFen: -500,
      differenceFen: 0,
    });
    expect(byOrder['JD-2']).toMatchObject({
      result: 'amountDiffers',
      platformFen: 24_000,
      expectedFen: 25_000,
      differenceFen: -1_000,
    });
    expect(byOrder['JD-GHOST']).toMatchObject({
      result: 'missingInAtrium',
      saleOrderId: null,
      platformFen: 7_000,
    });
    expect(byOrder['JD-3']).toMatchObject({
      result: 'missingOnPlatform',
      expectedFen: 30_000,
      differenceFen: -30_000,
    });
    expect(report.sums.find((sum: { result: string }) => sum.result === 'amountDiffers')).toMatchObject({
      count: 1,
      differenceFen: -1_000,
    });

    // Finance explains the difference; it stays explained when reconciled again, and the filters find it.
    const explained = await send('PUT', `/erp/sale/ecommerce/bill/result/${byOrder['JD-2'].id}/explain`, {
      explained: true,
      note: '平台优惠券由店铺承担',
    });
    expect(explained.body.data).toMatchObject({ explained: true, note: '平台优惠券由店铺承担' });
    await send('POST', `/erp/sale/ecommerce/bill/${id}/reconcile`);
    const filtered = await send(
      'GET',
      `/erp/sale/ecommerce/bill/${id}/result/page?result=amountDiffers&explained=true`,
    );
    expect(filtered.body.data.list).toMatchObject([{ extOrderNo: 'JD-2', note: '平台优惠券由店铺承担' }]);
    const searched = await send('GET', `/erp/sale/ecommerce/bill/${id}/result/page?keyword=GHOST`);
    expect(searched.body.data.list.map((row: { extOrderNo: string }) => row.extOrderNo)).toEqual([
      'JD-GHOST',
    ]);
    const exported = await send('POST', `/erp/sale/ecommerce/bill/${id}/result/export`, { format: 'csv' });
    expect(exported.body.data.jobId).toBeGreaterThan(0);
  });
});

describe('order status update', () => {
  it('dry runs, then updates shipped orders under their lock, refusing unknown, unshipped and stale rows', async () => {
    const [shipped] = await ordersWithNo('JD-1');
    await t.db.update(saleOrders).set({ status: 'shipped' }).where(eq(saleOrders.id, shipped!.id));
    const rows = [
      {
        orderNo: 'JD-1',
        status: 'delivered',
        carrier: '顺丰',
        trackingNo: 'SF100',
        eventAt: `${today} 10:00:00`,
      },
      { orderNo: 'XS-NOPE', status: 'inTransit', eventAt: `${today} 09:00:00` },
      { orderNo: 'TM-1001', status: 'inTransit', eventAt: `${today} 09:00:00` },
      { orderNo: shipped!.documentNo, status: 'inTransit', eventAt: `${today} 08:00:00` },
    ];
    const dry = await send('POST', '/erp/sale/order/statusUpdate', { dryRun: true, rows });
    expect(dry.body.data.rows.map((row: { result: string }) => row.result)).toEqual([
      'updated',
      'orderNotFound',
      'notShipped',
      'stale',
    ]);
    expect((await ordersWithNo('JD-1'))[0]!.logisticsStatus).toBe('');
    const real = await send('POST', '/erp/sale/order/statusUpdate', { rows });
    expect(real.body.data.rows[0]).toMatchObject({
      result: 'updated',
      message: '订单 JD-1 物流状态更新为「已签收」',
    });
    expect(real.body.data.rows[3].message).toMatch(/^订单 XS.* 已有 .* 的物流状态，此事件更早，未更新$/);
    expect((await ordersWithNo('JD-1'))[0]!.logisticsStatus).toBe('delivered');
    const events = await t.db
      .select()
      .from(timelineEntries)
      .where(and(eq(timelineEntries.recordKind, 'saleOrder'), eq(timelineEntries.recordId, shipped!.id)));
    expect(events.filter((entry) => entry.action === 'logistics')).toHaveLength(1);

    const badTime = await send('POST', '/erp/sale/order/statusUpdate', {
      rows: [{ orderNo: 'JD-1', status: 'delivered', eventAt: '2026-02-30 10:00:00' }],
    });
    expect(badTime.status).toBe(400);
    const file = await upload(
      '/erp/sale/order/statusUpdate/import?mode=goodRowsOnly',
      `订单号,物流状态,物流公司,运单号,事件时间\nJD-1,已签收,顺丰,SF100,${today} 09:00:00\nJD-1,异常,顺丰,SF100,${today} 23:00:00\n`,
    );
    expect(file.body.data).toMatchObject({ total: 2, updated: 1, bad: 1 });
    expect(file.body.data.errors[0].message).toContain('此事件更早');
    expect((await ordersWithNo('JD-1'))[0]!.logisticsStatus).toBe('exception');
  });
});

describe('demo data', () => {
  it('seeds external orders and a statement with a result of every kind on kit orders', async () => {
    await kitOrder(t.db, {
      orgId,
      ownerUserId: salesUserId,
      customerId: (await ordersWithNo('TM-1001'))[0]!.customerId,
      sourceId: tmall,
      warehouseId: mainId,
      status: 'draft',
      lines: [{ itemKind: 'product', itemId: empty.id, quantity: '1', unitPrice: 5_000 }],
    });
    await t.db.transaction((tx) => seedDemoChannels(tx, orgId, salesUserId));
    const statements = await send('GET', `/erp/sale/ecommerce/bill/page?sourceId=${tmall}`);
    const [demo] = statements.body.data.list;
    expect(demo.name).toBe(`天猫结算单 ${today}`);
    // Its three platform orders, and the orders of TMALL placed today on no statement (at least the
    // kit order: the demo data's own statement of today already holds the others).
    expect(demo.counts).toMatchObject({ matched: 1, amountDiffers: 1, missingInAtrium: 1 });
    expect(demo.counts.missingOnPlatform).toBeGreaterThanOrEqual(1);
    const demoItems = await send('GET', '/erp/sale/external/page?keyword=TM2&pageSize=10');
    expect(demoItems.body.data.list.map((row: { status: string }) => row.status).sort()).toEqual([
      'applied',
      'applied',
      'applied',
      'rejected',
    ]);
  });
});

describe('npm run orders:push', () => {
  it('pushes a signed batch of platform orders, then the same delivery as a duplicate', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'scripts/orders-push.mjs'), '--server', origin, '--source', 'JD', '--count', '6'],
      { cwd: ROOT, timeout: 60_000 },
    );
    const eventId = /as event (sim-\S+)/.exec(stdout)?.[1];
    expect(eventId, stdout).toBeDefined();
    const logged = await t.db
      .select()
      .from(saleExternalOrders)
      .where(eq(saleExternalOrders.eventId, eventId!))
      .orderBy(saleExternalOrders.itemIndex);
    expect(logged.map((item) => item.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'rejected',
      'rejected',
    ]);
    expect(logged[4]!.errorKey).toBe('saleChannels.unknownSku');
    expect(logged[5]!.errorKey).toBe('saleChannels.amountMismatch');
    expect(stdout).toContain('pushed the same delivery again: duplicate, nothing applied');
  }, 90_000);
});
