import { crmCustomersApi } from '@atrium/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { departments, organizations, users } from '../src/modules/admin/admin.tables.js';
import { heldCustomerExporter } from '../src/modules/crm/customers/customer-export.js';
import { customerTags } from '../src/modules/crm/tags.tables.js';
import { employees } from '../src/modules/hrm/hrm.tables.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { RESOURCE_EXPORT_JOB } from '../src/platform/resources/export/export-jobs.js';
import { exportCsv, startExport, waitUntilExported } from './export-files.js';
import { buildTestApp, grantToRoles, signIn, type TestApp } from './harness.js';

/** Exports of 客户列表 and 客户公海: the list's scope and filters, file in the download center. */
const api = crmCustomersApi;
let t: TestApp;
let orgId: number;
let branchId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};
const as = (username: string) => session[username]!.headers;

const DEMO_SALES = ['上海云帆贸易有限公司', '杭州青禾科技有限公司', '苏州嘉禾机电设备厂'];
const DEMO_MANAGER = ['北京博远信息技术有限公司', '广州南方家居有限公司'];
const DEMO_POOL = ['深圳星辰电子有限公司', '成都天府餐饮管理有限公司', '武汉长江物流有限公司'];
const SALES2_CUSTOMER = '张销售导出测试客户';
const BRANCH_CUSTOMER = '分公司导出测试客户';

async function create(username: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: api.customerCreate.path,
    headers: { ...as(username), ...headers },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 50 } });
  // Demo salespeople may not export; granted here so their own scope's export can be proven.
  await grantToRoles(
    t.db,
    ['salesperson'],
    [
      'customerList:export',
      'customerBusinessList:export',
      'cluePoolList:export',
      'customerUndealtList:export',
    ],
  );
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'warehouse']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const orgs = await t.db.select().from(organizations);
  orgId = orgs.find((org) => org.code === 'demo')!.id;
  branchId = orgs.find((org) => org.code === 'demo-branch')!.id;
  await create('sales2', { name: SALES2_CUSTOMER, phone: '17700005501', level: 'A' });
  // Another organization's customer, held by the administrator (who is a member there too).
  await create(
    'admin',
    { name: BRANCH_CUSTOMER, phone: '17700005502', level: 'A' },
    { 'organization-id': String(branchId) },
  );
});
afterAll(() => t?.app.close());

const held = (username: string, body: Record<string, unknown> = {}) =>
  exportCsv(t.app, api.customerExport.path, as(username), body);
const names = (records: Record<string, string>[]) => records.map((record) => record.客户名称).sort();

describe('customer list export', () => {
  it('gives a salesperson only their own customers, with labels, owner and department', async () => {
    const { entry, header, records } = await held('sales');
    expect(entry.fileName).toMatch(/^客户列表_\d{14}\.csv$/);
    expect(entry.resource).toBe('crmCustomerList');
    expect(header).toEqual([
      '客户编号',
      '客户名称',
      '联系电话',
      '联系人',
      '客户来源',
      '客户等级',
      '客户阶段',
      '标签',
      '负责人',
      '所属部门',
      '地址',
      '最后跟进时间',
      '创建时间',
    ]);
    expect(names(records)).toEqual([...DEMO_SALES].sort());
    const yunfan = records.find((record) => record.客户名称 === '上海云帆贸易有限公司')!;
    expect(yunfan).toMatchObject({
      联系电话: '13600000101',
      联系人: '周采购（采购经理） 13600000111',
      客户来源: '网站',
      客户等级: 'A类（重点）',
      客户阶段: '方案报价',
      负责人: '李销售',
      所属部门: '销售一组',
    });
    expect(yunfan.客户编号).toMatch(/\S/);
    expect(yunfan.创建时间).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const other = await held('sales2');
    expect(names(other.records)).toEqual([SALES2_CUSTOMER]);
    expect(other.records[0]).toMatchObject({ 负责人: '张销售', 所属部门: '销售二组' });
  });

  it('gives the manager his department subtree and the administrator every owned customer, never another organization', async () => {
    const managers = await held('manager');
    expect(names(managers.records)).toEqual([...DEMO_SALES, ...DEMO_MANAGER, SALES2_CUSTOMER].sort());
    const admins = await held('admin');
    expect(names(admins.records)).toEqual([...DEMO_SALES, ...DEMO_MANAGER, SALES2_CUSTOMER].sort());
    expect(names(admins.records)).not.toContain(BRANCH_CUSTOMER);
    const inBranch = await exportCsv(t.app, api.customerExport.path, {
      ...as('admin'),
      'organization-id': String(branchId),
    });
    expect(names(inBranch.records)).toEqual([BRANCH_CUSTOMER]);
  });

  it('applies the list filters: level, owner, name and tags', async () => {
    const levelA = await held('admin', { level: 'A' });
    expect(names(levelA.records)).toEqual(
      ['上海云帆贸易有限公司', '北京博远信息技术有限公司', SALES2_CUSTOMER].sort(),
    );
    const ofSales = await held('manager', { ownerUserId: session.sales!.userId });
    expect(names(ofSales.records)).toEqual([...DEMO_SALES].sort());
    // An owner outside the caller's scope gives nothing, not their customers.
    const outside = await held('sales', { ownerUserId: session.manager!.userId });
    expect(outside.records).toEqual([]);
    const byName = await held('admin', { name: '杭州' });
    expect(names(byName.records)).toEqual(['杭州青禾科技有限公司']);

    const tags = await t.db
      .select({ id: customerTags.id, name: customerTags.name })
      .from(customerTags)
      .where(and(eq(customerTags.orgId, orgId), inArray(customerTags.name, ['高意向', '制造业'])));
    const tagId = (name: string) => tags.find((tag) => tag.name === name)!.id;
    const yunfan = (await held('sales', { name: '云帆' })).records[0]!;
    const { list } = (
      await t.app.inject({
        url: `${api.customerPage.path}?name=${encodeURIComponent('云帆')}`,
        headers: as('sales'),
      })
    ).json().data as { list: { id: number; sn: string }[] };
    expect(list[0]!.sn).toBe(yunfan.客户编号);
    const tagged = await t.app.inject({
      method: 'PUT',
      url: `/erp/crm/customer/${list[0]!.id}/tags`,
      headers: as('sales'),
      payload: { tagIds: [tagId('高意向'), tagId('制造业')] },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const byTag = await held('sales', { tagIds: [tagId('制造业')] });
    expect(names(byTag.records)).toEqual(['上海云帆贸易有限公司']);
    expect(byTag.records[0]!.标签?.split('、').sort()).toEqual(['制造业', '高意向'].sort());
  });

  it('writes an XLSX with English headers for an English caller', async () => {
    const headers = { ...as('sales'), 'accept-language': 'en' };
    const jobId = await startExport(t.app, api.customerExport.path, headers, { format: 'xlsx' });
    const entry = await waitUntilExported(t.app, jobId, headers);
    expect(entry.fileName).toMatch(/^Customer list_\d{14}\.xlsx$/);
    const response = await t.app.inject({ url: `/erp/download/${jobId}/file`, headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Customer no.', 'Name', 'Phone']);
    expect(sheet.rowCount).toBe(1 + DEMO_SALES.length);
  });

  it('needs the export oper and a known format', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: api.customerExport.path,
      headers: as('warehouse'),
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: api.customerExport.path,
      headers: as('sales'),
      payload: { format: 'pdf', ownerUserId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.fieldErrors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['format', 'ownerUserId']);
  });
});

describe('customer pool export', () => {
  it('exports the organization pool with its filters', async () => {
    const { entry, records } = await exportCsv(t.app, api.customerPoolExport.path, as('manager'));
    expect(entry.fileName).toMatch(/^客户公海_\d{14}\.csv$/);
    expect(names(records)).toEqual([...DEMO_POOL].sort());
    expect(records.every((record) => record.负责人 === '' && record.所属部门 === '')).toBe(true);
    const filtered = await exportCsv(t.app, api.customerPoolExport.path, as('manager'), { source: 'phone' });
    expect(names(filtered.records)).toEqual(['武汉长江物流有限公司']);
  });

  it('pages through more customers than one batch, newest first, none twice', async () => {
    // 2,500 pool customers: more than two export batches of 1,000.
    await t.db.execute(sql`
      insert into customers (org_id, sn, name, level)
      select ${orgId}, 'BULK' || n, '批量导出客户 ' || n, 'C'
      from generate_series(1, 2500) as n`);
    const { records } = await exportCsv(t.app, api.customerPoolExport.path, as('admin'), {
      name: '批量导出客户',
    });
    expect(records).toHaveLength(2500);
    expect(records.map((record) => record.客户编号)).toEqual(
      Array.from({ length: 2500 }, (_, i) => `BULK${2500 - i}`),
    );
  });

  it('derives the scope from the requester when the job runs, not from the request', async () => {
    const requester = { orgId, userId: session.sales!.userId };
    const run = async () => {
      const source = await heldCustomerExporter.open({
        db: t.db,
        requester,
        query: {},
        locale: 'zh-CN',
        signal: new AbortController().signal,
      });
      const rows: string[] = [];
      for await (const batch of source.batches) rows.push(...batch.map((cells) => String(cells[1])));
      return rows.sort();
    };
    expect(await run()).toEqual([...DEMO_SALES].sort());
    // 李销售 becomes the leader of 销售二组: the next run sees that department too.
    const [employee] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.orgId, orgId), eq(employees.userId, requester.userId)));
    const team = and(eq(departments.orgId, orgId), eq(departments.name, '销售二组'));
    const [before] = await t.db
      .select({ leader: departments.leaderEmployeeId })
      .from(departments)
      .where(team);
    await t.db.update(departments).set({ leaderEmployeeId: employee!.id }).where(team);
    try {
      expect(await run()).toEqual([...DEMO_SALES, SALES2_CUSTOMER].sort());
    } finally {
      await t.db.update(departments).set({ leaderEmployeeId: before!.leader }).where(team);
    }
  });

  it('refuses, without retrying, an export whose requester lost the permission or was disabled before it ran', async () => {
    const queuedBy = (userId: number) =>
      t.app.jobs.enqueue({
        kind: RESOURCE_EXPORT_JOB,
        orgId,
        userId,
        payload: {
          resource: heldCustomerExporter.name,
          format: 'csv',
          query: {},
          locale: 'zh-CN',
          fileName: 'export.csv',
          permission: 'customerList:export',
        },
      });
    const finished = async (jobId: number) => {
      let row: typeof jobs.$inferSelect | undefined;
      await vi.waitFor(
        async () => {
          [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
          expect(['done', 'failed']).toContain(row?.status);
        },
        { timeout: 20_000, interval: 50 },
      );
      return row!;
    };
    // 仓库 holds no export of the customer list.
    const unpermitted = await finished(await queuedBy(session.warehouse!.userId));
    expect(unpermitted).toMatchObject({ status: 'failed', attempts: 1, result: null });
    // 李销售 holds it (granted above) but is disabled before the job runs.
    const sales = eq(users.id, session.sales!.userId);
    await t.db.update(users).set({ status: 'disabled' }).where(sales);
    try {
      const disabled = await finished(await queuedBy(session.sales!.userId));
      expect(disabled).toMatchObject({ status: 'failed', attempts: 1, result: null });
    } finally {
      await t.db.update(users).set({ status: 'enabled' }).where(sales);
    }
    expect(await finished(await queuedBy(session.sales!.userId))).toMatchObject({ status: 'done' });
  });
});
