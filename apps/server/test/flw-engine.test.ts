// On PGlite too: the engine's row locks (instance, then task) must make a task decided once on both databases, and its history trigger must hold on both.
import { flwApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { approvalHistory, approvalInstances, approvalTasks } from '../src/modules/flw/approval.tables.js';
import { APPROVAL_TIMERS_JOB, fireDueTimers } from '../src/modules/flw/approval-timers.js';
import type { Engine } from '../src/modules/flw/instance-engine.js';
import { approvalProcessVersions } from '../src/modules/flw/process.tables.js';
import {
  approverNode,
  demoOrgIds,
  flw,
  flwClient,
  publishProcess,
  roleId,
  type Signed,
  signInAll,
} from './flw-kit.js';
import { buildTestApp, newestNotice, type TestApp } from './harness.js';

/**
 * The approval engine through its HTTP endpoints (docs/approvals.md): the 报销 journey (condition
 * on the amount, leader and role approvers, CC, reject to the initiator, resubmit), each action,
 * and the invariants: a task is decided once (two real concurrent requests), only its assignee
 * decides, all-of waits for everyone, any-of ends at the first and closes its siblings, history
 * rows are never changed.
 */
let t: TestApp;
let api: ReturnType<typeof flwClient>;
let u: Record<string, Signed>;
let orgId: number;
let expense: number;

const users = (...names: string[]) => ({ kind: 'users', userIds: names.map((name) => u[name]!.userId) });

beforeAll(async () => {
  t = await buildTestApp();
  api = flwClient(t.app);
  u = await signInAll(t.app, ['admin', 'manager', 'sales', 'sales2', 'finance', 'hr', 'agent', 'warehouse']);
  orgId = (await demoOrgIds(t.db)).demo;
  const finance = await roleId(t.db, orgId, 'finance');
  expense = await publishProcess(t.db, orgId, '差旅报销', {
    nodes: [
      {
        id: 'amount',
        type: 'condition',
        name: '金额判断',
        branches: [
          {
            id: 'big',
            name: '大于5000',
            conditions: [{ kind: 'field', field: 'amount', operator: 'gt', value: '5000' }],
            nodes: [
              approverNode(
                'leader',
                { kind: 'leader', levels: 1 },
                { name: '部门主管', fieldRights: { secret: 'hidden' } },
              ),
              approverNode(
                'finance',
                { kind: 'roles', roleIds: [finance] },
                { name: '财务', fieldRights: { note: 'edit' } },
              ),
            ],
          },
          {
            id: 'small',
            name: '其他',
            isDefault: true,
            nodes: [approverNode('leader2', { kind: 'leader', levels: 1 })],
          },
        ],
      },
      { id: 'cc', type: 'cc', name: '抄送人事', assignees: users('hr') },
    ],
  });
});
afterAll(() => t?.app.close());

const startExpense = async (
  who: Signed,
  formData: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => {
  const started = await api.start(who, { processId: expense, formData, ...extra });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.data!;
};

describe('the 报销 journey', () => {
  it('routes a big amount to the leader then finance, rejects to the initiator, and a resubmission starts a new round', async () => {
    const { id, instanceNo } = await startExpense(u.sales!, {
      amount: '6000.50',
      reason: '差旅',
      secret: 's',
    });
    expect(instanceNo).toMatch(/^SP\d{8}-\d{4}$/);
    // sales sits in 销售一组 (no leader): the nearest leader above is 王经理 (销售部).
    const task = await api.taskOf(u.manager!, id);
    expect(task).toMatchObject({ instanceNo, nodeName: '部门主管', initiator: { id: u.sales!.userId } });
    expect(task!.summary).toContain('金额: 6000.50');
    expect(task!.summary).not.toContain('备注（保密）');
    expect(await newestNotice(t.app, u.manager!.headers)).toMatchObject({ kind: 'approval.taskArrived' });
    expect((await api.counts(u.manager!)).todo).toBeGreaterThanOrEqual(1);

    // The leader's node hides `secret`: the server leaves it out.
    const seen = await api.detail(u.manager!, id);
    expect(seen.data!.formData).not.toHaveProperty('secret');
    expect(seen.data!.fieldRights).toEqual({ secret: 'hidden' });
    expect(seen.data!.myTask).toMatchObject({ taskId: task!.taskId, rejectTargets: [] });
    // Only editable fields may change on approve.
    const edited = await api.approve(u.manager!, task!.taskId, { formData: { reason: '改了' } });
    expect(edited.status).toBe(400);
    expect(edited.json.data).toMatchObject({ fieldErrors: [{ path: 'formData.reason' }] });
    expect((await api.approve(u.manager!, task!.taskId, { comment: '同意' })).data).toEqual({
      instanceStatus: 'running',
    });

    const financeTask = await api.taskOf(u.finance!, id);
    expect(financeTask?.nodeName).toBe('财务');
    const financeView = await api.detail(u.finance!, id);
    expect(financeView.data!.formData).toMatchObject({ secret: 's' });
    expect(financeView.data!.myTask!.rejectTargets).toEqual([{ nodeId: 'leader', name: '部门主管' }]);
    const rejected = await api.reject(u.finance!, financeTask!.taskId, { comment: '缺票据' });
    expect(rejected.data).toEqual({ instanceStatus: 'rejected' });
    expect(await newestNotice(t.app, u.sales!.headers)).toMatchObject({ kind: 'approval.rejected' });

    const mine = await api.detail(u.sales!, id);
    expect(mine.data).toMatchObject({
      status: 'rejected',
      canResubmit: true,
      canWithdraw: false,
      canCancel: true,
    });
    expect(mine.data!.timeline.map((node) => [node.nodeId, node.state])).toEqual([
      ['start', 'done'],
      ['leader', 'done'],
      ['finance', 'rejected'],
      ['cc', 'upcoming'],
      ['end', 'rejected'],
    ]);

    const again = await api.resubmit(u.sales!, id, { formData: { amount: '300', reason: '差旅（补票）' } });
    expect(again.data).toEqual({ status: 'running', round: 2 });
    // The smaller amount takes the other branch this round.
    const second = await api.taskOf(u.manager!, id);
    expect(second?.nodeName).toBe('leader2');
    expect((await api.approve(u.manager!, second!.taskId)).data).toEqual({ instanceStatus: 'approved' });
    expect(await newestNotice(t.app, u.sales!.headers)).toMatchObject({ kind: 'approval.approved' });
    expect(await newestNotice(t.app, u.hr!.headers)).toMatchObject({ kind: 'approval.cc' });

    const history = (await api.detail(u.sales!, id)).data!.history;
    expect(history.map((row) => [row.action, row.round, row.actor?.name ?? null])).toEqual([
      ['submit', 1, '李销售'],
      ['approve', 1, '王经理'],
      ['reject', 1, '周财务'],
      ['rejected', 1, null],
      ['resubmit', 2, '李销售'],
      ['approve', 2, '王经理'],
      ['cc', 2, null],
      ['approved', 2, null],
    ]);
    expect(history.find((row) => row.action === 'cc')!.targets).toEqual([
      { id: u.hr!.userId, name: '吴人事' },
    ]);
  });

  it('refuses a form that does not fit: unknown keys and missing required fields, with each field named', async () => {
    const refused = await api.start(u.sales!, { processId: expense, formData: { amount: 'abc', bogus: 1 } });
    expect(refused.status).toBe(400);
    const paths = (refused.json.data as { fieldErrors: { path: string }[] }).fieldErrors.map((e) => e.path);
    expect(paths.sort()).toEqual(['formData.amount', 'formData.bogus', 'formData.reason']);
    const rows = await t.db.select().from(approvalInstances).where(eq(approvalInstances.processId, expense));
    const before = rows.length;
    const subForm = await api.start(u.sales!, {
      processId: expense,
      formData: { amount: 1, reason: 'x', receipts: [{ file: [] }] },
    });
    expect((subForm.json.data as { fieldErrors: { path: string; message: string }[] }).fieldErrors).toEqual([
      { path: 'formData.receipts.0.title', message: '「票据名称」为必填项' },
    ]);
    expect(
      await t.db.select().from(approvalInstances).where(eq(approvalInstances.processId, expense)),
    ).toHaveLength(before);
  });
});

describe('a task is decided once, by its assignee only', () => {
  it('answers exactly one of two concurrent approvals of the same task over real HTTP; the other gets a clear 409', async () => {
    const { id } = await startExpense(u.sales!, { amount: '100', reason: '并发' });
    const task = await api.taskOf(u.manager!, id);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const approveOnce = () =>
        fetch(`${base}/erp/flw/task/${task!.taskId}/approve`, {
          method: 'POST',
          headers: { ...u.manager!.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ comment: '同意' }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { msg: string },
        }));
      const answers = await Promise.all([approveOnce(), approveOnce()]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.msg).toBe(
        '该审批任务已处理，不能重复操作，请刷新后查看',
      );
    } finally {
      await t.app.server.close();
    }
    const approvals = await t.db.select().from(approvalHistory).where(eq(approvalHistory.instanceId, id));
    expect(approvals.filter((row) => row.action === 'approve')).toHaveLength(1);
  });

  it('lets nobody but the assignee act, and a CC recipient never decides', async () => {
    const { id } = await startExpense(u.sales!, { amount: '100', reason: '越权' });
    const task = await api.taskOf(u.manager!, id);
    for (const who of [u.sales!, u.finance!, u.hr!, u.admin!]) {
      const refused = await api.approve(who, task!.taskId);
      expect(refused.status).toBe(404);
      expect(refused.json.msg).toBe('审批任务不存在或不是您的待办');
    }
    expect((await api.reject(u.sales!, task!.taskId, { comment: '不行' })).status).toBe(404);
    const [row] = await t.db.select().from(approvalTasks).where(eq(approvalTasks.id, task!.taskId));
    expect(row!.status).toBe('pending');
  });
});

describe('modes', () => {
  it('all-of finishes only when every task is approved', async () => {
    const id = await startOn('会签', [
      approverNode('all', users('manager', 'finance', 'hr'), { mode: 'allOf' }),
    ]);
    for (const [index, name] of ['manager', 'finance', 'hr'].entries()) {
      const task = await api.taskOf(u[name]!, id);
      const { data } = await api.approve(u[name]!, task!.taskId);
      expect(data!.instanceStatus).toBe(index < 2 ? 'running' : 'approved');
    }
  });

  it('any-of finishes at the first approval and closes its siblings', async () => {
    const id = await startOn('或签', [approverNode('any', users('manager', 'finance'), { mode: 'anyOf' })]);
    const late = await api.taskOf(u.finance!, id);
    const first = await api.taskOf(u.manager!, id);
    expect((await api.approve(u.manager!, first!.taskId)).data!.instanceStatus).toBe('approved');
    expect(await api.taskOf(u.finance!, id)).toBeUndefined();
    expect((await api.approve(u.finance!, late!.taskId)).status).toBe(409);
    const closed = (await api.done(u.finance!)).find((task) => task.taskId === late!.taskId);
    expect(closed).toMatchObject({ status: 'closed', instanceStatus: 'approved' });
  });

  it('sequential queues signers: the next one’s task opens when the previous approves', async () => {
    const id = await startOn('依次', [approverNode('seq', users('finance', 'manager'))]);
    expect(await api.taskOf(u.manager!, id)).toBeUndefined();
    await api.approve(u.finance!, (await api.taskOf(u.finance!, id))!.taskId);
    const next = await api.taskOf(u.manager!, id);
    expect(next).toBeDefined();
    expect((await api.approve(u.manager!, next!.taskId)).data!.instanceStatus).toBe('approved');
  });
});

/** Starts (as sales) a process with these nodes, written for the test. */
async function startOn(name: string, nodes: unknown[], options: Parameters<typeof publishProcess>[4] = {}) {
  const processId = await publishProcess(
    t.db,
    orgId,
    `${name}-${Math.random().toString(36).slice(2, 8)}`,
    { nodes },
    options,
  );
  const started = await api.start(u.sales!, { processId, formData: { amount: '10', reason: name } });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  return started.data!.id;
}

describe('actions', () => {
  it('rejects back to an earlier node, which starts again', async () => {
    const id = await startOn('退回', [
      approverNode('a', users('manager')),
      approverNode('b', users('finance')),
    ]);
    await api.approve(u.manager!, (await api.taskOf(u.manager!, id))!.taskId);
    const task = await api.taskOf(u.finance!, id);
    const wrong = await api.reject(u.finance!, task!.taskId, { comment: '重审', toNodeId: 'b' });
    expect(wrong.status).toBe(400);
    expect((await api.reject(u.finance!, task!.taskId, { comment: '重审', toNodeId: 'a' })).data).toEqual({
      instanceStatus: 'running',
    });
    expect(await api.taskOf(u.manager!, id)).toBeDefined();
    expect(await api.taskOf(u.finance!, id)).toBeUndefined();
  });

  it('transfers a task; the new assignee decides on behalf of the one who handed it over', async () => {
    const id = await startOn('转交', [approverNode('a', users('manager'))]);
    const task = await api.taskOf(u.manager!, id);
    expect((await api.transfer(u.manager!, task!.taskId, { userId: u.manager!.userId })).status).toBe(400);
    const moved = await api.transfer(u.manager!, task!.taskId, {
      userId: u.finance!.userId,
      comment: '请代批',
    });
    expect(moved.status).toBe(200);
    const theirs = await api.taskOf(u.finance!, id);
    expect(theirs).toMatchObject({ taskId: moved.data!.taskId, onBehalfOf: { id: u.manager!.userId } });
    expect((await api.approve(u.manager!, task!.taskId)).status).toBe(409);
    await api.approve(u.finance!, theirs!.taskId);
    const history = (await api.detail(u.sales!, id)).data!.history;
    expect(history.find((row) => row.action === 'transfer')!.targets).toEqual([
      { id: u.finance!.userId, name: '周财务' },
    ]);
    expect(history.find((row) => row.action === 'approve')!.onBehalfOf).toEqual({
      id: u.manager!.userId,
      name: '王经理',
    });
  });

  it('adds signers before (they decide first) and after (they decide after the caller)', async () => {
    const id = await startOn('加签', [approverNode('a', users('manager'))]);
    const mine = await api.taskOf(u.manager!, id);
    const before = await api.addSigner(u.manager!, mine!.taskId, {
      userIds: [u.finance!.userId],
      position: 'before',
    });
    expect(before.data!.taskIds).toHaveLength(1);
    expect(await api.taskOf(u.manager!, id)).toBeUndefined();
    await api.approve(u.finance!, (await api.taskOf(u.finance!, id))!.taskId);
    const back = await api.taskOf(u.manager!, id);
    expect(back!.taskId).toBe(mine!.taskId);
    await api.addSigner(u.manager!, back!.taskId, { userIds: [u.hr!.userId], position: 'after' });
    expect(await api.taskOf(u.hr!, id)).toBeUndefined();
    expect((await api.approve(u.manager!, back!.taskId)).data!.instanceStatus).toBe('running');
    expect((await api.approve(u.hr!, (await api.taskOf(u.hr!, id))!.taskId)).data!.instanceStatus).toBe(
      'approved',
    );
  });

  it('withdraws while nobody acted, not after; cancels for good; comments decide nothing', async () => {
    const id = await startOn('撤回', [
      approverNode('a', users('manager')),
      approverNode('b', users('finance')),
    ]);
    expect((await api.withdraw(u.manager!, id)).status).toBe(403);
    expect((await api.withdraw(u.sales!, id)).data).toEqual({ status: 'withdrawn' });
    expect(await api.taskOf(u.manager!, id)).toBeUndefined();
    expect(
      (await api.resubmit(u.sales!, id, { formData: { amount: '1', reason: 'again' } })).data!.round,
    ).toBe(2);
    await api.approve(u.manager!, (await api.taskOf(u.manager!, id))!.taskId);
    expect((await api.withdraw(u.sales!, id)).status).toBe(409);
    const said = await flw(t.app, u.hr!, flwApi.instanceComment, {
      params: { id },
      body: { comment: '我来看看' },
    });
    expect(said.status).toBe(404);
    const noted = await flw(t.app, u.manager!, flwApi.instanceComment, {
      params: { id },
      body: { comment: '已阅' },
    });
    expect(noted.status).toBe(200);
    // Reading 全部审批 (the sales manager does) is no right to end someone's request.
    expect((await api.detail(u.manager!, id)).data!.canCancel).toBe(false);
    expect((await api.cancel(u.manager!, id)).status).toBe(403);
    expect((await api.detail(u.admin!, id)).data!.canCancel).toBe(true);
    expect((await api.cancel(u.sales!, id)).data).toEqual({ status: 'cancelled' });
    expect(await api.taskOf(u.finance!, id)).toBeUndefined();
    expect((await api.cancel(u.sales!, id)).status).toBe(409);
  });

  it('batch-approves only where the node allows it, each on its own', async () => {
    const batchable = await startOn('批量', [approverNode('a', users('manager'), { allowBatch: true })]);
    const single = await startOn('单批', [approverNode('a', users('manager'))]);
    const tasks = await Promise.all([api.taskOf(u.manager!, batchable), api.taskOf(u.manager!, single)]);
    expect(tasks.map((task) => task!.batchAllowed)).toEqual([true, false]);
    const { data } = await flw(t.app, u.manager!, flwApi.taskBatchApprove, {
      body: { taskIds: tasks.map((task) => task!.taskId), comment: '批量同意' },
    });
    expect(data).toEqual({
      approved: 1,
      refused: [{ taskId: tasks[1]!.taskId, message: '该节点不允许批量审批，请逐条处理' }],
    });
  });

  it('passes a node with nobody found (autoPass) or hands it to the administrators (toAdmin)', async () => {
    const id = await startOn('无人', [
      approverNode('nobody', { kind: 'formField', field: 'reason' }),
      approverNode('admins', { kind: 'formField', field: 'reason' }, { whenNobody: 'toAdmin' }),
    ]);
    const history = (await api.detail(u.sales!, id)).data!.history;
    expect(history.map((row) => row.action)).toEqual(['submit', 'autoPass']);
    const admin = await api.taskOf(u.admin!, id);
    expect(admin?.nodeName).toBe('admins');
    const timeline = (await api.detail(u.sales!, id)).data!.timeline;
    expect(timeline.find((node) => node.nodeId === 'nobody')!.state).toBe('skipped');
  });
});

describe('timers', () => {
  const HOUR = 3_600_000;
  const later = (hours: number) => new Date(Date.now() + hours * HOUR);
  const engine: Engine = { now: () => new Date() };

  it('reminds after N hours, once, and a time limit approves, rejects or escalates the node', async () => {
    const limited = (onTimeout: string, extra: Record<string, unknown> = {}) =>
      startOn(`限时${onTimeout}`, [
        approverNode('a', users('manager'), {
          timeLimit: { remindAfterHours: 2, limitHours: 8, onTimeout, ...extra },
        }),
        approverNode('b', users('finance')),
      ]);
    const approving = await limited('approve');
    const rejecting = await limited('reject');
    const escalating = await limited('escalate', { escalateToUserId: u.hr!.userId });
    // Nothing is due yet.
    expect(await fireDueTimers(t.db, engine, orgId, later(1))).toBe(0);
    expect(await fireDueTimers(t.db, engine, orgId, later(3))).toBe(3);
    expect(await newestNotice(t.app, u.manager!.headers)).toMatchObject({ kind: 'approval.remind' });
    expect(await fireDueTimers(t.db, engine, orgId, later(4))).toBe(0);

    // A decided node's limit does nothing: its timer fires into a node no longer active.
    const decided = await limited('reject');
    await api.approve(u.manager!, (await api.taskOf(u.manager!, decided))!.taskId);

    expect(await fireDueTimers(t.db, engine, orgId, later(9))).toBe(5);
    const actions = async (id: number) =>
      (await api.detail(u.sales!, id)).data!.history.map((row) => row.action);
    expect(await actions(approving)).toEqual(['submit', 'remind', 'autoApprove']);
    expect(await api.taskOf(u.finance!, approving)).toBeDefined();
    expect((await api.detail(u.sales!, rejecting)).data!.status).toBe('rejected');
    expect(await actions(rejecting)).toEqual(['submit', 'remind', 'autoReject', 'rejected']);
    const escalated = await api.taskOf(u.hr!, escalating);
    expect(escalated).toMatchObject({ nodeName: 'a', onBehalfOf: { id: u.manager!.userId } });
    expect((await api.detail(u.sales!, decided)).data!.status).toBe('running');
  });

  it('fires through the durable job queue (the schedule’s period is its clock)', async () => {
    const id = await startOn('限时队列', [
      approverNode('a', users('manager'), { timeLimit: { limitHours: 1, onTimeout: 'approve' } }),
    ]);
    await t.app.jobs.enqueue({
      kind: APPROVAL_TIMERS_JOB,
      orgId,
      payload: { period: later(2).toISOString() },
    });
    await vi.waitFor(async () => expect((await api.detail(u.sales!, id)).data!.status).toBe('approved'), {
      timeout: 10_000,
      interval: 50,
    });
  });
});

describe('history', () => {
  it('is never updated or deleted', async () => {
    const id = await startOn('历史', [approverNode('a', users('manager'))]);
    const [row] = await t.db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.instanceId, id))
      .limit(1);
    await expect(
      t.db.update(approvalHistory).set({ comment: 'forged' }).where(eq(approvalHistory.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(approvalHistory).where(eq(approvalHistory.id, row!.id))).rejects.toThrow();
    const [kept] = await t.db.select().from(approvalHistory).where(eq(approvalHistory.id, row!.id));
    expect(kept).toEqual(row);
  });

  it('goes with its organization when a whole organization is deleted (the one removal allowed)', async () => {
    const { branch } = await demoOrgIds(t.db);
    const processId = await publishProcess(t.db, branch, '分公司', {
      nodes: [approverNode('a', users('admin'))],
    });
    const [version] = await t.db
      .select()
      .from(approvalProcessVersions)
      .where(eq(approvalProcessVersions.processId, processId));
    const [instance] = await t.db
      .insert(approvalInstances)
      .values({
        orgId: branch,
        instanceNo: 'SP-BRANCH-1',
        processId,
        processVersionId: version!.id,
        processName: '分公司',
        category: '财务',
        initiatorId: u.admin!.userId,
        formData: {},
      })
      .returning();
    await t.db.insert(approvalHistory).values({
      orgId: branch,
      instanceId: instance!.id,
      round: 1,
      action: 'submit',
      actorId: u.admin!.userId,
    });
    await t.db.delete(organizations).where(eq(organizations.id, branch));
    expect(await t.db.select().from(approvalHistory).where(eq(approvalHistory.orgId, branch))).toEqual([]);
  });
});
