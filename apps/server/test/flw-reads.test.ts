import { APPROVAL_CHANGED_EVENT, flwApi, realtimeApi, type StoredFormDefinition } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from './export-files.js';
import {
  approverNode,
  demoOrgIds,
  flw,
  flwClient,
  publishProcess,
  republish,
  type Signed,
  signInAll,
} from './flw-kit.js';
import { buildTestApp, signIn, type TestApp } from './harness.js';
import { connectRealtime, until } from './realtime-kit.js';

/**
 * What members read of approvals (docs/approvals.md "Reads"): 我发起的 with the spec's query,
 * 全部审批 and its export, to-do and done, 抄送我的 (read on opening), counts, who may read a
 * detail (others get 404, other organizations too), starters, delegation, versioning, and the
 * realtime `approval.changed` event.
 */
let t: TestApp;
let api: ReturnType<typeof flwClient>;
let u: Record<string, Signed>;
let orgId: number;
let branchId: number;
let leave: number;
let wsUrl: string;

const users = (...names: string[]) => ({ kind: 'users', userIds: names.map((name) => u[name]!.userId) });
const LEAVE_FORM: StoredFormDefinition = {
  fields: [{ tag: 'input', vModel: 'reason', label: '事由', required: true }],
};

beforeAll(async () => {
  t = await buildTestApp();
  wsUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  api = flwClient(t.app);
  u = await signInAll(t.app, ['admin', 'manager', 'sales', 'sales2', 'finance', 'hr', 'agent']);
  ({ demo: orgId, branch: branchId } = await demoOrgIds(t.db));
  leave = await publishProcess(
    t.db,
    orgId,
    '年假申请',
    {
      nodes: [
        approverNode('boss', users('manager')),
        { id: 'copy', type: 'cc', name: '抄送', assignees: users('hr') },
        approverNode('fin', users('finance')),
      ],
    },
    { form: LEAVE_FORM },
  );
});
afterAll(() => t?.app.close());

const start = async (who: Signed, reason: string, extra: Record<string, unknown> = {}, processId = leave) => {
  const started = await api.start(who, { processId, formData: { reason }, ...extra });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.data!;
};

describe('lists', () => {
  it('answers 我发起的 with the spec’s query and a page of 400, newest first, with who it waits for', async () => {
    const first = await start(u.sales!, '年假');
    const second = await start(u.sales!, '病假');
    await start(u.sales2!, '别人的');
    const { data } = await flw(t.app, u.sales!, flwApi.myStartedInstancePage, {
      query: { pageNum: '1', pageSize: '400', processName: '请', category: '财务', instanceNo: 'SP' },
    });
    expect(data!.pageSize).toBe(400);
    expect(data!.list.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(data!.list[0]).toMatchObject({
      instanceNo: second.instanceNo,
      status: 'running',
      currentNodeNames: ['boss'],
      currentAssignees: ['王经理'],
    });
    const empty = await flw(t.app, u.sales!, flwApi.myStartedInstancePage, {
      query: { startCreateTime: '2000-01-01', endCreateTime: '2000-01-02' },
    });
    expect(empty.data!.total).toBe(0);
    const backwards = await flw(t.app, u.sales!, flwApi.myStartedInstancePage, {
      query: { startCreateTime: '2030-01-02', endCreateTime: '2030-01-01' },
    });
    expect(backwards.status).toBe(400);
  });

  it('answers 全部审批 to its holders only, and exports it to the download center', async () => {
    const { id, instanceNo } = await start(u.sales2!, '全部');
    const all = await flw(t.app, u.admin!, flwApi.allInstancePage, { query: { instanceNo } });
    expect(all.data!.list).toEqual([
      expect.objectContaining({ id, initiator: { id: u.sales2!.userId, name: '张销售' } }),
    ]);
    expect((await flw(t.app, u.sales!, flwApi.allInstancePage)).status).toBe(403);
    const { header, records } = await exportCsv(t.app, flwApi.allInstanceExport.path, u.admin!.headers, {
      instanceNo,
    });
    expect(header.slice(0, 5)).toEqual(['审批编号', '流程名称', '分类', '发起人', '状态']);
    expect(records).toEqual([
      expect.objectContaining({
        审批编号: instanceNo,
        流程名称: '年假申请',
        发起人: '张销售',
        状态: '审批中',
        完成时间: '',
      }),
    ]);
  });

  it('keeps to-do, done, copies and counts per member; opening the detail marks the copy read', async () => {
    const { id } = await start(u.sales!, '抄送');
    const before = await api.counts(u.hr!);
    const task = await api.taskOf(u.manager!, id);
    await api.approve(u.manager!, task!.taskId, { comment: 'ok' });
    expect((await api.done(u.manager!)).find((row) => row.taskId === task!.taskId)).toMatchObject({
      status: 'approved',
      instanceStatus: 'running',
    });
    const copies = await flw(t.app, u.hr!, flwApi.ccPage, { query: { read: 'false' } });
    const copy = copies.data!.list.find((row) => row.instanceId === id);
    expect(copy).toMatchObject({ nodeName: '抄送', read: false, initiator: { name: '李销售' } });
    expect((await api.counts(u.hr!)).ccUnread).toBe(before.ccUnread + 1);
    // hr holds a copy: reads the detail, may not decide.
    const seen = await api.detail(u.hr!, id);
    expect(seen.data).toMatchObject({ myTask: null, canWithdraw: false, canCancel: false });
    expect((await api.counts(u.hr!)).ccUnread).toBe(before.ccUnread);
    const read = await flw(t.app, u.hr!, flwApi.ccMarkRead, { body: { ids: [copy!.id] } });
    expect(read.data).toEqual({ updated: 0 });
    // Someone else's copy ids change nothing.
    expect((await flw(t.app, u.sales!, flwApi.ccMarkRead, { body: { ids: [copy!.id] } })).data).toEqual({
      updated: 0,
    });
  });
});

describe('who may read', () => {
  it('lets the initiator, assignees, CC recipients and 全部审批 holders read; anyone else gets 404', async () => {
    const { id } = await start(u.sales!, '可见性');
    for (const who of [u.sales!, u.manager!, u.admin!]) expect((await api.detail(who, id)).status).toBe(200);
    for (const who of [u.agent!, u.sales2!, u.hr!]) {
      const hidden = await api.detail(who, id);
      expect(hidden.status).toBe(404);
      expect(hidden.json.msg).toBe('审批不存在或无权查看');
    }
    // Once the CC node has passed, hr holds a copy and reads it.
    await api.approve(u.manager!, (await api.taskOf(u.manager!, id))!.taskId);
    expect((await api.detail(u.hr!, id)).status).toBe(200);
  });

  it('keeps another organization’s members and lists apart', async () => {
    const { id } = await start(u.sales!, '跨组织');
    const inBranch = { 'organization-id': String(branchId) };
    expect((await api.detail(u.admin!, id, inBranch)).status).toBe(404);
    const branchAdmin = { ...u.admin!, headers: { ...u.admin!.headers, ...inBranch } };
    const all = await flw(t.app, branchAdmin, flwApi.allInstancePage);
    expect(all.data!.total).toBe(0);
    expect((await api.cancel(branchAdmin, id)).status).toBe(404);
    const started = await api.start(branchAdmin, { processId: leave, formData: { reason: 'x' } });
    expect(started.status).toBe(400);
  });

  it('starts only for the process’s starters', async () => {
    const financeOnly = await publishProcess(
      t.db,
      orgId,
      '仅财务',
      { nodes: [approverNode('a', users('manager'))] },
      {
        form: LEAVE_FORM,
        starters: { everyone: false, userIds: [u.finance!.userId] },
      },
    );
    const refused = await api.start(u.sales!, { processId: financeOnly, formData: { reason: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe('该流程未发布、已停用或您无权发起');
    expect((await api.start(u.finance!, { processId: financeOnly, formData: { reason: 'x' } })).status).toBe(
      200,
    );
  });
});

describe('delegation', () => {
  it('sends tasks arriving in the period to the delegate, marked in the to-do and the history', async () => {
    const save = (who: Signed, body: Record<string, unknown>) =>
      flw(t.app, who, flwApi.delegationSave, { body });
    expect(
      (
        await save(u.manager!, {
          enabled: true,
          delegateUserId: u.manager!.userId,
          startTime: '2020-01-01',
          endTime: '2099-01-01',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await save(u.manager!, {
          enabled: true,
          delegateUserId: u.hr!.userId,
          startTime: '2099-01-01',
          endTime: '2020-01-01',
        })
      ).status,
    ).toBe(400);
    const saved = await save(u.manager!, {
      enabled: true,
      delegateUserId: u.hr!.userId,
      startTime: '2020-01-01 00:00:00',
      endTime: '2099-01-01 00:00:00',
    });
    expect(saved.status).toBe(200);
    expect((await flw(t.app, u.manager!, flwApi.delegationGet)).data).toMatchObject({
      enabled: true,
      delegate: { id: u.hr!.userId, name: '吴人事' },
      startTime: '2020-01-01 00:00:00',
    });
    try {
      const { id } = await start(u.sales!, '委托');
      expect(await api.taskOf(u.manager!, id)).toBeUndefined();
      const task = await api.taskOf(u.hr!, id);
      expect(task!.onBehalfOf).toEqual({ id: u.manager!.userId, name: '王经理' });
      await api.approve(u.hr!, task!.taskId);
      // The manager stood behind the task: they read the detail too.
      const history = (await api.detail(u.manager!, id)).data!.history;
      expect(history.find((row) => row.action === 'approve')).toMatchObject({
        actor: { id: u.hr!.userId },
        onBehalfOf: { id: u.manager!.userId },
      });
    } finally {
      await save(u.manager!, { enabled: false, delegateUserId: null, startTime: null, endTime: null });
    }
  });
});

describe('versions', () => {
  it('keeps a running instance on the version it started on after a republish', async () => {
    const processId = await publishProcess(
      t.db,
      orgId,
      '版本',
      { nodes: [approverNode('v1', users('manager'))] },
      { form: LEAVE_FORM },
    );
    const { id: old } = await start(u.sales!, '旧版', {}, processId);
    expect(await republish(t.db, orgId, processId, { nodes: [approverNode('v2', users('finance'))] })).toBe(
      2,
    );
    const { id: fresh } = await start(u.sales!, '新版', {}, processId);
    expect((await api.detail(u.sales!, old)).data!.processVersion).toBe(1);
    expect((await api.detail(u.sales!, fresh)).data!.processVersion).toBe(2);
    const oldTask = await api.taskOf(u.manager!, old);
    expect(oldTask?.nodeName).toBe('v1');
    expect((await api.approve(u.manager!, oldTask!.taskId)).data!.instanceStatus).toBe('approved');
    expect((await api.taskOf(u.finance!, fresh))?.nodeName).toBe('v2');
  });
});

describe('realtime', () => {
  it('tells the new assignee and, at the end, the initiator that their approvals changed', async () => {
    const socketOf = async (username: string) => {
      const { token } = await signIn(t.app, username);
      return connectRealtime(wsUrl, realtimeApi.realtimeProtocols(token));
    };
    const [manager, sales] = await Promise.all([socketOf('manager'), socketOf('sales')]);
    try {
      const { id } = await start(
        u.sales!,
        '实时',
        {},
        await publishProcess(
          t.db,
          orgId,
          '实时',
          { nodes: [approverNode('a', users('manager'))] },
          { form: LEAVE_FORM },
        ),
      );
      const changed = (client: typeof manager, reason: string) =>
        client.messages.some(
          (m) =>
            m.type === APPROVAL_CHANGED_EVENT &&
            (m.data as { reason: string; instanceId: number }).reason === reason &&
            (m.data as { instanceId: number }).instanceId === id,
        );
      await until(() => changed(manager, 'taskArrived'), 'the manager told of the task');
      await api.approve(u.manager!, (await api.taskOf(u.manager!, id))!.taskId);
      await until(() => changed(sales, 'instanceEnded'), 'the initiator told of the end');
    } finally {
      manager.socket.close();
      sales.socket.close();
    }
  });
});
