import type { SupportCustomerStatus } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { crmSupportGroups } from '../support.tables.js';
import { crmSupportCustomers, crmSupportDistributionRules } from '../support-customers.tables.js';

interface DemoSupportCustomer {
  name: string;
  phone: string;
  group: '售后一组' | '售后二组';
  /** A demo username in that group (support-demo-seed.ts), or none: not handled yet. */
  handler?: 'service' | 'agent';
  status: SupportCustomerStatus;
  address: string;
  remark: string;
}

/** Buyers with service needs, in the demo support groups (support-demo-seed.ts). */
export const DEMO_SUPPORT_CUSTOMERS: readonly DemoSupportCustomer[] = [
  {
    name: '陈女士',
    phone: '13700000201',
    group: '售后一组',
    handler: 'service',
    status: 'processing',
    address: '上海市徐汇区漕溪北路 18 号',
    remark: '空调外机异响，已预约上门',
  },
  {
    name: '刘先生',
    phone: '13700000202',
    group: '售后一组',
    handler: 'service',
    status: 'pending',
    address: '杭州市拱墅区莫干山路 66 号',
    remark: '咨询延保',
  },
  {
    name: '宁波海曙家电维修点',
    phone: '0574-87001234',
    group: '售后一组',
    handler: 'service',
    status: 'done',
    address: '宁波市海曙区中山西路 9 号',
    remark: '配件已寄达',
  },
  {
    name: '黄先生',
    phone: '13700000204',
    group: '售后二组',
    handler: 'agent',
    status: 'pending',
    address: '南京市鼓楼区中山路 120 号',
    remark: '安装预约',
  },
  {
    name: '郑女士',
    phone: '13700000205',
    group: '售后二组',
    status: 'pending',
    address: '合肥市蜀山区长江西路 77 号',
    remark: '待分配',
  },
];

/**
 * Seeds DEMO_SUPPORT_CUSTOMERS after the support groups (inside the demo seeding transaction),
 * and turns distribution on for 售后一组.
 */
export async function seedSupportCustomerDemo(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  departmentOf: (username: string) => number | undefined,
): Promise<void> {
  const groups = await tx
    .select({ id: crmSupportGroups.id, name: crmSupportGroups.name })
    .from(crmSupportGroups)
    .where(eq(crmSupportGroups.orgId, orgId));
  const groupId = (name: string) => groups.find((group) => group.name === name)?.id ?? null;
  await tx.insert(crmSupportCustomers).values(
    DEMO_SUPPORT_CUSTOMERS.map(({ group, handler, ...record }) => ({
      ...record,
      orgId,
      groupId: groupId(group),
      handlerUserId: handler ? (userIds.get(handler) ?? null) : null,
      handlerDepartmentId: handler ? (departmentOf(handler) ?? null) : null,
    })),
  );
  const first = groupId('售后一组');
  if (first !== null)
    await tx
      .insert(crmSupportDistributionRules)
      .values({ orgId, groupId: first, enabled: true, cursorUserId: userIds.get('service') ?? null })
      .onConflictDoNothing();
}
