import { crmBusinessApi } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { opportunities, opportunityProducts } from '../business.tables.js';
import { insertCustomerEvents } from '../customers/customer-events.js';
import { customers } from '../customers.tables.js';
import { closeEventReason } from './business-writes.service.js';

interface DemoLine {
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

interface DemoBusiness {
  /** A demo customer by name (customer-demo-seed.ts). */
  customer: string;
  name: string;
  stage: crmBusinessApi.BusinessStage;
  expectedCloseDate: string;
  lines: DemoLine[];
  amountCents?: number;
  closed?: { status: 'won' | 'lost'; reason: string };
}

/** Opportunities on the demo customers of 李销售 and 王经理: every stage, one won and one lost. */
const DEMO_BUSINESS: readonly DemoBusiness[] = [
  {
    customer: '上海云帆贸易有限公司',
    name: '云帆仓储管理系统采购',
    stage: 'quote',
    expectedCloseDate: '2026-12-15',
    lines: [
      { productName: '仓储管理系统标准版', quantity: 1, unitPriceCents: 12_800_000 },
      { productName: '手持扫码终端', quantity: 20, unitPriceCents: 259_900 },
    ],
  },
  {
    customer: '上海云帆贸易有限公司',
    name: '云帆年度运维服务',
    stage: 'contact',
    expectedCloseDate: '2027-01-20',
    lines: [],
    amountCents: 3_600_000,
  },
  {
    customer: '杭州青禾科技有限公司',
    name: '青禾办公设备更新',
    stage: 'need',
    expectedCloseDate: '2026-12-31',
    lines: [{ productName: '商务笔记本电脑', quantity: 15, unitPriceCents: 689_900 }],
  },
  {
    customer: '苏州嘉禾机电设备厂',
    name: '嘉禾产线改造一期',
    stage: 'negotiation',
    expectedCloseDate: '2026-11-30',
    lines: [],
    amountCents: 45_000_000,
    closed: { status: 'lost', reason: '客户预算削减，项目延期到明年' },
  },
  {
    customer: '北京博远信息技术有限公司',
    name: '博远客服中心扩容',
    stage: 'negotiation',
    expectedCloseDate: '2026-12-10',
    lines: [
      { productName: '呼叫中心坐席授权', quantity: 50, unitPriceCents: 180_000 },
      { productName: '实施服务', quantity: 1, unitPriceCents: 2_000_000 },
    ],
  },
  {
    customer: '广州南方家居有限公司',
    name: '南方家居门店收银系统',
    stage: 'negotiation',
    expectedCloseDate: '2026-11-01',
    lines: [{ productName: '收银一体机', quantity: 12, unitPriceCents: 399_900 }],
    closed: { status: 'won', reason: '价格与交付周期均满足要求，已签合同' },
  },
];

/**
 * Seeds DEMO_BUSINESS inside the demo seeder's transaction, after the demo customers: each
 * opportunity takes its customer's owner; the closed ones add their timeline row (and the won one
 * the customer's last deal time), as closing them through the API would.
 */
export async function seedDemoBusiness(tx: Db, orgId: number): Promise<void> {
  const names = [...new Set(DEMO_BUSINESS.map(({ customer }) => customer))];
  const found = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, orgId), inArray(customers.name, names)));
  const byName = new Map(found.map((customer) => [customer.name, customer]));
  const now = new Date();
  for (const { customer: customerName, lines, amountCents = 0, closed, ...fields } of DEMO_BUSINESS) {
    const customer = byName.get(customerName);
    if (!customer) continue;
    const [created] = await tx
      .insert(opportunities)
      .values({
        ...fields,
        orgId,
        customerId: customer.id,
        amountCents: crmBusinessApi.businessAmountCents(lines, amountCents),
        ownerUserId: customer.ownerUserId,
        ownerDepartmentId: customer.ownerDepartmentId,
        ...(closed ? { status: closed.status, closeReason: closed.reason, closedAt: now } : {}),
      })
      .returning({ id: opportunities.id });
    if (lines.length > 0)
      await tx
        .insert(opportunityProducts)
        .values(lines.map((line, position) => ({ ...line, orgId, opportunityId: created!.id, position })));
    if (!closed) continue;
    if (closed.status === 'won')
      await tx.update(customers).set({ lastDealAt: now }).where(eq(customers.id, customer.id));
    await insertCustomerEvents(tx, {
      orgId,
      customerId: customer.id,
      kind: closed.status === 'won' ? 'business_won' : 'business_lost',
      fromOwnerUserId: customer.ownerUserId,
      toOwnerUserId: customer.ownerUserId,
      reason: closeEventReason(fields.name, closed.reason),
      at: now,
    });
  }
}
