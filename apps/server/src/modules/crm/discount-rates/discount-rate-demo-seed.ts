import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { customers } from '../customers.tables.js';
import { customerDiscountRates } from '../discount-rates.tables.js';

/** The demo customer with its own rate (below its level A rate, for 2026). */
export const DEMO_RATE_CUSTOMER = '上海云帆贸易有限公司';

/** Demo rates: level A 90%, level B 95%, and one customer's own 85% for 2026. */
export async function seedDiscountRateDemo(tx: Db, orgId: number): Promise<void> {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.name, DEMO_RATE_CUSTOMER)));
  await tx.insert(customerDiscountRates).values([
    { orgId, level: 'A', rate: 9000, remark: 'A类重点客户统一九折' },
    { orgId, level: 'B', rate: 9500, remark: 'B类客户九五折' },
    ...(customer
      ? [
          {
            orgId,
            customerId: customer.id,
            rate: 8500,
            effectiveFrom: '2026-01-01',
            effectiveTo: '2026-12-31',
            remark: '年度框架协议价',
          },
        ]
      : []),
  ]);
}
