import { auditApi, commonApi, dictionariesApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { seedDictionaryDefaults } from '../src/modules/common/common.service.js';
import { dictItems, dictTypes } from '../src/modules/common/common.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

let t: TestApp;
let admin: Record<string, string>;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers });
const types = async (headers = admin) =>
  (await call(t.app, dictionariesApi.dictTypeList.answer, { url: '/erp/admin/dict/type/list', headers })).body
    .data;
const typeByCode = async (code: string) => (await types()).find((type) => type.code === code)!;
const items = async (typeId: number, query = '') =>
  (
    await call(t.app, dictionariesApi.dictItemPage.answer, {
      url: `/erp/admin/dict/type/${typeId}/items?${query}`,
      headers: admin,
    })
  ).body.data;
const served = async (code: string) =>
  (await call(t.app, commonApi.dict.answer, { url: `/erp/common/dict/${code}`, headers: admin })).body.data;
const auditOf = async (entity: string) =>
  (
    await call(t.app, auditApi.auditPage.answer, {
      url: `/erp/admin/audit/page?entity=${entity}&pageSize=50`,
      headers: admin,
    })
  ).body.data.list;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t?.app.close());

describe('CRM dictionaries', () => {
  it('lists the default types, named, built in, with their item counts', async () => {
    expect(await typeByCode('customerLevel')).toMatchObject({
      name: '客户等级',
      builtIn: true,
      itemCount: 4,
      enabled: true,
    });
    const page = await items((await typeByCode('gender')).id);
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    expect(page.list.map((item) => item.value)).toEqual(['male', 'female', 'unknown']);
  });

  it('creates a type and items; GET /erp/common/dict/{type} answers the enabled ones in order', async () => {
    const created = await send('POST', '/erp/admin/dict/type', {
      code: 'contractKind',
      name: '合同类型',
      remark: '',
    });
    expect(created.statusCode).toBe(200);
    const typeId = created.json().data.id as number;
    for (const [label, value] of [
      ['年度', 'year'],
      ['季度', 'quarter'],
      ['单次', 'once'],
    ]) {
      const item = await send('POST', `/erp/admin/dict/type/${typeId}/items`, {
        label,
        value,
        color: 'blue',
      });
      expect(item.statusCode).toBe(200);
    }
    expect((await served('contractKind')).map((item) => item.value)).toEqual(['year', 'quarter', 'once']);

    const [year, quarter, once] = (await items(typeId)).list;
    await send('PUT', `/erp/admin/dict/item/${once!.id}/move`, { direction: 'up' });
    expect((await served('contractKind')).map((item) => item.value)).toEqual(['year', 'once', 'quarter']);
    // Moving the first item up changes nothing.
    await send('PUT', `/erp/admin/dict/item/${year!.id}/move`, { direction: 'up' });
    expect((await items(typeId)).list.map((item) => [item.value, item.sort])).toEqual([
      ['year', 1],
      ['once', 2],
      ['quarter', 3],
    ]);

    const disabled = await send('PUT', `/erp/admin/dict/item/${quarter!.id}/disable`);
    expect(disabled.json().data).toMatchObject({ enabled: false });
    expect((await served('contractKind')).map((item) => item.value)).toEqual(['year', 'once']);
    expect((await items(typeId)).total).toBe(3);
    await send('PUT', `/erp/admin/dict/item/${quarter!.id}/enable`);

    const edited = await send('PUT', `/erp/admin/dict/item/${year!.id}`, {
      label: '按年',
      color: '#ff0000',
      sort: 9,
    });
    expect(edited.json().data).toMatchObject({ label: '按年', value: 'year', sort: 9 });
    expect((await served('contractKind')).at(-1)).toMatchObject({ label: '按年', color: '#ff0000' });

    await send('PUT', `/erp/admin/dict/type/${typeId}/disable`);
    expect(await served('contractKind')).toEqual([]);
    await send('PUT', `/erp/admin/dict/type/${typeId}/enable`);
    expect(await served('contractKind')).toHaveLength(3);

    expect((await items(typeId, 'keyword=once')).list.map((item) => item.value)).toEqual(['once']);
  });

  it('carries an English label for English screens: seeded for the defaults, edited like the label', async () => {
    expect((await served('customerLevel')).map((item) => [item.label, item.labelEn])).toEqual([
      ['A类（重点）', 'Class A (key)'],
      ['B类（普通）', 'Class B (regular)'],
      ['C类（一般）', 'Class C (ordinary)'],
      ['D类（无效）', 'Class D (invalid)'],
    ]);
    for (const type of ['customerSource', 'customerStage', 'followUpType', 'industry', 'gender'])
      for (const item of await served(type))
        expect(item.labelEn, `${type} ${item.value}`).toMatch(/^[ -~]+$/);
    const industry = await typeByCode('industry');
    const created = await send('POST', `/erp/admin/dict/type/${industry.id}/items`, {
      label: '物流',
      labelEn: ' Logistics ',
      value: 'logistics',
    });
    expect(created.json().data).toMatchObject({ label: '物流', labelEn: 'Logistics' });
    const id = created.json().data.id as number;
    // Found by its English label; an update that leaves the English label out keeps it.
    expect((await items(industry.id, 'keyword=logist')).list.map((item) => item.value)).toEqual([
      'logistics',
    ]);
    const renamed = await send('PUT', `/erp/admin/dict/item/${id}`, {
      label: '物流运输',
      color: '',
      sort: 9,
    });
    expect(renamed.json().data).toMatchObject({ label: '物流运输', labelEn: 'Logistics' });
    const cleared = await send('PUT', `/erp/admin/dict/item/${id}`, {
      label: '物流',
      labelEn: '',
      color: '',
      sort: 9,
    });
    expect(cleared.json().data).toMatchObject({ label: '物流', labelEn: '' });
    const tooLong = await send('POST', `/erp/admin/dict/type/${industry.id}/items`, {
      label: '长',
      labelEn: 'x'.repeat(65),
      value: 'long',
    });
    expect(tooLong.json().data.fieldErrors[0].path).toBe('labelEn');
    await send('DELETE', `/erp/admin/dict/item/${id}`);
  });

  it('keeps codes and values unique and answers bad input with localized 400s', async () => {
    const dupType = await send('POST', '/erp/admin/dict/type', { code: 'gender', name: '重复' });
    expect(dupType.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'code', message: '字典类型编码已存在' }] },
    });
    const gender = await typeByCode('gender');
    const dupValue = await send(
      'POST',
      `/erp/admin/dict/type/${gender.id}/items`,
      { label: '男2', value: 'male' },
      {
        ...admin,
        'accept-language': 'en',
      },
    );
    expect(dupValue.json().data.fieldErrors).toEqual([
      { path: 'value', message: 'This value already exists in the dictionary type.' },
    ]);
    const badCode = await send('POST', '/erp/admin/dict/type', { code: 'has space', name: 'x' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().data.fieldErrors[0].path).toBe('code');
    const badColor = await send('POST', `/erp/admin/dict/type/${gender.id}/items`, {
      label: 'x',
      value: 'x',
      color: 'url(evil)',
    });
    expect(badColor.json().data.fieldErrors[0].path).toBe('color');
    const noLabel = await send('POST', `/erp/admin/dict/type/${gender.id}/items`, { label: '', value: 'y' });
    expect(noLabel.json().data.fieldErrors[0].path).toBe('label');
  });

  it('refuses to delete a built-in type; deletes an added one with its items; all audited', async () => {
    const gender = await typeByCode('gender');
    const refused = await send('DELETE', `/erp/admin/dict/type/${gender.id}`);
    expect(refused.json()).toMatchObject({ code: 400, msg: '系统内置字典类型不能删除，可以将其停用' });
    const contract = await typeByCode('contractKind');
    const firstItem = (await items(contract.id)).list[0]!;
    expect((await send('DELETE', `/erp/admin/dict/item/${firstItem.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/erp/admin/dict/type/${contract.id}`)).statusCode).toBe(200);
    expect(await served('contractKind')).toEqual([]);
    expect((await t.db.select().from(dictItems).where(eq(dictItems.type, 'contractKind'))).length).toBe(0);

    const typeAudit = await auditOf('dictType');
    expect(typeAudit.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(typeAudit[0]!.before).toMatchObject({ code: 'contractKind', items: ['quarter', 'year'] });
    const itemAudit = await auditOf('dictItem');
    expect(itemAudit[0]).toMatchObject({
      action: 'delete',
      entityId: String(firstItem.id),
      username: 'admin',
    });
    // The three contract kinds and the English-labelled industry.
    expect(itemAudit.filter((entry) => entry.action === 'create')).toHaveLength(4);
  });

  it("answers 404 for another organization's type or item", async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const [branchType] = await t.db.select().from(dictTypes).where(eq(dictTypes.orgId, branch!.id)).limit(1);
    const [branchItem] = await t.db.select().from(dictItems).where(eq(dictItems.orgId, branch!.id)).limit(1);
    expect((await send('GET', `/erp/admin/dict/type/${branchType!.id}/items`)).statusCode).toBe(404);
    expect(
      (await send('PUT', `/erp/admin/dict/type/${branchType!.id}`, { name: 'x', remark: '' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/erp/admin/dict/type/${branchType!.id}`)).statusCode).toBe(404);
    const itemCalls = [
      send('PUT', `/erp/admin/dict/item/${branchItem!.id}`, { label: 'x', color: '', sort: 1 }),
      send('PUT', `/erp/admin/dict/item/${branchItem!.id}/disable`),
      send('PUT', `/erp/admin/dict/item/${branchItem!.id}/move`, { direction: 'down' }),
      send('DELETE', `/erp/admin/dict/item/${branchItem!.id}`),
    ];
    for (const response of await Promise.all(itemCalls)) expect(response.statusCode).toBe(404);
    // As a member of the branch, the same admin may edit it.
    const inBranch = await send('PUT', `/erp/admin/dict/item/${branchItem!.id}/disable`, undefined, {
      ...admin,
      'organization-id': String(branch!.id),
    });
    expect(inBranch.statusCode).toBe(200);
  });

  it('is refused to a role without the crmDictionary keys', async () => {
    const sales = await loginAs(t.app, 'sales');
    expect((await send('GET', '/erp/admin/dict/type/list', undefined, sales)).statusCode).toBe(403);
    const gender = await typeByCode('gender');
    expect(
      (await send('POST', `/erp/admin/dict/type/${gender.id}/items`, { label: 'x', value: 'x' }, sales))
        .statusCode,
    ).toBe(403);
  });

  it('re-seeding leaves edited and emptied default types alone', async () => {
    const level = await typeByCode('customerLevel');
    for (const item of (await items(level.id)).list) await send('DELETE', `/erp/admin/dict/item/${item.id}`);
    await send('PUT', `/erp/admin/dict/type/${level.id}`, { name: '等级', remark: '改过' });
    await seedDictionaryDefaults(t.db);
    expect(await typeByCode('customerLevel')).toMatchObject({ name: '等级', itemCount: 0 });
  });
});
