// On PGlite too: publishing copies the draft in one transaction, the starter rule walks departments upward with a recursive query, and deleting relies on the instances' foreign key; all must behave the same on the embedded database.
import { flwApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, organizations, roles, users } from '../src/modules/admin/admin.tables.js';
import { approvalInstances } from '../src/modules/flw/approval.tables.js';
import { approvalProcessVersions } from '../src/modules/flw/process.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/** 流程列表 and 流程详情: drafts, publishing versions, enabling, deleting, and who may start what. */
let t: TestApp;
let admin: Record<string, string>;
let inBranch: Record<string, string>;
let orgId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  orgId = demo!.id;
  inBranch = { ...admin, 'organization-id': String(branch!.id) };
});
afterAll(() => t?.app.close());

const BASE = '/erp/flw/process';
const form = {
  fields: [
    { tag: 'number', vModel: 'amount', label: '金额' },
    { tag: 'textarea', vModel: 'reason', label: '事由' },
  ],
};
const leaderNode = {
  id: 'leader',
  type: 'approver',
  name: '直属主管',
  assignees: { kind: 'leader', levels: 1 },
};
const draft = (name: string, extra: object = {}) => ({
  name,
  category: 'office',
  form,
  flow: { nodes: [leaderNode] },
  ...extra,
});

const send = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => {
  const response = await t.app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};
const page = async (query: Record<string, string> = {}, headers = admin) =>
  (await call(t.app, flwApi.processPage.answer, { url: `${BASE}/page`, query, headers })).body.data;
const detail = async (id: number, headers = admin) =>
  (await call(t.app, flwApi.processGet.answer, { url: `${BASE}/${id}`, headers })).body.data;
const create = async (body: object) => {
  const { status, body: answer } = await send('POST', BASE, body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer.data.id as number;
};
const publish = (id: number, headers = admin) => send('POST', `${BASE}/${id}/publish`, undefined, headers);
const startable = async (username: string) =>
  (
    await call(t.app, flwApi.startableProcesses.answer, {
      url: `${BASE}/startable`,
      headers: await loginAs(t.app, username),
    })
  ).body.data;

async function insertInstance(processId: number, version: number) {
  const [row] = await t.db
    .select({ id: approvalProcessVersions.id })
    .from(approvalProcessVersions)
    .where(
      and(eq(approvalProcessVersions.processId, processId), eq(approvalProcessVersions.version, version)),
    );
  const [initiator] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'sales'));
  await t.db.insert(approvalInstances).values({
    orgId,
    instanceNo: `TEST-${processId}-${version}-${Math.random().toString(36).slice(2, 8)}`,
    processId,
    processVersionId: row!.id,
    processName: 'x',
    category: 'office',
    initiatorId: initiator!.id,
    formData: {},
  });
}

describe('demo processes', () => {
  it('seeds 报销, 请假 and 通用审批 published and enabled, filtered by name, category and state', async () => {
    const all = await page({ pageSize: '10' });
    const names = all.list.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['报销', '请假', '通用审批']));
    for (const row of all.list)
      expect(row).toMatchObject({ enabled: true, publishedVersion: 1, draftChanged: false });
    // The demo's instances (instance-demo-seed.ts): three 报销, two 请假.
    const counted = Object.fromEntries(all.list.map((row) => [row.name, row.instanceCount]));
    expect(counted).toMatchObject({ 报销: 3, 请假: 2, 通用审批: 0 });
    expect((await page({ name: '报' })).list.map((row) => row.name)).toEqual(['报销']);
    expect((await page({ category: 'hr' })).list.map((row) => row.name)).toEqual(['请假']);
    expect((await page({ enabled: 'false' })).total).toBe(0);

    const expense = await detail(all.list.find((row) => row.name === '报销')!.id);
    expect(expense.flow.nodes.map((node) => node.type)).toEqual(['condition', 'cc']);
    expect(
      expense.form.fields.find((field) => field.vModel === 'receipts')?.children?.map((f) => f.tag),
    ).toContain('upload');
    expect(expense.versions).toEqual([expect.objectContaining({ version: 1, instanceCount: 3 })]);
  });

  it('offers the categories as the approvalCategory dictionary', async () => {
    const { body } = await send('GET', '/erp/common/dict/approvalCategory');
    expect(body.data.map((item: { value: string }) => item.value)).toEqual([
      'office',
      'finance',
      'hr',
      'business',
    ]);
  });
});

describe('drafts', () => {
  it('creates, reads and saves a draft under its version; a stale save is 409 and changes nothing', async () => {
    const id = await create(draft('出差申请', { description: '出差', icon: 'car' }));
    const created = await detail(id);
    expect(created).toMatchObject({
      name: '出差申请',
      icon: 'car',
      enabled: true,
      publishedVersion: null,
      draftChanged: true,
      version: 1,
      versions: [],
      starters: { everyone: true },
      settings: { resubmitFrom: 'first', initiatorMayCc: true },
    });
    const saved = await send('PUT', `${BASE}/${id}`, { ...draft('出差申请（新）'), version: 1 });
    expect(saved.body.data).toEqual({ version: 2 });
    const stale = await send('PUT', `${BASE}/${id}`, { ...draft('出差申请（旧）'), version: 1 });
    expect(stale.status).toBe(409);
    expect((await detail(id)).name).toBe('出差申请（新）');
  });

  it('refuses a second process of the same name in the organization, on the name field', async () => {
    const refused = await send('POST', BASE, draft('报销'));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('已有同名的审批流程');
    expect(refused.body.data.fieldErrors).toEqual([{ path: 'name', message: '已有同名的审批流程' }]);
    // Another organization may use the name.
    const other = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: draft('报销'),
      headers: inBranch,
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('publishing', () => {
  it('refuses a draft whose flow does not fit its form, with a localized error per problem', async () => {
    const id = await create(
      draft('坏流程', {
        flow: {
          nodes: [
            {
              id: 'cond',
              type: 'condition',
              name: '判断',
              branches: [
                {
                  id: 'big',
                  name: '大额',
                  conditions: [{ kind: 'field', field: 'reason', operator: 'gt', value: '5' }],
                  nodes: [],
                },
                { id: 'small', name: '其他', nodes: [] },
              ],
            },
          ],
        },
      }),
    );
    const refused = await publish(id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('流程设置有 3 处问题，请修改后再发布');
    expect(refused.body.data.fieldErrors).toEqual([
      { path: 'flow.nodes.0.branches', message: '条件分支「判断」必须有且只有一个默认分支' },
      {
        path: 'flow.nodes.0.branches.0.conditions.0.operator',
        message: '字段「事由」不是数字字段，不能比较大小',
      },
      { path: 'flow.nodes', message: '流程至少需要一个审批人节点' },
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/publish`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(english.json().data.fieldErrors[2].message).toBe('The flow needs at least one approver node.');
    expect((await detail(id)).publishedVersion).toBeNull();
  });

  it('publishes version n+1; running instances keep the version they started on', async () => {
    const id = await create(draft('采购申请'));
    expect((await publish(id)).body.data).toEqual({ publishedVersion: 1 });
    await insertInstance(id, 1);
    const saved = await send('PUT', `${BASE}/${id}`, {
      ...draft('采购申请', { flow: { nodes: [{ ...leaderNode, name: '部门经理' }] } }),
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(await detail(id)).toMatchObject({ publishedVersion: 1, draftChanged: true });
    expect((await publish(id)).body.data).toEqual({ publishedVersion: 2 });

    const after = await detail(id);
    expect(after).toMatchObject({ publishedVersion: 2, draftChanged: false });
    expect(after.versions.map((row) => [row.version, row.instanceCount, row.publishedBy?.name])).toEqual([
      [2, 0, '系统管理员'],
      [1, 1, '系统管理员'],
    ]);
    const frozen = await t.db
      .select({ version: approvalProcessVersions.version, flow: approvalProcessVersions.flow })
      .from(approvalProcessVersions)
      .where(eq(approvalProcessVersions.processId, id))
      .orderBy(approvalProcessVersions.version);
    expect(frozen.map((row) => row.flow.nodes[0]!.name)).toEqual(['直属主管', '部门经理']);
    const listed = (await page({ name: '采购申请' })).list[0];
    expect(listed).toMatchObject({ instanceCount: 1, publishedVersion: 2 });
  });
});

describe('enabling and deleting', () => {
  it('disables and enables; a disabled process is not startable', async () => {
    const id = (await page({ name: '请假' })).list[0]!.id;
    expect((await send('PUT', `${BASE}/${id}/enabled`, { enabled: false })).body.data).toEqual({
      enabled: false,
    });
    expect((await page({ enabled: 'false' })).list.map((row) => row.name)).toEqual(['请假']);
    expect((await startable('sales')).map((row) => row.name)).not.toContain('请假');
    const refused = await send('GET', `${BASE}/${id}/start-form`, undefined, await loginAs(t.app, 'sales'));
    expect(refused.status).toBe(404);
    await send('PUT', `${BASE}/${id}/enabled`, { enabled: true });
    expect((await startable('sales')).map((row) => row.name)).toContain('请假');
  });

  it('deletes a process without instances (and its versions); one with instances is refused, never a 500', async () => {
    const free = await create(draft('临时流程'));
    await publish(free);
    expect((await send('DELETE', `${BASE}/${free}`)).status).toBe(200);
    expect((await send('GET', `${BASE}/${free}`)).status).toBe(404);

    const used = await create(draft('在用流程'));
    await publish(used);
    await insertInstance(used, 1);
    const refused = await send('DELETE', `${BASE}/${used}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该流程已有审批实例，不能删除，可停用');
    expect((await detail(used)).name).toBe('在用流程');
  });
});

describe('starting', () => {
  const roleId = async (code: string) =>
    (
      await t.db
        .select()
        .from(roles)
        .where(and(eq(roles.orgId, orgId), eq(roles.code, code)))
    )[0]!.id;
  const departmentId = async (name: string) =>
    (
      await t.db
        .select()
        .from(departments)
        .where(and(eq(departments.orgId, orgId), eq(departments.name, name)))
    )[0]!.id;
  const userId = async (username: string) =>
    (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;

  it('offers each member the processes whose starter rule holds them', async () => {
    const restricted = async (name: string, starters: object) => {
      const id = await create(draft(name, { starters: { everyone: false, ...starters } }));
      await publish(id);
    };
    // `sales` is in 销售一组, under 销售部.
    await restricted('销售部专用', { departmentIds: [await departmentId('销售部')] });
    await restricted('财务专用', { roleIds: [await roleId('finance')] });
    await restricted('仓库个人', { userIds: [await userId('warehouse')] });
    await create(draft('未发布草稿'));

    const salesSees = (await startable('sales')).map((row) => row.name);
    expect(salesSees).toEqual(expect.arrayContaining(['报销', '请假', '通用审批', '销售部专用']));
    expect(salesSees).not.toContain('财务专用');
    expect(salesSees).not.toContain('仓库个人');
    expect(salesSees).not.toContain('未发布草稿');
    const financeSees = (await startable('finance')).map((row) => row.name);
    expect(financeSees).toContain('财务专用');
    expect(financeSees).not.toContain('销售部专用');
    expect((await startable('warehouse')).map((row) => row.name)).toContain('仓库个人');
    // Another organization's processes are never offered.
    const branchOwn = await send('POST', BASE, draft('分公司流程'), inBranch);
    await publish(branchOwn.body.data.id, inBranch);
    expect((await page({}, inBranch)).list.find((row) => row.name === '分公司流程')?.publishedVersion).toBe(
      1,
    );
    expect((await startable('sales')).map((row) => row.name)).not.toContain('分公司流程');

    const id = (await page({ name: '财务专用' })).list[0]!.id;
    const refused = await send('GET', `${BASE}/${id}/start-form`, undefined, await loginAs(t.app, 'sales'));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该流程未发布、已停用或您不能发起');
  });

  it('answers the start form of the latest version: the nodes whose approvers the initiator picks', async () => {
    const general = (await page({ name: '通用审批' })).list[0]!;
    const sales = await loginAs(t.app, 'sales');
    const { body } = await call(t.app, flwApi.startForm.answer, {
      url: `${BASE}/${general.id}/start-form`,
      headers: sales,
    });
    expect(body.data).toMatchObject({
      processId: general.id,
      name: '通用审批',
      publishedVersion: 1,
      chooseApprovers: [{ nodeId: 'chosen', name: '审批人', multiple: true }],
      initiatorMayCc: true,
    });
    expect(body.data.form.fields.map((field) => field.vModel)).toEqual(['content', 'attachments']);
  });
});

describe('access', () => {
  it('needs the process permissions, and keeps to the caller organization', async () => {
    const sales = await loginAs(t.app, 'sales');
    const id = (await page({ name: '报销' })).list[0]!.id;
    expect((await send('GET', `${BASE}/page`, undefined, sales)).status).toBe(403);
    expect((await send('PUT', `${BASE}/${id}/enabled`, { enabled: false }, sales)).status).toBe(403);
    expect((await send('DELETE', `${BASE}/${id}`, undefined, sales)).status).toBe(403);
    expect((await publish(id, sales)).status).toBe(403);

    // The branch sees none of the demo organization's processes.
    expect((await send('GET', `${BASE}/${id}`, undefined, inBranch)).status).toBe(404);
    expect((await send('PUT', `${BASE}/${id}/enabled`, { enabled: false }, inBranch)).status).toBe(404);
    expect((await send('POST', `${BASE}/${id}/publish`, undefined, inBranch)).status).toBe(404);
    expect((await send('DELETE', `${BASE}/${id}`, undefined, inBranch)).status).toBe(404);
    expect((await send('GET', `${BASE}/${id}/start-form`, undefined, inBranch)).status).toBe(404);
    expect((await page({}, inBranch)).list.map((row) => row.name)).not.toContain('请假');
    expect((await detail(id)).enabled).toBe(true);
  });
});
