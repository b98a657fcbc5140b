import { crmClueSyncApi, crmCluesApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { crmClues } from '../src/modules/crm/clues.tables.js';
import { signDelivery } from '../src/platform/webhooks/webhook-signature.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

const api = crmClueSyncApi;
let t: TestApp;
let admin: Record<string, string>;
let poolId: number;
let source: { id: number; hookPath: string; secret: string; version: number };

const mapping = { name: 'contact.name', phone: 'contact.mobile', company: 'company' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const pools = await call(t.app, crmCluesApi.cluePoolPage.answer, {
    url: '/erp/crm/clue/pool/page',
    headers: admin,
  });
  poolId = pools.body.data.list.find((pool) => pool.name === '华东线索池')!.id;
  const created = await call(t.app, api.clueSyncSourceCreate.answer, {
    method: 'POST',
    url: '/erp/crm/clue/sync/source',
    headers: admin,
    payload: { name: '巨量引擎表单', poolId, sourceCode: 'website', fieldMapping: mapping },
  });
  expect(created.status).toBe(200);
  source = created.body.data;
});
afterAll(() => t?.app.close());

/** Posts a delivery signed like a vendor would; `sign` lets a test tamper with any part. */
function deliver(
  body: unknown,
  {
    timestamp = nowSeconds(),
    secret = source.secret,
    signature,
  }: { timestamp?: number; secret?: string; signature?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: source.hookPath,
    headers: {
      'content-type': 'application/json',
      [api.CLUE_SYNC_TIMESTAMP_HEADER]: String(timestamp),
      [api.CLUE_SYNC_SIGNATURE_HEADER]: signature ?? signDelivery(secret, timestamp, raw),
    },
    payload: raw,
  });
}

const item = (name: string, mobile: string, company = '') => ({
  contact: { name, mobile },
  company,
  extra: 1,
});
const cluesWithPhone = (phone: string) =>
  t.db
    .select()
    .from(crmClues)
    .where(and(eq(crmClues.phone, phone), eq(crmClues.poolId, poolId)));
const log = (query = '') =>
  call(t.app, api.clueSyncLogPage.answer, {
    url: `/erp/crm/clue/sync/log/page?sourceId=${source.id}${query}`,
    headers: admin,
  });

describe('clue sync sources', () => {
  it('answers the secret whole only on create; the list shows a hint and the webhook path', async () => {
    expect(source.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(source.hookPath).toMatch(/^\/erp\/crm\/clue\/sync\/hook\/[A-Za-z0-9_-]{24}$/);
    const page = await call(t.app, api.clueSyncSourcePage.answer, {
      url: '/erp/crm/clue/sync/source/page',
      headers: admin,
    });
    const row = page.body.data.list.find((entry) => entry.id === source.id)!;
    expect(row).toMatchObject({
      poolName: '华东线索池',
      fieldMapping: mapping,
      secretHint: `…${source.secret.slice(-4)}`,
    });
    expect(JSON.stringify(page.body)).not.toContain(source.secret);
  });

  it('refuses a mapping path that is not a dot path, a duplicate name and a pool of nobody, localized', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/clue/sync/source',
      headers: admin,
      payload: { name: 'x', poolId, fieldMapping: { name: 'a..b', phone: 'p' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors[0].path).toBe('fieldMapping.name');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/clue/sync/source',
      headers: admin,
      payload: { name: '巨量引擎表单', poolId, fieldMapping: mapping },
    });
    expect(taken.json()).toMatchObject({ code: 400, msg: '同步来源名称已存在' });
    const noPool = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/clue/sync/source',
      headers: { ...admin, 'accept-language': 'en' },
      payload: { name: 'other', poolId: 999999, fieldMapping: mapping },
    });
    expect(noPool.json()).toMatchObject({ code: 400, msg: 'No such clue pool.' });
  });
});

describe('signed webhook', () => {
  it('creates clues in the pool through the mapping, rejecting bad items one by one, and logs each', async () => {
    const response = await deliver({
      eventId: 'evt-1',
      items: [
        item('周先生', '135 0000 9901', '杭州某公司'),
        item('', '13500009902'),
        item('吴女士', '12345'),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      eventId: 'evt-1',
      duplicate: false,
      accepted: 1,
      rejected: 2,
      items: [
        { index: 0, status: 'accepted', reason: '' },
        { index: 1, status: 'rejected', reason: '缺少线索名称' },
        { index: 2, status: 'rejected', reason: '联系电话格式不正确' },
      ],
    });
    const [clue] = await cluesWithPhone('13500009901');
    expect(clue).toMatchObject({ name: '周先生', company: '杭州某公司', source: 'website', status: 'new' });
    const entry = (await log()).body.data.list.find((delivery) => delivery.eventId === 'evt-1')!;
    expect(entry).toMatchObject({
      status: 'processed',
      acceptedCount: 1,
      rejectedCount: 2,
      sourceName: '巨量引擎表单',
    });
    expect(entry.items.map((each) => [each.status, each.clueId])).toEqual([
      ['accepted', clue!.id],
      ['rejected', null],
      ['rejected', null],
    ]);
    expect(entry.items[2]!.payload).toContain('"mobile":"12345"');
  });

  it('ignores a repeated event id: answered as duplicate, nothing created twice, logged', async () => {
    const body = { eventId: 'evt-2', items: [item('郑先生', '13500009903')] };
    expect((await deliver(body)).json().data).toMatchObject({ duplicate: false, accepted: 1 });
    const again = await deliver(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ duplicate: true, accepted: 0 });
    expect(await cluesWithPhone('13500009903')).toHaveLength(1);
    expect((await log('&status=duplicate')).body.data.list.map((entry) => entry.eventId)).toContain('evt-2');
  });

  it('rejects a phone a customer or an open clue already holds, naming it', async () => {
    const response = await deliver({
      eventId: 'evt-3',
      items: [item('重复', '13500009903'), item('重复2', '13500009903')],
    });
    expect(response.json().data.items.map((each: { reason: string }) => each.reason)).toEqual([
      expect.stringContaining('郑先生'),
      expect.stringContaining('郑先生'),
    ]);
  });

  it('refuses a wrong signature, a wrong secret, a stale or future timestamp and a missing header (401), logging them', async () => {
    const body = { eventId: 'evt-4', items: [item('冯先生', '13500009904')] };
    const stale = nowSeconds() - crmClueSyncApi.CLUE_SYNC_TIMESTAMP_WINDOW_SECONDS - 5;
    const cases = [
      [await deliver(body, { secret: 'whsec_wrong' }), '签名无效'],
      [await deliver(body, { signature: 'sha256=00' }), '签名无效'],
      [await deliver(body, { timestamp: stale }), '时间戳超出允许范围（±5分钟）'],
      [await deliver(body, { timestamp: nowSeconds() + 400 }), '时间戳超出允许范围（±5分钟）'],
      [await deliver(body, { signature: '' }), '缺少签名或时间戳'],
    ] as const;
    for (const [response, msg] of cases) expect(response.json(), msg).toMatchObject({ code: 401, msg });
    // A body changed after signing fails too: the signature covers the exact bytes.
    const timestamp = nowSeconds();
    const signed = signDelivery(source.secret, timestamp, JSON.stringify(body));
    const tampered = await deliver(
      { ...body, items: [item('冯先生', '13500009905')] },
      { timestamp, signature: signed },
    );
    expect(tampered.statusCode).toBe(401);
    expect(await cluesWithPhone('13500009904')).toHaveLength(0);
    expect((await log('&status=rejected')).body.data.list.length).toBeGreaterThanOrEqual(6);
    // The refused deliveries did not use up the event id.
    expect((await deliver(body)).json().data).toMatchObject({ duplicate: false, accepted: 1 });
  });

  it('refuses a body without an event id or items (400) after the signature, and an unknown key (404)', async () => {
    const bad = await deliver({ items: [] });
    expect(bad.json()).toMatchObject({ code: 400 });
    expect((await deliver('not json')).statusCode).toBe(400);
    // A NUL character (PostgreSQL text can't hold it) outside the items: refused and logged.
    const withNul = await deliver({ eventId: 'evt-nul\u0000', items: [item('Nul', '13900009999')] });
    expect(withNul.json()).toMatchObject({ code: 400, msg: '不能包含空字符（\\u0000）' });
    // Nested thousands deep (JSON.stringify would overflow logging it): refused by the same guard.
    const depth = 100_000;
    const deep = await deliver(
      `{"eventId":"evt-deep","items":[{"contact":${'['.repeat(depth)}${']'.repeat(depth)}}]}`,
    );
    expect(deep.json()).toMatchObject({ code: 400, msg: '请求内容嵌套层级过深' });
    expect(await cluesWithPhone('13900009999')).toEqual([]);
    const logged = (await log()).body.data.list.slice(0, 2);
    expect(logged.map((entry) => [entry.eventId, entry.status])).toEqual([
      ['evt-deep', 'rejected'],
      ['evt-nul', 'rejected'],
    ]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/clue/sync/hook/AAAAAAAAAAAAAAAAAAAAAAAA',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('logs every item of a partly bad delivery: the bad ones rejected with the reason, the good taken', async () => {
    const response = await deliver({
      eventId: 'evt-partly-bad',
      items: [
        item('Nul\u0000', '13900009991'),
        item('Lone\ud800', '13900009992'),
        'not an object',
        item('卫先生', '13900009993'),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      duplicate: false,
      accepted: 1,
      rejected: 3,
      items: [
        {
          index: 0,
          status: 'rejected',
          reason: '字段 contact.name 含有空字符（\\u0000），无法处理；原文已转义保存',
        },
        {
          index: 1,
          status: 'rejected',
          reason: '字段 contact.name 含有无效字符（不成对的 Unicode 代理项），无法处理；原文已转义保存',
        },
        { index: 2, status: 'rejected', reason: '条目不是 JSON 对象，无法读取字段' },
        { index: 3, status: 'accepted', reason: '' },
      ],
    });
    expect(await cluesWithPhone('13900009991')).toEqual([]);
    expect(await cluesWithPhone('13900009993')).toHaveLength(1);
    const entry = (await log()).body.data.list.find((each) => each.eventId === 'evt-partly-bad')!;
    expect(entry).toMatchObject({ status: 'processed', acceptedCount: 1, rejectedCount: 3 });
    // Each item as received, its bad characters written as JSON escapes.
    expect(entry.items.map((each) => each.payload)).toEqual([
      expect.stringContaining('"name":"Nul\\u0000"'),
      expect.stringContaining('"name":"Lone\\ud800"'),
      '"not an object"',
      expect.stringContaining('"name":"卫先生"'),
    ]);
    // The event id is taken: a retry is a duplicate.
    expect(
      (await deliver({ eventId: 'evt-partly-bad', items: [item('x', '13900009994')] })).json().data,
    ).toMatchObject({
      duplicate: true,
    });
  });

  it('takes one event id once when the same delivery arrives many times at once', async () => {
    const body = {
      eventId: 'evt-race',
      items: [item('蒋先生', '13900009995'), item('沈女士', '13900009996')],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(body)));
    const data = answers.map((answer) => answer.json().data);
    expect(data.filter((each) => !each.duplicate)).toHaveLength(1);
    expect(data.filter((each) => each.duplicate)).toHaveLength(5);
    expect(await cluesWithPhone('13900009995')).toHaveLength(1);
    const entries = (await log()).body.data.list.filter((each) => each.eventId === 'evt-race');
    expect(entries.map((each) => each.status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'processed',
    ]);
  });

  it('stops accepting with the old secret as soon as it is rotated, and when the source is disabled', async () => {
    const oldSecret = source.secret;
    const rotated = await call(t.app, api.clueSyncSourceRotateSecret.answer, {
      method: 'POST',
      url: `/erp/crm/clue/sync/source/${source.id}/secret`,
      headers: admin,
    });
    source = rotated.body.data;
    const body = { eventId: 'evt-5', items: [item('褚先生', '13500009906')] };
    expect((await deliver(body, { secret: oldSecret })).statusCode).toBe(401);
    expect((await deliver(body)).statusCode).toBe(200);
    const disabled = await call(t.app, api.clueSyncSourceUpdate.answer, {
      method: 'PUT',
      url: `/erp/crm/clue/sync/source/${source.id}`,
      headers: admin,
      payload: {
        name: '巨量引擎表单',
        poolId,
        fieldMapping: mapping,
        enabled: false,
        version: source.version,
      },
    });
    expect(disabled.body.data.enabled).toBe(false);
    const refused = await deliver({ eventId: 'evt-6', items: [item('卫先生', '13500009907')] });
    expect(refused.json()).toMatchObject({ code: 403, msg: '该同步来源已停用' });
  });

  it('keeps every organization to its own sources and log', async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const inBranch = { ...admin, 'organization-id': String(branch!.id) };
    const sources = await call(t.app, api.clueSyncSourcePage.answer, {
      url: '/erp/crm/clue/sync/source/page',
      headers: inBranch,
    });
    expect(sources.body.data.total).toBe(0);
    const logs = await call(t.app, api.clueSyncLogPage.answer, {
      url: '/erp/crm/clue/sync/log/page',
      headers: inBranch,
    });
    expect(logs.body.data.total).toBe(0);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/erp/crm/clue/sync/source/${source.id}`,
      headers: inBranch,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
