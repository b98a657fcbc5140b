import { CRM_IMPORT_MAX_ROWS, importReport } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { crmCluePools, crmClues } from '../src/modules/crm/clues.tables.js';
import { createCustomer } from '../src/modules/crm/customers/customer-create.service.js';
import { ownerDepartmentOf } from '../src/modules/crm/customers/customer-ownership.service.js';
import { customerContacts, customerEvents, customers } from '../src/modules/crm/customers.tables.js';
import { heldBy } from '../src/modules/crm/private-sea/claim-guard.js';
import { ruleForDepartment } from '../src/modules/crm/private-sea/effective-rules.js';
import { privateSeaRules } from '../src/modules/crm/private-sea.tables.js';
import { crmSupportGroups } from '../src/modules/crm/support.tables.js';
import { crmSupportCustomers } from '../src/modules/crm/support-customers.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import type { Db } from '../src/platform/db/database.js';
import type { GoodRow } from '../src/platform/import/check-rows.js';
import type { Plan } from '../src/platform/import/run-row-import.js';
import { writeRowByRow } from '../src/platform/import/write-row-by-row.js';
import { auditEntries, buildTestApp, loginAs, signIn, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

/**
 * Imports of the hand-built CRM lists (客户公海, 客户列表, 线索池, 售后客户): every row goes through
 * the list's create path; a phone held by a customer, an open clue or a support customer, or
 * repeated in the file, a bad phone and an unknown dictionary label are reported on their row.
 */
let t: TestApp;
let admin: Record<string, string>;
let demoId: number;
let branchId: number;
let poolId: number;
const HELD = { customer: '19955509001', clue: '19955509002', support: '19955509003', branch: '19955509004' };
let heldSn: string;
let adminUserId: number;

/** A create body for a pool customer with only a name and a phone. */
const poolCustomer = (name: string, phone: string) => ({
  name,
  phone,
  source: '',
  level: '',
  stage: '',
  address: '',
  remark: '',
  contacts: [],
  toPool: true,
});

const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  demoId = demo!.id;
  branchId = branch!.id;
  const [pool] = await t.db.select().from(crmCluePools).where(eq(crmCluePools.orgId, demoId)).limit(1);
  poolId = pool!.id;
  // One holder of each kind, made through the create endpoints.
  const customer = await post('/erp/crm/customer', { name: '已有客户', phone: HELD.customer });
  expect(customer.statusCode).toBe(200);
  heldSn = customer.json().data.sn;
  expect((await post('/erp/crm/clue', { poolId, name: '已有线索', phone: HELD.clue })).statusCode).toBe(200);
  const support = await post('/erp/crm/customer/support/customer', { name: '已有售后', phone: HELD.support });
  expect(support.statusCode).toBe(200);
  // Another organization's customer holds a phone; it must not collide in this one.
  const { userId } = await signIn(t.app, 'admin');
  adminUserId = userId;
  await createCustomer(t.db, { orgId: branchId, userId, ip: '' }, poolCustomer('分公司客户', HELD.branch));
});
afterAll(() => t?.app.close());

const send = async (url: string, mode: string, csv: string, headers: Record<string, string> = admin) => {
  const form = multipartForm({}, { name: 'rows.csv', bytes: `\ufeff${csv}` });
  const response = await t.app.inject({
    method: 'POST',
    url: `${url}?mode=${mode}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  return { response, report: response.statusCode === 200 ? importReport.parse(response.json().data) : null };
};

const CUSTOMER_HEADER = '客户名称,联系电话,联系人,客户来源,客户等级,客户阶段,地址,备注';
/** Rows 2, 7 and 11 are good; every other row is bad for its own reason. */
const CUSTOMER_CSV = [
  CUSTOMER_HEADER,
  '导入甲,199 5550 0001,张三,电话咨询,A,初步接触,上海,首批',
  '坏电话,12345,,,,,,',
  `撞客户,${HELD.customer},,,,,,`,
  `撞线索,${HELD.clue},,,,,,`,
  `撞售后,${HELD.support},,,,,,`,
  '导入乙,19955500002,,website,,,,',
  '文件内重复,19955500002,,,,,,',
  '未知来源,19955500003,,不存在的来源,,,,',
  ',19955500004,,,,,,',
  `分公司同号,${HELD.branch},,,,,,`,
].join('\r\n');

const byRow = (report: { errors: { row: number; field?: string; message: string }[] }) =>
  report.errors.map(({ row, field, message }) => [row, field, message]);

const customersWithPhones = (phones: string[]) =>
  t.db
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, demoId), inArray(customers.phone, phones)));

describe('customer import', () => {
  it('answers the template with localized headers (CSV and XLSX)', async () => {
    const csv = await t.app.inject({
      url: '/erp/crm/customer/pool/import/template?format=csv',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe(`\ufeff${CUSTOMER_HEADER}\r\n`);
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent('客户公海导入模板.csv'));
    const en = await t.app.inject({
      url: '/erp/crm/customer/import/template?format=csv',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(en.body).toBe('\ufeffCustomer name,Phone,Contact name,Source,Level,Stage,Address,Remark\r\n');
    const xlsx = await t.app.inject({ url: '/erp/crm/customer/import/template?format=xlsx', headers: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('reports every bad row with its field and reason in a dry run, writing nothing', async () => {
    const { report } = await send('/erp/crm/customer/pool/import', 'dryRun', CUSTOMER_CSV);
    expect(report).toMatchObject({ total: 10, good: 3, bad: 7, created: 3, committed: false });
    expect(byRow(report!)).toEqual([
      [3, 'phone', '联系电话格式不正确'],
      [4, 'phone', `该联系电话已属于客户 ${heldSn}`],
      [5, 'phone', '该联系电话已属于线索 已有线索'],
      [6, 'phone', '该联系电话已属于售后客户 已有售后'],
      [8, 'phone', '与第 7 行重复'],
      [9, 'source', '字典中没有「不存在的来源」（可填字典项的名称或值）'],
      [10, 'name', '必填，不能为空'],
    ]);
    expect(await customersWithPhones(['19955500001', '19955500002'])).toEqual([]);
  });

  it('answers the reasons in English for an English caller', async () => {
    const { report } = await send('/erp/crm/customer/pool/import', 'dryRun', CUSTOMER_CSV, {
      ...admin,
      'accept-language': 'en',
    });
    expect(report!.errors[0]).toEqual({
      row: 3,
      field: 'phone',
      message: 'The phone number format is incorrect.',
    });
    expect(report!.errors[1]!.message).toBe(`This phone number already belongs to customer ${heldSn}.`);
  });

  it('all-or-nothing with a bad row writes nothing', async () => {
    const { report } = await send('/erp/crm/customer/pool/import', 'allOrNothing', CUSTOMER_CSV);
    expect(report).toMatchObject({ committed: false, bad: 7 });
    expect(await customersWithPhones(['19955500001'])).toEqual([]);
  });

  it('into the pool: good rows are created unowned through the create path (sn, timeline, audit)', async () => {
    const { report } = await send('/erp/crm/customer/pool/import', 'goodRowsOnly', CUSTOMER_CSV);
    expect(report).toMatchObject({ committed: true, created: 3, bad: 7 });
    const created = await customersWithPhones(['19955500001', '19955500002', HELD.branch]);
    expect(created.map((row) => row.name).sort()).toEqual(['分公司同号', '导入乙', '导入甲']);
    for (const row of created) {
      expect(row.ownerUserId).toBeNull();
      expect(row.sn).toMatch(/^KH\d{8}$/);
    }
    const first = created.find((row) => row.name === '导入甲')!;
    expect(first).toMatchObject({ phone: '19955500001', source: 'phone', level: 'A', stage: 'contact' });
    expect(first).toMatchObject({ address: '上海', remark: '首批' });
    expect(created.find((row) => row.name === '导入乙')!.source).toBe('website');
    const contacts = await t.db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.customerId, first.id));
    expect(contacts).toMatchObject([{ name: '张三', phone: '19955500001' }]);
    const ids = created.map((row) => row.id);
    const events = await t.db.select().from(customerEvents).where(inArray(customerEvents.customerId, ids));
    expect(events.map((event) => event.kind)).toEqual(['created', 'created', 'created']);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'customer'), inArray(auditLog.entityId, ids.map(String))),
    );
    expect(audits).toHaveLength(3);
  });

  it('into the customer list: rows are owned by the importer, refused beyond their maximum held', async () => {
    const manager = await loginAs(t.app, 'manager');
    const { userId } = await signIn(t.app, 'manager');
    const department = await ownerDepartmentOf(t.db, demoId, userId);
    const rule = await ruleForDepartment(t.db, demoId, department);
    const held = await heldBy(t.db, demoId, userId);
    await t.db
      .update(privateSeaRules)
      .set({ maxHeld: held + 2 })
      .where(eq(privateSeaRules.id, rule!.id));
    try {
      const csv = [
        CUSTOMER_HEADER,
        '私海一,19955501001,,,,,,',
        '私海二,19955501002,,,,,,',
        '私海三,19955501003,,,,,,',
        '私海四,19955501004,,,,,,',
      ].join('\n');
      const { report } = await send('/erp/crm/customer/import', 'goodRowsOnly', csv, manager);
      expect(report).toMatchObject({ created: 2, bad: 2, committed: true });
      expect(byRow(report!)).toEqual([
        [4, undefined, `超出私海客户上限（${held + 2} 个），未导入`],
        [5, undefined, `超出私海客户上限（${held + 2} 个），未导入`],
      ]);
      const created = await customersWithPhones(['19955501001', '19955501002', '19955501003']);
      expect(created.map((row) => [row.name, row.ownerUserId, row.ownerDepartmentId])).toEqual(
        expect.arrayContaining([
          ['私海一', userId, department],
          ['私海二', userId, department],
        ]),
      );
      expect(created).toHaveLength(2);
      const events = await t.db
        .select()
        .from(customerEvents)
        .where(
          inArray(
            customerEvents.customerId,
            created.map((row) => row.id),
          ),
        );
      expect(events.map((event) => [event.kind, event.toOwnerUserId])).toEqual([
        ['created', userId],
        ['created', userId],
      ]);
    } finally {
      await t.db
        .update(privateSeaRules)
        .set({ maxHeld: rule!.maxHeld })
        .where(eq(privateSeaRules.id, rule!.id));
    }
  });

  it('refuses a user without the import permission (403), template and import', async () => {
    const sales = await loginAs(t.app, 'sales');
    const template = await t.app.inject({ url: '/erp/crm/customer/import/template', headers: sales });
    expect(template.statusCode).toBe(403);
    const { response } = await send('/erp/crm/customer/import', 'dryRun', CUSTOMER_CSV, sales);
    expect(response.statusCode).toBe(403);
    expect(
      (await send('/erp/crm/customer/pool/import', 'dryRun', CUSTOMER_CSV, sales)).response.statusCode,
    ).toBe(403);
  });

  it('refuses a file without the name column or without data rows (400 on file)', async () => {
    const noName = await send('/erp/crm/customer/pool/import', 'dryRun', '联系电话\n19955502001');
    expect(noName.response.statusCode).toBe(400);
    expect(noName.response.json().msg).toBe('缺少必填列「客户名称」');
    const empty = await send('/erp/crm/customer/pool/import', 'dryRun', CUSTOMER_HEADER);
    expect(empty.response.statusCode).toBe(400);
    // Each row goes through the create path, so a file holds at most CRM_IMPORT_MAX_ROWS rows.
    const rows = Array.from({ length: CRM_IMPORT_MAX_ROWS + 1 }, (_, index) => `客户${index},`);
    const tooMany = await send(
      '/erp/crm/customer/pool/import',
      'dryRun',
      [CUSTOMER_HEADER, ...rows].join('\n'),
    );
    expect(tooMany.response.statusCode).toBe(400);
    expect(tooMany.response.json().msg).toBe(`一次最多导入 ${CRM_IMPORT_MAX_ROWS} 行`);
  });
});

describe('clue import', () => {
  const HEADER = '线索名称,公司名称,联系电话,线索来源';
  const CSV = [
    HEADER,
    '线索甲,甲公司,19955503001,网站',
    '坏电话,,1380013800,',
    `撞客户,,${HELD.customer},`,
    `撞线索,,${HELD.clue},`,
    `撞售后,,${HELD.support},`,
    '线索乙,,19955503001,',
    '线索丙,,19955503002,无此来源',
  ].join('\n');

  it('answers the clue template with localized headers', async () => {
    const csv = await t.app.inject({ url: '/erp/crm/clue/import/template?format=csv', headers: admin });
    expect(csv.body).toBe(`\ufeff${HEADER}\r\n`);
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent('线索池导入模板.csv'));
  });

  it('imports good rows into the pool through the clue create path, bad rows reported', async () => {
    const { report } = await send(`/erp/crm/clue/pool/${poolId}/import`, 'goodRowsOnly', CSV);
    expect(report).toMatchObject({ created: 1, bad: 6, committed: true });
    expect(byRow(report!).map(([row, field]) => [row, field])).toEqual([
      [3, 'phone'],
      [4, 'phone'],
      [5, 'phone'],
      [6, 'phone'],
      [7, 'phone'],
      [8, 'source'],
    ]);
    expect(report!.errors[0]!.message).toBe('联系电话格式不正确');
    expect(report!.errors[1]!.message).toBe(`该联系电话已属于客户 ${heldSn}`);
    expect(report!.errors[4]!.message).toBe('与第 2 行重复');
    const clues = await t.db
      .select()
      .from(crmClues)
      .where(and(eq(crmClues.orgId, demoId), eq(crmClues.phone, '19955503001')));
    expect(clues).toMatchObject([
      { name: '线索甲', company: '甲公司', source: 'website', poolId, status: 'new' },
    ]);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'clue'), eq(auditLog.entityId, String(clues[0]!.id))),
    );
    expect(audits).toHaveLength(1);
  });

  it("refuses another organization's pool (404) and a user without the permission (403)", async () => {
    const [branchPool] = await t.db
      .insert(crmCluePools)
      .values({ orgId: branchId, name: '分公司线索池' })
      .returning();
    const other = await send(`/erp/crm/clue/pool/${branchPool!.id}/import`, 'dryRun', CSV);
    expect(other.response.statusCode).toBe(404);
    const agent = await loginAs(t.app, 'agent');
    expect(
      (await send(`/erp/crm/clue/pool/${poolId}/import`, 'dryRun', CSV, agent)).response.statusCode,
    ).toBe(403);
  });
});

describe('support customer import', () => {
  it('imports through the support customer create path; an unknown group is a row error', async () => {
    const [group] = await t.db
      .select()
      .from(crmSupportGroups)
      .where(eq(crmSupportGroups.orgId, demoId))
      .limit(1);
    const csv = [
      '客户名称,联系电话,售后班组,地址,备注',
      `售后甲,19955504001,${group!.name},北京,`,
      '售后乙,19955504002,,,',
      `撞客户,${HELD.customer},,,`,
      `撞线索,${HELD.clue},,,`,
      `撞售后,${HELD.support},,,`,
      '坏电话,abc,,,',
      '无此班组,19955504003,不存在的班组,,',
      '重复,19955504002,,,',
    ].join('\n');
    const { report } = await send('/erp/crm/customer/support/customer/import', 'goodRowsOnly', csv);
    expect(report).toMatchObject({ created: 2, bad: 6, committed: true });
    expect(byRow(report!).map(([row, field]) => [row, field])).toEqual([
      [4, 'phone'],
      [5, 'phone'],
      [6, 'phone'],
      [7, 'phone'],
      [8, 'group'],
      [9, 'phone'],
    ]);
    expect(report!.errors[4]!.message).toBe('班组不存在或已停用');
    const created = await t.db
      .select()
      .from(crmSupportCustomers)
      .where(
        and(
          eq(crmSupportCustomers.orgId, demoId),
          inArray(crmSupportCustomers.phone, ['19955504001', '19955504002']),
        ),
      );
    expect(created.map((row) => [row.name, row.groupId])).toEqual(
      expect.arrayContaining([
        ['售后甲', group!.id],
        ['售后乙', null],
      ]),
    );
    const service = await loginAs(t.app, 'service');
    expect(
      (await send('/erp/crm/customer/support/customer/import', 'dryRun', csv, service)).response.statusCode,
    ).toBe(403);
  });
});

describe('writing row by row', () => {
  const rowOf = (row: number, name: string, phone: string): Plan => ({
    action: 'create',
    row: { row, values: { name, phone } },
  });
  const create = (runner: Db, { values }: GoodRow) =>
    createCustomer(
      runner,
      { orgId: demoId, userId: adminUserId, ip: '' },
      poolCustomer(String(values.name), String(values.phone)),
    ).then(() => undefined);

  it('all-or-nothing: every row in one transaction; a row refused while written takes the others back', async () => {
    const ok = await writeRowByRow(
      t.db,
      [rowOf(2, '整批一', '19955505001'), rowOf(3, '整批二', '19955505002')],
      'allOrNothing',
      'zh-CN',
      create,
    );
    expect(ok).toEqual([]);
    expect(await customersWithPhones(['19955505001', '19955505002'])).toHaveLength(2);

    // Row 3 takes a phone someone holds (as when another user saved it meanwhile): row 2 is undone.
    const failed = await writeRowByRow(
      t.db,
      [rowOf(2, '整批三', '19955505003'), rowOf(3, '整批四', HELD.customer)],
      'allOrNothing',
      'en',
      create,
    );
    expect(failed).toEqual([
      { row: 3, field: 'phone', message: `This phone number already belongs to customer ${heldSn}.` },
    ]);
    expect(await customersWithPhones(['19955505003'])).toEqual([]);
  });

  it('good rows only: a row refused while written is reported, the others stay', async () => {
    const failed = await writeRowByRow(
      t.db,
      [rowOf(2, '单行一', HELD.clue), rowOf(3, '单行二', '19955505004')],
      'goodRowsOnly',
      'zh-CN',
      create,
    );
    expect(failed).toEqual([{ row: 2, field: 'phone', message: '该联系电话已属于线索 已有线索' }]);
    expect(await customersWithPhones(['19955505004'])).toHaveLength(1);
  });
});
