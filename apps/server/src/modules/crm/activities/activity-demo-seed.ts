import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { customerActivities } from '../activities.tables.js';
import { insertCustomerEvents } from '../customers/customer-events.js';
import { customers } from '../customers.tables.js';
import { DAY_MS } from '../private-sea/private-sea-clock.js';
import { writeActivityEntries } from './activity-timeline.js';

interface DemoFollowUp {
  /** followUpType dictionary value: call 电话, wechat 微信 (a message), visit 拜访, other 其他 (a note). */
  kind: 'call' | 'wechat' | 'visit' | 'other';
  content: string;
  /** Days after the customer was claimed (held customers) or before now (pool customers). */
  day: number;
  /** The next follow-up date, days after this follow-up; none for a note. */
  nextInDays?: number;
}

interface DemoCustomerFollowUps {
  customer: string;
  author: 'sales' | 'manager';
  followUps: readonly DemoFollowUp[];
}

/**
 * Follow-ups on demo customers, chosen so the private-sea demo keeps showing what it showed:
 * 上海云帆 (李销售's customer due for recall tomorrow) was called the day it was claimed and not
 * since, so its last follow-up equals its claim time and it still falls due; 广州南方家居 (王经理's
 * second, not in the dry run) has recent ones; 武汉长江物流 in the pool keeps the note of why it
 * was lost. 杭州青禾, 苏州嘉禾 and 北京博远 stay without follow-ups (the undealt list).
 */
export const DEMO_FOLLOW_UPS: readonly DemoCustomerFollowUps[] = [
  {
    customer: '上海云帆贸易有限公司',
    author: 'sales',
    followUps: [
      {
        kind: 'call',
        content: '领取当天电话联系周采购，对方确认有一批办公耗材的年度采购需求，约定下周发送报价单。',
        day: 0,
        nextInDays: 7,
      },
    ],
  },
  {
    customer: '广州南方家居有限公司',
    author: 'manager',
    followUps: [
      {
        kind: 'visit',
        content: '上门拜访采购部，演示了新款仓储管理方案，客户对批量折扣很感兴趣。',
        day: -12,
        nextInDays: 5,
      },
      {
        kind: 'wechat',
        content: '微信发送了合同草稿和付款方式说明，客户表示本周内内部审批。',
        day: -7,
        nextInDays: 3,
      },
      {
        kind: 'call',
        content: '电话确认合同已盖章寄回，安排下月第一批发货，后续跟进回款。',
        day: -2,
        nextInDays: 14,
      },
    ],
  },
  {
    customer: '武汉长江物流有限公司',
    author: 'sales',
    followUps: [
      {
        kind: 'other',
        content: '备注：客户已选用其他供应商，预算明年二季度重新评估，届时可再联系。',
        day: -45,
      },
    ],
  },
];

/**
 * Seeds DEMO_FOLLOW_UPS inside the demo seeder's transaction, after the private-sea demo has set
 * the claim dates: each follow-up with its 'followed_up' timeline row, and each customer's
 * last_follow_up_at set to its latest follow-up (as POST …/activity would leave it).
 */
export async function seedActivityDemo(tx: Db, orgId: number, userIds: ReadonlyMap<string, number>) {
  const names = DEMO_FOLLOW_UPS.map(({ customer }) => customer);
  const found = await tx
    .select({ id: customers.id, name: customers.name, claimedAt: customers.claimedAt })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), inArray(customers.name, names)));
  const now = Date.now();
  for (const { customer, author, followUps } of DEMO_FOLLOW_UPS) {
    const row = found.find(({ name }) => name === customer);
    const authorUserId = userIds.get(author) ?? null;
    if (!row || followUps.length === 0) continue;
    // Held customers count from their claim; pool customers back from now.
    const origin = row.claimedAt?.getTime() ?? now;
    const at = (day: number) =>
      new Date(day >= 0 ? origin + day * DAY_MS : Math.min(origin, now) + day * DAY_MS);
    const labels = { call: '电话', wechat: '微信', visit: '拜访', other: '其他' } as const;
    for (const followUp of followUps) {
      const createdAt = at(followUp.day);
      const inserted = await tx
        .insert(customerActivities)
        .values({
          orgId,
          customerId: row.id,
          authorUserId,
          kind: followUp.kind,
          content: followUp.content,
          nextFollowUpAt:
            followUp.nextInDays === undefined
              ? null
              : new Date(createdAt.getTime() + followUp.nextInDays * DAY_MS),
          createdAt,
        })
        .returning();
      await writeActivityEntries(tx, inserted);
      await insertCustomerEvents(tx, {
        orgId,
        customerId: row.id,
        kind: 'followed_up',
        actorUserId: authorUserId,
        reason: labels[followUp.kind],
        at: createdAt,
      });
    }
    const latest = new Date(Math.max(...followUps.map(({ day }) => at(day).getTime())));
    await tx.update(customers).set({ lastFollowUpAt: latest }).where(eq(customers.id, row.id));
  }
}
