// On PGlite too: replays racing on the item row lock and the ledger's locks must hold on both databases, and the balance must stay the sum of the moves.
import { WAREHOUSE_SYNC_MAX_ATTEMPTS } from '@atrium/contract/endpoints/stock-sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import {
  stockBalances,
  stockLocations,
  stockMoves,
  stockSerials,
} from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { reserveStock } from '../src/modules/stock/stock-reservations.js';
import { stockSyncItems } from '../src/modules/stock-sync/stock-sync.tables.js';
import { applySyncItem } from '../src/modules/stock-sync/sync-item-apply.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { signDelivery } from '../src/platform/webhooks/webhook-signature.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { stockClient, untouchedItems, warehouseId } from './stock-kit.js';

let t: TestApp;
let admin: Record<string, string>;
let keeper: Record<string, string>;
let orgId: number;
let mainId: number;
let hook: { hookPath: string; secret: string };
let eventNo = 0;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const eventId = () => `evt-${Date.now()}-${++eventNo}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const level = (sku: string, quantity: string | number, at = hoursAgo(1)) => ({
  type: 'stockLevel',
  warehouse: 'WH-MAIN',
  sku,
  quantity,
  at,
});
const shipment = (shipmentNo: string, lines: object[]) => ({
  type: 'shipment',
  warehouse: 'WH-MAIN',
  shipmentNo,
  lines,
});

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  keeper = await loginAs(t.app, 'warehouse');
  mainId = await warehouseId(t.db, 'WH-MAIN');
  const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = org!.id;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/erp/stock/sync/settings/${mainId}`,
    headers: keeper,
    payload: { enabled: true, adapter: 'atriumGenericJson' },
  });
  expect(saved.statusCode).toBe(200);
  hook = saved.json().data;
});
afterAll(() => t?.app.close());

/** Posts a delivery signed as the WMS would; the options tamper with any part. */
function deliver(
  body: unknown,
  {
    timestamp = nowSeconds(),
    secret = hook.secret,
    signature,
    path = hook.hookPath,
    headers = {},
  }: {
    timestamp?: number;
    secret?: string;
    signature?: string | null;
    path?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-atrium-timestamp': String(timestamp),
      ...(signature === null
        ? {}
        : { 'x-atrium-signature': signature ?? signDelivery(secret, timestamp, raw) }),
      ...headers,
    },
    payload: raw,
  });
}

async function push(items: object[], id = eventId()) {
  const response = await deliver({ eventId: id, items });
  expect(response.statusCode, response.body).toBe(200);
  const logged = await t.db
    .select()
    .from(stockSyncItems)
    .where(and(eq(stockSyncItems.warehouseId, mainId), eq(stockSyncItems.eventId, id)))
    .orderBy(stockSyncItems.itemIndex);
  return { answer: response.json().data, logged };
}

async function productId(sku: string) {
  const [row] = await t.db.select().from(products).where(eq(products.sku, sku));
  return row!.id;
}

async function onHand(sku: string, warehouse = mainId) {
  const id = await productId(sku);
  const [row] = await t.db
    .select({ onHand: stockBalances.onHand })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockLocations.warehouseId, warehouse),
        eq(stockBalances.itemKind, 'product'),
        eq(stockBalances.itemId, id),
      ),
    );
  return row ? Number(row.onHand) : 0;
}

const movesOf = (itemId: number) =>
  t.db
    .select()
    .from(stockMoves)
    .where(and(sql`${stockMoves.documentKind} like 'sync%'`, eq(stockMoves.documentId, itemId)));

const itemsLogged = async () => (await t.db.select({ id: stockSyncItems.id }).from(stockSyncItems)).length;

describe('settings', () => {
  it('answers the secret once; the list shows a hint, the hook path and the demo WMS warehouse', async () => {
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook.hookPath).toMatch(/^\/erp\/stock\/sync\/hook\/[A-Za-z0-9_-]{24}$/);
    const list = (await t.app.inject({ url: '/erp/stock/sync/settings/list', headers: keeper })).json().data;
    const main = list.find((row: { warehouseCode: string }) => row.warehouseCode === 'WH-MAIN');
    expect(main).toMatchObject({ configured: true, enabled: true, secretHint: `…${hook.secret.slice(-4)}` });
    expect(JSON.stringify(list)).not.toContain(hook.secret);
    expect(list.find((row: { warehouseCode: string }) => row.warehouseCode === 'WH-EAST')).toMatchObject({
      configured: true,
    });
  });

  it('refuses a stale version and a pull URL that is not http(s)', async () => {
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/erp/stock/sync/settings/${mainId}`,
      headers: keeper,
      payload: { enabled: true, adapter: 'atriumGenericJson', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const badUrl = await t.app.inject({
      method: 'PUT',
      url: `/erp/stock/sync/settings/${mainId}`,
      headers: keeper,
      payload: { enabled: true, adapter: 'atriumGenericJson', pullUrl: 'file:///etc/passwd', version: 1 },
    });
    expect(badUrl.statusCode).toBe(400);
  });
});

describe('demo data', () => {
  it('logs 华东仓 deliveries through the apply path: applied items, a rejected SKU and a conflict', async () => {
    const east = await warehouseId(t.db, 'WH-EAST');
    const page = await t.app.inject({
      url: `/erp/stock/sync/log/page?warehouseId=${east}&pageSize=50`,
      headers: keeper,
    });
    const rows: { subject: string; status: string }[] = page.json().data.list;
    expect(rows.find((row) => row.subject === 'OS-9999')).toMatchObject({ status: 'rejected' });
    expect(rows.find((row) => row.subject === 'SHP-20261124-018')).toMatchObject({ status: 'conflict' });
    expect(rows.filter((row) => row.status === 'applied')).toHaveLength(6);
    expect(await onHand('OS-0001', east)).toBe(114);
    expect(await onHand('OS-0002', east)).toBe(45);
  });
});

describe('webhook signature', () => {
  it('refuses a wrong, missing or old signature with 401 and logs nothing', async () => {
    const before = await itemsLogged();
    const body = { eventId: eventId(), items: [level('OS-0001', '5')] };
    const wrong = await deliver(body, { secret: 'whsec_not-the-secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('签名无效');
    const missing = await deliver(body, { signature: null });
    expect(missing.statusCode).toBe(401);
    const old = await deliver(body, { timestamp: nowSeconds() - 301 });
    expect(old.statusCode).toBe(401);
    expect(old.json().msg).toBe('时间戳超出允许范围（±5分钟）');
    const english = await deliver(body, {
      timestamp: nowSeconds() + 400,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe('The timestamp is more than 5 minutes away from the server clock.');
    const unknown = await deliver(body, { path: '/erp/stock/sync/hook/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await deliver({ eventId: '', items: [] });
    expect(malformed.statusCode).toBe(400);
    expect(await itemsLogged()).toBe(before);
  });

  it('rotating the secret stops the old one at once', async () => {
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/erp/stock/sync/settings/${mainId}/secret`,
      headers: keeper,
    });
    expect(rotated.statusCode).toBe(200);
    const old = hook.secret;
    hook = rotated.json().data;
    expect(hook.secret).not.toBe(old);
    expect(
      (await deliver({ eventId: eventId(), items: [level('OS-0001', '1')] }, { secret: old })).statusCode,
    ).toBe(401);
  });
});

describe('input the guard refuses', () => {
  it('answers a localized 400 to a signed body nested thousands deep or with a NUL outside the items, logging nothing', async () => {
    const before = await itemsLogged();
    const depth = 100_000;
    const deep = `{"eventId":"${eventId()}","items":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
    const tooDeep = await deliver(deep);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().msg).toBe('请求内容嵌套层级过深');
    const nulEvent = await deliver(
      { eventId: `evt-\u0000-${eventNo}`, items: [level('OS-0101', '1')] },
      { headers: { 'accept-language': 'en' } },
    );
    expect(nulEvent.statusCode).toBe(400);
    expect(nulEvent.json()).toMatchObject({
      msg: 'Must not contain the NUL character (\\u0000).',
      data: { fieldErrors: [{ path: 'eventId' }] },
    });
    expect(await itemsLogged()).toBe(before);
  });

  it('logs every item of a partly bad delivery: the bad ones rejected with the reason and kept escaped, the good applied', async () => {
    const nul = level('OS-0142\u0000', '3');
    const lone = shipment('SHP-\ud800', [{ sku: 'OS-0142', quantity: '1' }]);
    const { answer, logged } = await push([level('OS-0142', '5'), nul, lone]);
    expect(answer.items).toEqual([
      { index: 0, status: 'applied', error: '' },
      {
        index: 1,
        status: 'rejected',
        error: '字段 sku 含有空字符（\\u0000），无法处理；原文已转义保存',
      },
      {
        index: 2,
        status: 'rejected',
        error: '字段 shipmentNo 含有无效字符（不成对的 Unicode 代理项），无法处理；原文已转义保存',
      },
    ]);
    expect(await onHand('OS-0142')).toBe(5);
    expect(logged.map((item) => [item.rawEscaped, item.subject])).toEqual([
      [false, 'OS-0142'],
      [true, 'OS-0142'],
      [true, 'SHP-\ufffd'],
    ]);
    // The escaped text gives the item back exactly.
    const escapedJson = (item: (typeof logged)[number]) => (item.raw as { escapedJson: string }).escapedJson;
    expect(JSON.parse(escapedJson(logged[1]!))).toEqual(nul);
    expect(escapedJson(logged[2]!)).toContain('"shipmentNo":"SHP-\\ud800"');
    const replayed = await t.app.inject({
      method: 'POST',
      url: `/erp/stock/sync/log/${logged[1]!.id}/replay`,
      headers: { ...keeper, 'accept-language': 'en' },
    });
    expect(replayed.json().data).toMatchObject({
      status: 'rejected',
      rawEscaped: true,
      raw: { escapedJson: JSON.stringify(nul) },
      error:
        'Field sku contains the NUL character (\\u0000) and cannot be processed; the item is kept as escaped text.',
    });
    expect(await movesOf(logged[1]!.id)).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('stock levels', () => {
  it('applies a level as an adjustment: the ledger then holds their quantity, balance = sum of moves', async () => {
    const { answer, logged } = await push([level('OS-0101', '7')]);
    expect(answer).toMatchObject({ duplicate: false, items: [{ index: 0, status: 'applied', error: '' }] });
    expect(logged[0]).toMatchObject({ kind: 'level', subject: 'OS-0101', status: 'applied', attempts: 1 });
    expect(logged[0]!.diff).toEqual([
      expect.objectContaining({ code: 'OS-0101', measure: 'onHand', ours: '0', theirs: '7', change: '7' }),
    ]);
    expect(await onHand('OS-0101')).toBe(7);
    expect(await movesOf(logged[0]!.id)).toHaveLength(1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('answers a repeated event id as a duplicate and applies nothing twice', async () => {
    const id = eventId();
    await push([level('OS-0102', '4')], id);
    const before = await itemsLogged();
    const again = await deliver({ eventId: id, items: [level('OS-0102', '4')] });
    expect(again.json().data).toEqual({ eventId: id, duplicate: true, items: [] });
    expect(await itemsLogged()).toBe(before);
    expect(await onHand('OS-0102')).toBe(4);
  });

  it('logs and applies one event id once when the same delivery arrives many times at once', async () => {
    const id = eventId();
    // Taken now: the demo's sale orders shipped some OS-0021 since an hour ago, which a level of
    // then would count (the rule the level-time test below proves).
    const body = { eventId: id, items: [level('OS-0021', '6', hoursAgo(0)), level('OS-9998', '1')] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(body)));
    const data = answers.map((answer) => answer.json().data);
    expect(data.filter((each) => each.duplicate)).toHaveLength(5);
    expect(data.find((each) => !each.duplicate).items.map((item: { status: string }) => item.status)).toEqual(
      ['applied', 'rejected'],
    );
    const logged = await t.db.select().from(stockSyncItems).where(eq(stockSyncItems.eventId, id));
    expect(logged).toHaveLength(2);
    expect(await onHand('OS-0021')).toBe(6);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('compares with our ledger at the level time: moves after it count, an older level is not applied', async () => {
    await push([level('OS-0131', '10', hoursAgo(3))]);
    // We receive 3 after their level of 2 hours ago was taken: ours then was 10.
    const client = stockClient(t.app, keeper);
    const received = await client.receipt({
      warehouseId: mainId,
      lines: [{ itemKind: 'product', itemId: await productId('OS-0131'), quantity: '3' }],
    });
    expect(received.status).toBe(200);
    const { logged } = await push([level('OS-0131', '9', hoursAgo(2))]);
    expect(logged[0]!.diff[0]).toMatchObject({ ours: '10', theirs: '9', change: '-1' });
    expect(await onHand('OS-0131')).toBe(12);
    const stale = await push([level('OS-0131', '50', hoursAgo(2.5))]);
    expect(stale.answer.items[0]).toMatchObject({ status: 'rejected' });
    expect(stale.answer.items[0].error).toMatch(/^该库存水位早于已应用的 /);
    expect(await onHand('OS-0131')).toBe(12);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('names fittings by code', async () => {
    const [fitting] = await t.db.select().from(fittings).where(eq(fittings.code, 'PW-001'));
    const { logged } = await push([
      { type: 'stockLevel', warehouse: 'WH-MAIN', fittingCode: 'PW-001', quantity: 3 },
    ]);
    expect(logged[0]).toMatchObject({ status: 'applied', itemKind: 'fitting', itemId: fitting!.id });
  });

  it('rejects an unknown SKU, a bad quantity or another warehouse with the reason, and posts nothing', async () => {
    const moves = (await t.db.select({ id: stockMoves.id }).from(stockMoves)).length;
    const unknownSku = level('NOPE-1', '3');
    const { answer, logged } = await push([
      unknownSku,
      level('OS-0104', '-1'),
      level('OS-0104', 1.5),
      { ...level('OS-0104', '3'), warehouse: 'WH-EAST' },
      { type: 'mystery' },
    ]);
    expect(answer.items.map((item: { status: string }) => item.status)).toEqual(Array(5).fill('rejected'));
    expect(answer.items.map((item: { error: string }) => item.error)).toEqual([
      '未知的商品 SKU：NOPE-1',
      '数量 "-1" 无效：应为不小于 0 的数字，最多 10 位整数、4 位小数',
      '数量 1.5 无效：应为不小于 0 的数字，最多 10 位整数、4 位小数',
      '条目的仓库 WH-EAST 不是此同步地址的仓库 WH-MAIN',
      '无法识别的条目（type 应为 stockLevel 或 shipment）',
    ]);
    expect(logged[0]!.raw).toEqual(unknownSku);
    expect(logged[4]).toMatchObject({ kind: 'unknown' });
    expect((await t.db.select({ id: stockMoves.id }).from(stockMoves)).length).toBe(moves);
  });

  it("rejects a level or a shipment line finer than the item's unit, naming it, and posts nothing", async () => {
    const moves = (await t.db.select({ id: stockMoves.id }).from(stockMoves)).length;
    const [printer] = await t.db.select().from(products).where(eq(products.sku, 'PR-0001'));
    const [paper] = await t.db.select().from(products).where(eq(products.sku, 'OS-0122'));
    const { answer } = await push([
      level('PR-0001', '3.5'),
      shipment('SHP-UNIT', [
        { sku: 'OS-0122', quantity: '1' },
        { sku: 'OS-0122', quantity: '2.5' },
      ]),
    ]);
    expect(answer.items.map((item: { status: string }) => item.status)).toEqual(['rejected', 'rejected']);
    expect(answer.items.map((item: { error: string }) => item.error)).toEqual([
      `商品「PR-0001 ${printer!.name}」的单位「台」只能是整数`,
      `第 2 行：商品「OS-0122 ${paper!.name}」的单位「盒」只能是整数`,
    ]);
    expect((await t.db.select({ id: stockMoves.id }).from(stockMoves)).length).toBe(moves);
  });

  it('is a conflict, nothing posted, when their lower level would leave reservations unbacked', async () => {
    await push([level('OS-0132', '8', hoursAgo(2))]);
    await reserveStock(
      t.db,
      { orgId, userId: null },
      {
        documentKind: 'test',
        documentLineId: 1,
        warehouseId: mainId,
        itemKind: 'product',
        itemId: await productId('OS-0132'),
        quantity: '5',
      },
    );
    const { answer, logged } = await push([level('OS-0132', '2')]);
    expect(answer.items[0]).toMatchObject({
      status: 'conflict',
      error: '对方库存 2 少于我方已预留的 5（OS-0132），未过账',
    });
    expect(logged[0]!.diff[0]).toMatchObject({ ours: '8', theirs: '2', change: '-6' });
    expect(await movesOf(logged[0]!.id)).toHaveLength(0);
    expect(await onHand('OS-0132')).toBe(8);
  });
});

describe('document ids', () => {
  it("keeps a sync item's moves apart from a receipt's with the same id: the receipt's reversal mirrors its own only", async () => {
    // Both sequences at the same value: the next sync item and the next receipt share an id.
    const { rows } = (await t.db.execute(sql`
      select greatest((select last_value from stock_sync_items_id_seq),
                      (select last_value from stock_documents_id_seq)) + 1 as next`)) as unknown as {
      rows: { next: string | number }[];
    };
    await t.db.execute(sql`select setval('stock_sync_items_id_seq', ${Number(rows[0]!.next)}),
                                  setval('stock_documents_id_seq', ${Number(rows[0]!.next)})`);
    const [levelled, received] = await Promise.all(
      (await untouchedItems(t.db)).plain.slice(-2).map(async (id) => {
        const [row] = await t.db.select().from(products).where(eq(products.id, id));
        return row!.sku;
      }),
    );
    const { logged } = await push([level(levelled!, '40', hoursAgo(0.5))]);
    expect(logged[0]).toMatchObject({ status: 'applied' });
    const syncMoves = await movesOf(logged[0]!.id);
    expect(syncMoves).toHaveLength(1);
    const client = stockClient(t.app, keeper);
    const receipt = await client.receipt({
      warehouseId: mainId,
      lines: [{ itemKind: 'product', itemId: await productId(received!), quantity: '2' }],
    });
    expect(receipt.body.data).toMatchObject({ id: logged[0]!.id, moveCount: 1 });
    const reversal = await client.reverse(receipt.body.data.id);
    expect(reversal.status).toBe(200);
    expect(reversal.body.data.moveCount).toBe(1);
    const reversed = await t.db
      .select()
      .from(stockMoves)
      .where(eq(stockMoves.reversesMoveId, syncMoves[0]!.id));
    expect(reversed).toEqual([]);
    expect(await onHand(levelled!)).toBe(40);
    expect(await onHand(received!)).toBe(0);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('shipments', () => {
  it('issues each line warehouse → customer, with its serials', async () => {
    await push([level('OS-0111', '20', hoursAgo(2))]);
    const client = stockClient(t.app, keeper);
    const phone = await productId('PH-0001');
    // The demo stock may hold some of this phone already: count from what is there.
    const phonesBefore = await onHand('PH-0001');
    expect(
      (
        await client.receipt({
          warehouseId: mainId,
          lines: [{ itemKind: 'product', itemId: phone, quantity: '2', serials: ['SYNC-SN-1', 'SYNC-SN-2'] }],
        })
      ).status,
    ).toBe(200);
    const { answer, logged } = await push([
      shipment('SHP-1', [
        { sku: 'OS-0111', quantity: '6' },
        { sku: 'PH-0001', quantity: '1', serials: ['SYNC-SN-2'] },
      ]),
    ]);
    expect(answer.items[0]).toMatchObject({ status: 'applied' });
    expect(logged[0]!.diff).toEqual([
      expect.objectContaining({ code: 'OS-0111', measure: 'shipped', ours: '20', theirs: '6', change: '-6' }),
      expect.objectContaining({ code: 'PH-0001', ours: String(phonesBefore + 2), theirs: '1', change: '-1' }),
    ]);
    expect(await onHand('OS-0111')).toBe(14);
    expect(await onHand('PH-0001')).toBe(phonesBefore + 1);
    const [serial] = await t.db.select().from(stockSerials).where(eq(stockSerials.serialNo, 'SYNC-SN-2'));
    const [customer] = await t.db
      .select()
      .from(stockLocations)
      .where(eq(stockLocations.id, serial!.locationId));
    expect(customer!.kind).toBe('customer');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('is a conflict when we do not hold what they shipped, and a replay applies it once stock came', async () => {
    await push([level('OS-0112', '2', hoursAgo(2))]);
    const { answer, logged } = await push([shipment('SHP-2', [{ sku: 'OS-0112', quantity: '5' }])]);
    expect(answer.items[0]).toMatchObject({
      status: 'conflict',
      error: '我方 OS-0112 在库 2，少于对方发货的 5，未过账',
    });
    const item = logged[0]!;
    expect(await movesOf(item.id)).toHaveLength(0);
    const client = stockClient(t.app, keeper);
    await client.receipt({
      warehouseId: mainId,
      lines: [{ itemKind: 'product', itemId: await productId('OS-0112'), quantity: '10' }],
    });
    const replay = () =>
      t.app.inject({ method: 'POST', url: `/erp/stock/sync/log/${item.id}/replay`, headers: keeper });
    const first = await replay();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'applied', attempts: 2 });
    const second = await replay();
    expect(second.json().data).toMatchObject({ status: 'applied', attempts: 2 });
    expect(await movesOf(item.id)).toHaveLength(1);
    expect(await onHand('OS-0112')).toBe(7);
  });
});

describe('replay', () => {
  it('two replays racing post once', async () => {
    await push([level('OS-0141', '1', hoursAgo(2))]);
    const { logged } = await push([shipment('SHP-3', [{ sku: 'OS-0141', quantity: '4' }])]);
    const item = logged[0]!;
    expect(item.status).toBe('conflict');
    await stockClient(t.app, keeper).receipt({
      warehouseId: mainId,
      lines: [{ itemKind: 'product', itemId: await productId('OS-0141'), quantity: '9' }],
    });
    const replays = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({ method: 'POST', url: `/erp/stock/sync/log/${item.id}/replay`, headers: keeper }),
      ),
    );
    expect(replays.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(replays.map((response) => response.json().data.status)).toEqual(Array(4).fill('applied'));
    expect(await movesOf(item.id)).toHaveLength(1);
    expect(await onHand('OS-0141')).toBe(6);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('shows the item with its raw payload, mapped result and diff; replay needs the update key', async () => {
    const unknownSku = level('NOPE-2', '3');
    const { logged } = await push([unknownSku]);
    const detail = await t.app.inject({ url: `/erp/stock/sync/log/${logged[0]!.id}`, headers: keeper });
    expect(detail.json().data).toMatchObject({
      status: 'rejected',
      raw: unknownSku,
      mapped: { kind: 'level', item: { itemKind: 'product', code: 'NOPE-2' }, quantity: '3' },
      diff: [],
      error: '未知的商品 SKU：NOPE-2',
    });
    const page = await t.app.inject({
      url: `/erp/stock/sync/log/page?status=rejected&kind=level&warehouseId=${mainId}&eventId=${logged[0]!.eventId}`,
      headers: keeper,
    });
    expect(page.json().data).toMatchObject({ total: 1, list: [{ id: logged[0]!.id, subject: 'NOPE-2' }] });
    const sales = await loginAs(t.app, 'sales');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/erp/stock/sync/log/${logged[0]!.id}/replay`,
      headers: sales,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('transient failures', () => {
  const breakLedger = () => t.db.execute(sql`alter table stock_moves rename to stock_moves_away`);
  const mendLedger = () => t.db.execute(sql`alter table stock_moves_away rename to stock_moves`);

  it('leaves the item pending and queues the retry job, which applies it once the database is back', async () => {
    await breakLedger();
    let logged: Awaited<ReturnType<typeof push>>['logged'];
    try {
      ({ logged } = await push([level('OS-0121', '6')]));
    } finally {
      await mendLedger();
    }
    expect(logged[0]).toMatchObject({ status: 'pending', errorKey: 'warehouseSync.transientFailure' });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `stock.sync.retry:${logged[0]!.id}`));
    expect(job).toMatchObject({ kind: 'stock.sync.retry', orgId });
    await vi.waitFor(
      async () => {
        const [item] = await t.db.select().from(stockSyncItems).where(eq(stockSyncItems.id, logged[0]!.id));
        expect(item!.status).toBe('applied');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await onHand('OS-0121')).toBe(6);
  }, 20_000);

  it(`is failed after ${WAREHOUSE_SYNC_MAX_ATTEMPTS} attempts; a replay then applies it`, async () => {
    await breakLedger();
    let itemId: number;
    try {
      const { logged } = await push([level('OS-0122', '3')]);
      itemId = logged[0]!.id;
      let status = logged[0]!.status;
      while (status === 'pending') status = (await applySyncItem(t.db, orgId, itemId, 'retry')).item.status;
    } finally {
      await mendLedger();
    }
    const [failed] = await t.db.select().from(stockSyncItems).where(eq(stockSyncItems.id, itemId));
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: WAREHOUSE_SYNC_MAX_ATTEMPTS,
      errorKey: 'warehouseSync.failedAfterRetries',
    });
    const replayed = await t.app.inject({
      method: 'POST',
      url: `/erp/stock/sync/log/${itemId}/replay`,
      headers: keeper,
    });
    expect(replayed.json().data).toMatchObject({
      status: 'applied',
      attempts: WAREHOUSE_SYNC_MAX_ATTEMPTS + 1,
    });
    expect(await onHand('OS-0122')).toBe(3);
  });
});

describe('tenants', () => {
  it("keeps organizations apart: another organization's items, settings and replays are out of reach", async () => {
    const { logged } = await push([level('NOPE-3', '1')]);
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const inBranch = { ...admin, 'organization-id': String(branch!.id) };
    expect(
      (await t.app.inject({ url: `/erp/stock/sync/log/${logged[0]!.id}`, headers: inBranch })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/erp/stock/sync/log/${logged[0]!.id}/replay`,
          headers: inBranch,
        })
      ).statusCode,
    ).toBe(404);
    const page = await t.app.inject({ url: '/erp/stock/sync/log/page', headers: inBranch });
    expect(page.json().data.total).toBe(0);
    const settings = await t.app.inject({ url: '/erp/stock/sync/settings/list', headers: inBranch });
    expect(settings.json().data.map((row: { warehouseId: number }) => row.warehouseId)).not.toContain(mainId);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/erp/stock/sync/settings/${mainId}`,
      headers: inBranch,
      payload: { enabled: false, adapter: 'atriumGenericJson', version: 2 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
