import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { DemoSeedContext } from '../../platform/modules/server-module.js';
import { approvalTasks } from './approval.tables.js';
import type { Engine } from './instance-engine.js';
import { startInstance } from './instance-start.service.js';
import { approvalProcesses } from './process.tables.js';
import { approve, reject } from './task-actions.service.js';

/**
 * The demo organization's approvals in every state, made through the engine itself (so their
 * tasks, copies, history and inbox notices are what real use writes): 销售 has three 报销 — one
 * waiting for 经理, one approved (copied to finance), one approved by 经理 and rejected by 财务 —
 * and two 请假 wait for 经理, who can batch-approve them.
 */
export async function seedDemoInstances({ tx, orgId, userIds }: DemoSeedContext): Promise<void> {
  const engine: Engine = { now: () => new Date() };
  const member = (username: string) => {
    const userId = userIds.get(username);
    if (userId === undefined) throw new Error(`the demo account ${username} is missing`);
    return { userId, username, sessionId: 0, orgId };
  };
  const processId = async (name: string) => {
    const [row] = await tx
      .select({ id: approvalProcesses.id })
      .from(approvalProcesses)
      .where(and(eq(approvalProcesses.orgId, orgId), eq(approvalProcesses.name, name)));
    if (!row) throw new Error(`the demo process ${name} is missing`);
    return row.id;
  };
  const start = (username: string, process: number, formData: Record<string, unknown>) =>
    startInstance(tx, engine, member(username), {
      processId: process,
      formData,
      chosenApprovers: {},
      ccUserIds: [],
      attachmentIds: [],
    });
  const decide = async (
    username: string,
    instanceId: number,
    outcome: 'approve' | 'reject',
    comment: string,
  ) => {
    const taskId = await pendingTaskOf(tx, instanceId, member(username).userId);
    const body = { comment, attachmentIds: [] };
    if (outcome === 'approve') await approve(tx, engine, member(username), taskId, body);
    else await reject(tx, engine, member(username), taskId, body);
  };

  const expense = await processId('报销');
  const leave = await processId('请假');
  const receipt = (item: string, money: number) => ({ item, money, file: [] });
  await start('sales', expense, {
    amount: 6800,
    reason: '华东区客户拜访差旅（高铁、酒店三晚）',
    receipts: [receipt('高铁票', 1260), receipt('酒店住宿', 2940), receipt('客户招待', 2600)],
  });
  const approved = await start('sales', expense, {
    amount: 1180,
    reason: '展会物料打印',
    receipts: [receipt('物料打印', 1180)],
  });
  await decide('manager', approved.id, 'approve', '同意，按实报销');
  const rejected = await start('sales', expense, {
    amount: 9200,
    reason: '季度客户答谢宴',
    receipts: [receipt('餐费', 9200)],
  });
  await decide('manager', rejected.id, 'approve', '同意');
  await decide('finance', rejected.id, 'reject', '缺少餐费发票，请补充后重新提交');
  await start('sales', leave, {
    type: 'annual',
    period: ['2026-12-07', '2026-12-08'],
    days: 2,
    reason: '年假',
  });
  await start('sales2', leave, {
    type: 'personal',
    period: ['2026-12-03', '2026-12-03'],
    days: 1,
    reason: '办理证件',
  });
}

async function pendingTaskOf(tx: Db, instanceId: number, assigneeId: number): Promise<number> {
  const [task] = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, instanceId),
        eq(approvalTasks.assigneeId, assigneeId),
        eq(approvalTasks.status, 'pending'),
      ),
    );
  if (!task) throw new Error(`no pending task of user ${assigneeId} on demo instance ${instanceId}`);
  return task.id;
}
