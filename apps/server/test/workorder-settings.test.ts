import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { crmSupportGroups } from '../src/modules/crm/support.tables.js';
import { createWorkOrderPriority } from '../src/modules/workorders/settings/workorder-priorities.service.js';
import { withFirstDefault } from '../src/modules/workorders/settings/workorder-priority-rules.js';
import { workOrders } from '../src/modules/workorders/work-orders.tables.js';
import { workOrderPriorities } from '../src/modules/workorders/workorder-settings.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';

// On PGlite too: the settings every work order reads; one app, a few dozen requests.

/**
 * 工单设置 through its endpoints: types (codes once per organization, extra states that are not
 * built-in states, a form whose keys are unique, an enabled default group of the organization),
 * priorities (one default), SLA policies (positive targets, one per type and priority, the open
 * work orders of the pair re-targeted with their elapsed time kept), and deletes refused while work
 * orders use a type or priority (disable instead), each refusal a localized 400 that changes nothing.
 */
let t: TestApp;
let admin: Record<string, string>;
let orgId: number;
let adminId: number;
let groupId: number;
let disabledGroupId: number;
let foreignGroupId: number;
let otherOrgId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
  const [adminUser] = await t.db.select().from(users).where(eq(users.username, 'admin'));
  adminId = adminUser!.id;
  const [other] = await t.db
    .insert(organizations)
    .values({ name: '工单设置测试组织', code: 'wo-settings-test' })
    .returning();
  otherOrgId = other!.id;
  const groups = await t.db
    .insert(crmSupportGroups)
    .values([
      { orgId, name: '工单设置-一组' },
      { orgId, name: '工单设置-停用组', enabled: false },
      { orgId: otherOrgId, name: '工单设置-外组' },
    ])
    .returning();
  [groupId, disabledGroupId, foreignGroupId] = groups.map((group) => group.id) as [number, number, number];
});
afterAll(() => t?.app.close());

const TYPE = '/erp/workorder/setting/type';
const PRIORITY = '/erp/workorder/setting/priority';
const SLA = '/erp/workorder/setting/sla';

async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, payload, headers: admin });
  return { status: response.statusCode, body: response.json() };
}
const fieldPaths = (body: { data: { fieldErrors?: { path: string }[] } | null }) =>
  (body.data?.fieldErrors ?? []).map((error) => error.path);

const FORM = {
  fields: [
    { tag: 'input', vModel: 'model', label: '设备型号', required: true },
    {
      tag: 'subForm',
      vModel: 'parts',
      label: '配件',
      mode: 'horizontal',
      children: [{ tag: 'input', vModel: 'model', label: '配件型号' }],
    },
  ],
};

async function newType(code: string, extra: object = {}) {
  const created = await send('POST', TYPE, { code, name: `类型${code}`, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: number; version: number };
}
async function newPriority(code: string, extra: object = {}) {
  const created = await send('POST', PRIORITY, { code, name: `优先级${code}`, color: '#ff4d4f', ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: number; version: number; isDefault: boolean };
}
async function insertWorkOrder(typeId: number, priorityId: number, documentNo: string, status = 'open') {
  const [row] = await t.db
    .insert(workOrders)
    .values({
      orgId,
      documentNo,
      typeId,
      priorityId,
      title: documentNo,
      status,
      // Ten business minutes run, the clocks running since now.
      respElapsedMs: 600_000,
      respRunningSince: new Date(),
      resElapsedMs: 600_000,
      resRunningSince: new Date(),
      reporterUserId: adminId,
    })
    .returning();
  return row!.id;
}

describe('work-order types', () => {
  it('keeps a form, extra states and an enabled default group; refuses what breaks the rules, unchanged', async () => {
    const created = await send('POST', TYPE, {
      code: 'REPAIR-T',
      name: '报修',
      form: FORM,
      defaultGroupId: groupId,
      reopenDays: 10,
      extraStates: [{ code: 'awaitingVisit', name: '待回访', pausesSla: true }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      code: 'REPAIR-T',
      defaultGroupId: groupId,
      defaultGroupName: '工单设置-一组',
      reopenDays: 10,
      extraStates: [{ code: 'awaitingVisit', name: '待回访', pausesSla: true }],
      enabled: true,
      version: 1,
    });
    expect(created.body.data.form.fields[1].children[0].vModel).toBe('model');

    const refusals: [object, string, string][] = [
      [{ code: 'REPAIR-T' }, 'code', '类型编码已被使用'],
      [
        { extraStates: [{ code: 'resolved', name: '再解决' }] },
        'extraStates.0.code',
        '状态编码「resolved」是内置状态',
      ],
      [
        {
          extraStates: [
            { code: 'visit', name: '甲' },
            { code: 'visit', name: '乙' },
          ],
        },
        'extraStates.1.code',
        '状态编码「visit」重复',
      ],
      [
        { form: { fields: [FORM.fields[0], { tag: 'number', vModel: 'model', label: '数量' }] } },
        'form.fields.1.vModel',
        '扩展字段的字段名「model」重复',
      ],
      [{ defaultGroupId: disabledGroupId }, 'defaultGroupId', '售后班组不存在或已停用'],
      [{ defaultGroupId: foreignGroupId }, 'defaultGroupId', '售后班组不存在或已停用'],
      [{ form: { fields: [{ tag: 'teleport', vModel: 'x', label: 'x' }] } }, 'form.fields.0.tag', ''],
      [{ code: '1abc' }, 'code', ''],
    ];
    for (const [change, path, message] of refusals) {
      const refused = await send('POST', TYPE, { code: 'OTHER-T', name: '其他', ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(fieldPaths(refused.body), JSON.stringify(change)).toContain(path);
      if (message) expect(refused.body.msg).toBe(message);
    }
    const listed = (await send('GET', TYPE)).body.data as { code: string }[];
    expect(listed.filter((row) => row.code === 'OTHER-T')).toEqual([]);

    // An update over an older version: 409, unchanged.
    const id = created.body.data.id;
    const updated = await send('PUT', `${TYPE}/${id}`, {
      code: 'REPAIR-T',
      name: '报修服务',
      reopenDays: 3,
      version: 1,
    });
    expect(updated.body.data).toMatchObject({ name: '报修服务', reopenDays: 3, form: null, version: 2 });
    const stale = await send('PUT', `${TYPE}/${id}`, { code: 'REPAIR-T', name: '旧的', version: 1 });
    expect(stale.status).toBe(409);
    expect((await send('GET', TYPE)).body.data.find((row: { id: number }) => row.id === id).name).toBe(
      '报修服务',
    );

    // The browser sends a cleared group and an empty form as '' (spec §5): none of either.
    const cleared = await send('PUT', `${TYPE}/${id}`, {
      code: 'REPAIR-T',
      name: '报修服务',
      form: '',
      defaultGroupId: '',
      version: 2,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ form: null, defaultGroupId: null, version: 3 });
  });

  it('cannot be deleted while work orders have it: disabled instead; an unused one goes', async () => {
    const used = await newType('USED-T');
    const unused = await newType('UNUSED-T');
    const priority = await newPriority('P-TYPE');
    await insertWorkOrder(used.id, priority.id, 'GD-TYPE-1');

    const refused = await send('DELETE', `${TYPE}/${used.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该类型已有工单，不能删除（可停用）');
    const disabled = await send('PUT', `${TYPE}/${used.id}/enabled`, { enabled: false });
    expect(disabled.body.data).toMatchObject({ enabled: false });
    const enabledOnly = (await send('GET', `${TYPE}?enabled=true`)).body.data as { id: number }[];
    expect(enabledOnly.map((row) => row.id)).not.toContain(used.id);

    expect((await send('DELETE', `${TYPE}/${unused.id}`)).status).toBe(200);
    const left = (await send('GET', TYPE)).body.data as { id: number }[];
    expect(left.map((row) => row.id)).toContain(used.id);
    expect(left.map((row) => row.id)).not.toContain(unused.id);
  });
});

describe('priorities', () => {
  it('have exactly one default: the first becomes it, a new default takes over, the default stays', async () => {
    // A fresh organization, with no priority yet.
    const member = { userId: adminId, username: 'admin', sessionId: 0, orgId: otherOrgId };
    const first = await createWorkOrderPriority(
      t.db,
      member,
      await withFirstDefault(t.db, otherOrgId, {
        code: 'LOW',
        name: '低',
        color: '#52c41a',
        sort: 0,
        isDefault: false,
      }),
    );
    expect(first.isDefault).toBe(true);
    const second = await createWorkOrderPriority(
      t.db,
      member,
      await withFirstDefault(t.db, otherOrgId, {
        code: 'MID',
        name: '中',
        color: '#1677ff',
        sort: 1,
        isDefault: false,
      }),
    );
    expect(second.isDefault).toBe(false);

    const urgent = await newPriority('URGENT-P', { isDefault: true });
    const defaults = async () =>
      (
        await t.db
          .select({ id: workOrderPriorities.id })
          .from(workOrderPriorities)
          .where(and(eq(workOrderPriorities.orgId, orgId), eq(workOrderPriorities.isDefault, true)))
      ).map((row) => row.id);
    expect(await defaults()).toEqual([urgent.id]);
    const high = await newPriority('HIGH-P', { isDefault: true });
    expect(await defaults()).toEqual([high.id]);

    for (const [method, url, payload] of [
      ['DELETE', `${PRIORITY}/${high.id}`, undefined],
      ['PUT', `${PRIORITY}/${high.id}/enabled`, { enabled: false }],
    ] as const) {
      const refused = await send(method, url, payload);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('默认优先级不能停用或删除');
    }
    const unmark = await send('PUT', `${PRIORITY}/${high.id}`, {
      code: 'HIGH-P',
      name: '高',
      color: '#fa8c16',
      isDefault: false,
      version: high.version,
    });
    expect(unmark.status).toBe(400);
    expect(fieldPaths(unmark.body)).toContain('isDefault');
    expect(await defaults()).toEqual([high.id]);

    const badColor = await send('POST', PRIORITY, { code: 'BAD-P', name: '坏', color: 'red' });
    expect(fieldPaths(badColor.body)).toContain('color');
    const taken = await send('POST', PRIORITY, { code: 'HIGH-P', name: '又一个', color: '#000000' });
    expect(taken.body.msg).toBe('优先级编码已被使用');
  });

  it('cannot be deleted while work orders have it: disabled instead', async () => {
    const type = await newType('PRIO-T');
    const used = await newPriority('USED-P');
    await insertWorkOrder(type.id, used.id, 'GD-PRIO-1');
    const refused = await send('DELETE', `${PRIORITY}/${used.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('已有工单使用该优先级，不能删除（可停用）');
    expect((await send('PUT', `${PRIORITY}/${used.id}/enabled`, { enabled: false })).body.data.enabled).toBe(
      false,
    );
  });
});

describe('SLA policies', () => {
  it('hold positive targets once per type and priority, re-targeting open work orders with their elapsed time', async () => {
    const type = await newType('SLA-T');
    const priority = await newPriority('SLA-P');
    const open = await insertWorkOrder(type.id, priority.id, 'GD-SLA-1');
    const resolved = await insertWorkOrder(type.id, priority.id, 'GD-SLA-2', 'resolved');

    const created = await send('POST', SLA, {
      typeId: type.id,
      priorityId: priority.id,
      firstResponseMinutes: 30,
      resolutionMinutes: 480,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      typeName: '类型SLA-T',
      priorityName: '优先级SLA-P',
      firstResponseMinutes: 30,
      resolutionMinutes: 480,
      warnPercent: 80,
    });
    const clocks = async (id: number) => {
      const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
      return {
        respTargetMs: row!.respTargetMs,
        resTargetMs: row!.resTargetMs,
        respElapsedMs: row!.respElapsedMs,
        hasDue: row!.respDueAt !== null && row!.resDueAt !== null,
      };
    };
    expect(await clocks(open)).toEqual({
      respTargetMs: 30 * 60_000,
      resTargetMs: 480 * 60_000,
      respElapsedMs: 600_000,
      hasDue: true,
    });
    // A resolved one keeps the targets it was resolved under.
    expect((await clocks(resolved)).resTargetMs).toBeNull();

    const pair = { typeId: type.id, priorityId: priority.id };
    const refusals: [object, string, string][] = [
      [
        { ...pair, firstResponseMinutes: 10, resolutionMinutes: 20 },
        'priorityId',
        '该类型和优先级已有 SLA 策略',
      ],
      [{ ...pair, firstResponseMinutes: 0, resolutionMinutes: 20 }, 'firstResponseMinutes', ''],
      [{ ...pair, firstResponseMinutes: 1.5, resolutionMinutes: 20 }, 'firstResponseMinutes', ''],
      [
        { ...pair, firstResponseMinutes: 60, resolutionMinutes: 30 },
        'resolutionMinutes',
        '解决时限不能短于首次响应时限',
      ],
      [
        { typeId: 2_000_000, priorityId: priority.id, firstResponseMinutes: 1, resolutionMinutes: 2 },
        'typeId',
        '工单类型不存在或已停用',
      ],
    ];
    for (const [payload, path, message] of refusals) {
      const refused = await send('POST', SLA, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(fieldPaths(refused.body), JSON.stringify(payload)).toContain(path);
      if (message) expect(refused.body.msg).toBe(message);
    }

    const id = created.body.data.id;
    const updated = await send('PUT', `${SLA}/${id}`, {
      firstResponseMinutes: 60,
      resolutionMinutes: 960,
      warnPercent: 75,
      version: 1,
    });
    expect(updated.body.data).toMatchObject({ firstResponseMinutes: 60, resolutionMinutes: 960, version: 2 });
    expect(await clocks(open)).toMatchObject({ respTargetMs: 3_600_000, respElapsedMs: 600_000 });
    expect(
      (await send('PUT', `${SLA}/${id}`, { firstResponseMinutes: 5, resolutionMinutes: 5, version: 1 }))
        .status,
    ).toBe(409);
    expect((await send('GET', `${SLA}?typeId=${type.id}`)).body.data).toHaveLength(1);

    expect((await send('DELETE', `${SLA}/${id}`)).status).toBe(200);
    expect(await clocks(open)).toMatchObject({
      respTargetMs: null,
      resTargetMs: null,
      respElapsedMs: 600_000,
    });
    expect((await send('GET', `${SLA}?typeId=${type.id}`)).body.data).toEqual([]);
  });
});
