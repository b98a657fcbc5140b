import { customerDiscountRateResource } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { discountRateFor } from '../src/modules/crm/discount-rates/discount-rate-for.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/** 客户折扣率: one rate per customer and per level, the rules on writes, and discountRateFor. */
const api = customerDiscountRateResource.endpoints;
const RATES = customerDiscountRateResource.basePath;

let t: TestApp;
let admin: Record<string, string>;
let finance: Record<string, string>;
let orgId: number;
/** Demo rates: level A 9000, level B 9500, 上海云帆 (level A) its own 8500 during 2026. */
let yunfan: number;
/** Level A, held by 王经理, no rate of its own. */
let boyuan: number;
/** Moved to level D (no demo rate) for the precedence test. */
let qinghe: number;
/** Level C, held by 李销售. */
let jiahe: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  finance = await loginAs(t.app, 'finance');
  const byName = async (name: string) =>
    (await t.db.select().from(customers).where(eq(customers.name, name)))[0]!;
  const yunfanRow = await byName('上海云帆贸易有限公司');
  yunfan = yunfanRow.id;
  orgId = yunfanRow.orgId;
  boyuan = (await byName('北京博远信息技术有限公司')).id;
  qinghe = (await byName('杭州青禾科技有限公司')).id;
  jiahe = (await byName('苏州嘉禾机电设备厂')).id;
  await t.db.update(customers).set({ level: 'D' }).where(eq(customers.id, qinghe));
});
afterAll(() => t?.app.close());

const write = async (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => {
  const response = await t.app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};
const create = (payload: object, headers = admin) => write('POST', RATES, payload, headers);

describe('customer discount rates', () => {
  it('keeps one live rate per level and per customer', async () => {
    const levelC = await create({ level: 'C', rate: 9800 });
    expect(levelC.status).toBe(200);
    expect(levelC.body.data).toMatchObject({ level: 'C', customerId: null, rate: 9800 });
    const again = await create({ level: 'C', rate: 8000 });
    expect(again.status).toBe(400);
    expect(again.body.data.fieldErrors).toEqual([{ path: 'level', message: '该客户等级已设置折扣率' }]);
    // The demo's level A rate is there already.
    expect((await create({ level: 'A', rate: 8000 })).body.data.fieldErrors[0].path).toBe('level');
    expect((await create({ customerId: jiahe, rate: 9200 }, finance)).status).toBe(200);
    const twice = await create({ customerId: jiahe, rate: 8000 });
    expect(twice.body.data.fieldErrors).toEqual([{ path: 'customerId', message: '该客户已设置折扣率' }]);
    const page = await call(t.app, api.page.answer, { url: `${RATES}/page?level=C`, headers: admin });
    expect(page.body.data.total).toBe(1);
  });

  it('answers a localized 400 for a bad rate, never a 500', async () => {
    for (const rate of [0, 10001, 85.5, -1]) {
      const response = await create({ level: 'D', rate });
      expect(response.status).toBe(400);
      expect(response.body.data.fieldErrors[0].path).toBe('rate');
    }
    const en = await write('POST', RATES, { level: 'D', rate: 20000 }, { ...admin, 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect(en.body.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('wants exactly one of customer and level, a known level and ordered dates', async () => {
    const neither = await create({ rate: 9000 });
    expect(neither.body.data.fieldErrors).toEqual([
      { path: 'customerId', message: '请选择客户或客户等级（二选一）' },
    ]);
    expect((await create({ rate: 9000, level: 'D', customerId: qinghe })).status).toBe(400);
    const unknown = await create({ rate: 9000, level: 'Z' });
    expect(unknown.body.data.fieldErrors).toEqual([{ path: 'level', message: '客户等级不存在' }]);
    const dates = await create({
      rate: 9000,
      level: 'D',
      effectiveFrom: '2026-05-01',
      effectiveTo: '2026-04-01',
    });
    expect(dates.body.data.fieldErrors).toEqual([
      { path: 'effectiveTo', message: '失效日期不能早于生效日期' },
    ]);
  });

  it('takes customers of the organization only; a salesperson may not set rates', async () => {
    const missing = await create({ customerId: 2_000_000_000, rate: 9500 }, finance);
    expect(missing.status).toBe(400);
    expect(missing.body.data.fieldErrors).toEqual([{ path: 'customerId', message: '客户不存在' }]);
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const inBranch = { ...admin, 'organization-id': String(branch!.id) };
    const foreign = await create({ customerId: yunfan, rate: 9500 }, inBranch);
    expect(foreign.body.data.fieldErrors).toEqual([{ path: 'customerId', message: '客户不存在' }]);
    expect((await create({ customerId: qinghe, rate: 9500 }, await loginAs(t.app, 'sales'))).status).toBe(
      403,
    );
  });

  it('discountRateFor: the customer rate wins over the level rate, within effective dates', async () => {
    expect(await discountRateFor(t.db, orgId, yunfan, '2026-06-01')).toMatchObject({
      rate: 8500,
      source: 'customer',
    });
    // After its own rate ends, 云帆 pays its level's.
    expect(await discountRateFor(t.db, orgId, yunfan, '2027-01-01')).toMatchObject({
      rate: 9000,
      source: 'level',
    });
    expect(await discountRateFor(t.db, orgId, boyuan, '2026-06-01')).toMatchObject({
      rate: 9000,
      source: 'level',
    });
    // Level D has no rate: list price.
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-06-01')).toBeNull();
    const levelD = await create({
      level: 'D',
      rate: 9500,
      effectiveFrom: '2026-07-01',
      effectiveTo: '2026-07-31',
    });
    expect(levelD.status).toBe(200);
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-06-30')).toBeNull();
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-07-01')).toMatchObject({ rate: 9500 });
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-07-31')).toMatchObject({ rate: 9500 });
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-08-01')).toBeNull();
    const own = await create({ customerId: qinghe, rate: 7000, effectiveTo: '2026-07-10' });
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-07-05')).toMatchObject({
      rate: 7000,
      source: 'customer',
    });
    expect(await discountRateFor(t.db, orgId, qinghe, '2026-07-20')).toMatchObject({
      rate: 9500,
      source: 'level',
    });
    // Another organization's id is no customer of this one.
    expect(await discountRateFor(t.db, orgId + 1000, qinghe, '2026-07-05')).toBeNull();
    // An update of a customer's own row does not clash with itself.
    const update = await write('PUT', `${RATES}/${own.body.data.id}`, { rate: 7100, version: 1 });
    expect(update.status).toBe(200);
  });
});
