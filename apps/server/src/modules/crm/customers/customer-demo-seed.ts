import { customerScopes } from '@atrium/contract/endpoints/crm-customers';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { roleDataScopes, roles } from '../../admin/admin.tables.js';
import { customerContacts, customers } from '../customers.tables.js';
import { customerSn, nextCustomerId } from './customer-create.service.js';
import { insertCustomerEvents } from './customer-events.js';

interface DemoCustomer {
  name: string;
  phone: string;
  /** A demo username, or none for the public pool. */
  owner?: 'sales' | 'manager';
  source: string;
  level: string;
  stage: string;
  address: string;
  contact?: { name: string; phone: string; role: string };
}

/** Customers of the demo organization: some held by 李销售 and 王经理, some in the public pool. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: '上海云帆贸易有限公司',
    phone: '13600000101',
    owner: 'sales',
    source: 'website',
    level: 'A',
    stage: 'quote',
    address: '上海市浦东新区张江路 88 号',
    contact: { name: '周采购', phone: '13600000111', role: '采购经理' },
  },
  {
    name: '杭州青禾科技有限公司',
    phone: '0571-88886666',
    owner: 'sales',
    source: 'referral',
    level: 'B',
    stage: 'need',
    address: '杭州市西湖区文三路 200 号',
  },
  {
    name: '苏州嘉禾机电设备厂',
    phone: '13600000103',
    owner: 'sales',
    source: 'phone',
    level: 'C',
    stage: 'contact',
    address: '苏州市工业园区星湖街 9 号',
  },
  {
    name: '北京博远信息技术有限公司',
    phone: '010-62345678',
    owner: 'manager',
    source: 'exhibition',
    level: 'A',
    stage: 'negotiation',
    address: '北京市海淀区中关村大街 1 号',
    contact: { name: '林总', phone: '13600000141', role: '总经理' },
  },
  {
    name: '广州南方家居有限公司',
    phone: '13600000105',
    owner: 'manager',
    source: 'ecommerce',
    level: 'B',
    stage: 'won',
    address: '广州市天河区体育西路 66 号',
  },
  {
    name: '深圳星辰电子有限公司',
    phone: '13600000106',
    source: 'website',
    level: 'B',
    stage: 'contact',
    address: '深圳市南山区科技园 12 栋',
  },
  {
    name: '成都天府餐饮管理有限公司',
    phone: '028-85556666',
    source: 'other',
    level: 'C',
    stage: 'contact',
    address: '成都市锦江区春熙路 5 号',
  },
  {
    name: '武汉长江物流有限公司',
    phone: '13600000108',
    source: 'phone',
    level: 'D',
    stage: 'lost',
    address: '武汉市江汉区解放大道 300 号',
  },
];

/**
 * Seeds DEMO_CUSTOMERS inside the demo seeder's transaction: `userIds` by username and
 * `departmentOf` the owner's department id (as memberships hold it).
 */
export async function seedDemoCustomers(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  departmentOf: (username: string) => number | undefined,
): Promise<void> {
  const now = new Date();
  for (const { owner, contact, ...customer } of DEMO_CUSTOMERS) {
    const id = await nextCustomerId(tx);
    const ownerUserId = owner ? (userIds.get(owner) ?? null) : null;
    await tx.insert(customers).values({
      ...customer,
      id,
      orgId,
      sn: customerSn(id),
      ownerUserId,
      ownerDepartmentId: owner ? (departmentOf(owner) ?? null) : null,
      claimedAt: ownerUserId ? now : null,
    });
    if (contact) await tx.insert(customerContacts).values({ ...contact, orgId, customerId: id });
    await insertCustomerEvents(tx, {
      orgId,
      customerId: id,
      kind: 'created',
      toOwnerUserId: ownerUserId,
      at: now,
    });
  }
  await seedDemoCustomerScopes(tx, orgId);
}

/**
 * After-sales serves every customer of the company: its demo role reads 客户列表 (crm.module.ts)
 * with the scope `all` — every customer, pool included — so a device's owner can be found for a
 * pickup, a repair or a work order. Salespeople
 * keep the default, their own customers; the call centre too — a call brings its customer along,
 * and the phone numbers of customers an agent may not see stay masked (spec isShowCustomerInfo).
 */
async function seedDemoCustomerScopes(tx: Db, orgId: number): Promise<void> {
  const afterSales = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), inArray(roles.code, ['afterSales'])));
  if (afterSales.length === 0) return;
  await tx
    .insert(roleDataScopes)
    .values(afterSales.map((role) => ({ roleId: role.id, resource: customerScopes.name, scope: 'all' })))
    .onConflictDoNothing();
}
