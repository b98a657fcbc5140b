import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { customers } from '../customers.tables.js';
import { privateSeaRules } from '../private-sea.tables.js';
import { DAY_MS } from './private-sea-clock.js';

/**
 * The demo organization's rules (an organization default and a stricter one for 销售部 and its
 * groups), and claim dates that make the dry run and the reminders meaningful on day one:
 * 李销售's first customer and 王经理's first fall due tomorrow, 李销售's second and third are three
 * and four days away (within 销售部's five reminder days: his 回收提醒 lists all three).
 */
export async function seedPrivateSeaDemo(
  tx: Db,
  orgId: number,
  departmentIds: ReadonlyMap<string, number>,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  await tx.insert(privateSeaRules).values([
    {
      orgId,
      name: '默认规则',
      departmentId: null,
      maxHeld: 100,
      recallNoFollowUpDays: 60,
      recallNoDealDays: 180,
      remindDaysBefore: 7,
      reclaimCooldownDays: 15,
      dailyClaimLimit: 10,
      remark: '未设置规则的部门使用',
    },
    {
      orgId,
      name: '销售部私海规则',
      departmentId: departmentIds.get('销售部') ?? null,
      maxHeld: 200,
      recallNoFollowUpDays: 30,
      recallNoDealDays: 90,
      remindDaysBefore: 5,
      reclaimCooldownDays: 7,
      dailyClaimLimit: 20,
      remark: '适用于销售部及其下属销售组',
    },
  ]);
  const now = Date.now();
  const backdate = async (username: string, nth: number, daysAgo: number) => {
    const ownerUserId = userIds.get(username);
    if (ownerUserId === undefined) return;
    const held = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.ownerUserId, ownerUserId)))
      .orderBy(customers.id);
    const id = held[nth]?.id;
    if (id === undefined) return;
    const at = new Date(now - daysAgo * DAY_MS);
    await tx
      .update(customers)
      .set({ claimedAt: at })
      .where(inArray(customers.id, [id]));
  };
  await backdate('sales', 0, 29.5);
  await backdate('sales', 1, 27);
  await backdate('sales', 2, 26);
  await backdate('manager', 0, 29.8);
}
