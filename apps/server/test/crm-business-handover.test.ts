import { crmBusinessApi, crmCustomersApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities } from '../src/modules/crm/business.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, signIn, type TestApp } from './harness.js';

/**
 * Transfer and assignment hand a customer's open opportunities owned by its previous owner to the
 * new owner; claim and release leave opportunities alone.
 */
let t: TestApp;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
});
afterAll(() => t?.app.close());

const send = async (username: string, method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.app.inject({ method, url, headers: session[username]!.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
let phoneSeq = 0;
const newCustomer = async (username: string, name: string) =>
  crmCustomersApi.customerCreate.answer.parse(
    await send(username, 'POST', '/erp/crm/customer', {
      name,
      phone: `1779100${String(++phoneSeq).padStart(4, '0')}`,
    }),
  ).id;
const newDeal = async (username: string, customerId: number, name: string) =>
  crmBusinessApi.businessCreate.answer.parse(
    await send(username, 'POST', '/erp/crm/business', { customerId, name, amountCents: 100_000 }),
  );
const ownerOf = async (id: number) => {
  const [row] = await t.db.select().from(opportunities).where(eq(opportunities.id, id));
  return row!.ownerUserId;
};
const userId = (username: string) => session[username]!.userId;

describe('transfer moves open opportunities', () => {
  it('moves the open ones the previous owner held, not won/lost ones or a colleague’s', async () => {
    const customerId = await newCustomer('sales', '移交商机客户');
    const open = await newDeal('sales', customerId, '在谈商机');
    const won = await newDeal('sales', customerId, '已赢商机');
    await send('sales', 'PUT', `/erp/crm/business/${won.id}/won`, { version: won.version, reason: '签约' });
    // A colleague's open opportunity on the same customer (created by the admin for 张销售).
    const colleague = await newDeal('admin', customerId, '同事商机');
    await t.db
      .update(opportunities)
      .set({ ownerUserId: userId('manager') })
      .where(eq(opportunities.id, colleague.id));

    await send('admin', 'PUT', `/erp/crm/customer/${customerId}/transfer`, {
      toUserId: userId('sales2'),
      reason: '调岗交接',
    });
    expect(await ownerOf(open.id)).toBe(userId('sales2'));
    expect(await ownerOf(won.id)).toBe(userId('sales'));
    expect(await ownerOf(colleague.id)).toBe(userId('manager'));
    const [moved] = await t.db.select().from(opportunities).where(eq(opportunities.id, open.id));
    expect(moved!.ownerDepartmentId).not.toBeNull();
    expect(moved!.version).toBe(open.version + 1);

    // The customer's audit entry names the moved opportunity, which has its own entry.
    const customerAudit = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customerId))),
    );
    expect(customerAudit.at(-1)?.after).toMatchObject({
      event: 'transferred',
      movedOpportunityIds: [open.id],
    });
    const [dealAudit] = await auditEntries(
      t.db,
      and(
        eq(auditLog.entity, 'opportunity'),
        eq(auditLog.entityId, String(open.id)),
        eq(auditLog.action, 'update'),
      ),
    );
    expect(dealAudit?.before).toEqual({ ownerUserId: userId('sales') });
    expect(dealAudit?.after).toMatchObject({ ownerUserId: userId('sales2'), customerId });

    // 张销售 now sees it in the opportunity list, 李销售 no longer does.
    const page = async (username: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/erp/crm/business/page?customerId=${customerId}`,
          headers: session[username]!.headers,
        })
      )
        .json()
        .data.list.map(({ id }: { id: number }) => id);
    expect(await page('sales2')).toContain(open.id);
    expect(await page('sales')).not.toContain(open.id);
  });

  it('bulk transfer moves each customer’s open opportunities', async () => {
    const first = await newCustomer('sales', '批量移交一');
    const second = await newCustomer('sales', '批量移交二');
    const a = await newDeal('sales', first, '商机一');
    const b = await newDeal('sales', second, '商机二');
    await send('manager', 'PUT', '/erp/crm/customer/transfer/bulk', {
      ids: [first, second],
      toUserId: userId('manager'),
      reason: '批量交接',
    });
    expect(await ownerOf(a.id)).toBe(userId('manager'));
    expect(await ownerOf(b.id)).toBe(userId('manager'));
  });

  it('a failed transfer moves nothing (same transaction)', async () => {
    const customerId = await newCustomer('sales', '失败移交');
    const deal = await newDeal('sales', customerId, '不动商机');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/erp/crm/customer/transfer/bulk',
      headers: session.admin!.headers,
      payload: { ids: [customerId, 2_000_000_000], toUserId: userId('sales2'), reason: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(await ownerOf(deal.id)).toBe(userId('sales'));
  });
});

describe('release, claim and assignment', () => {
  it('release and claim leave opportunities alone; assignment hands them from the last holder', async () => {
    const customerId = await newCustomer('sales', '公海商机客户');
    const deal = await newDeal('sales', customerId, '公海前商机');
    await send('sales', 'PUT', `/erp/crm/customer/${customerId}/release`, { reason: '暂无需求' });
    expect(await ownerOf(deal.id)).toBe(userId('sales'));

    await send('admin', 'PUT', '/erp/crm/customerDistributionObject/assign', {
      ids: [customerId],
      toUserIds: [userId('sales2')],
      reason: '客户分配',
    });
    expect(await ownerOf(deal.id)).toBe(userId('sales2'));

    await send('sales2', 'PUT', `/erp/crm/customer/${customerId}/release`, { reason: '转回公海' });
    await send('manager', 'PUT', `/erp/crm/customer/${customerId}/claim`, {});
    expect(await ownerOf(deal.id)).toBe(userId('sales2'));
  });
});
