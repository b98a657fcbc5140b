import { randomBytes } from 'node:crypto';
import { crmCustomerAttachmentsApi } from '@atrium/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { customerEvents } from '../src/modules/crm/customers.tables.js';
import { files } from '../src/modules/files/files.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { uploadText } from './upload-kit.js';

const api = crmCustomerAttachmentsApi;
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
let phoneSeq = 0;
const freshPhone = () => `1771000${String(++phoneSeq).padStart(4, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'warehouse'])
    headers[username] = await loginAs(t.app, username);
});
afterAll(() => t?.app.close());

/** Uploads a text file through the files module as `username`, like the browser does. */
const upload = (username: string, name: string, text: string) =>
  uploadText(t.app, headers[username]!, name, text);

/** A file row of `orgCode`'s organization, without bytes (only the attachment rules read it). */
async function storedFile(orgCode: string, name: string) {
  const [org] = await t.db.select().from(organizations).where(eq(organizations.code, orgCode));
  const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
  const [row] = await t.db
    .insert(files)
    .values({
      orgId: org!.id,
      userId: admin!.id,
      key: `test/${randomBytes(8).toString('hex')}.txt`,
      originalName: name,
      mime: 'text/plain',
      size: 3,
      sha256: '0',
    })
    .returning();
  return row!.id;
}

async function salesCustomer(name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers.sales!,
    payload: { name, phone: freshPhone(), contacts: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

const list = (username: string, customerId: number) =>
  t.app.inject({ url: `/erp/crm/customer/${customerId}/attachments`, headers: headers[username]! });
const add = (username: string, customerId: number, fileIds: number[]) =>
  t.app.inject({
    method: 'POST',
    url: `/erp/crm/customer/${customerId}/attachments`,
    headers: headers[username]!,
    payload: { fileIds },
  });
const remove = (username: string, customerId: number, fileId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/erp/crm/customer/${customerId}/attachments/${fileId}`,
    headers: headers[username]!,
  });

describe('customer attachments', () => {
  it('adds, lists newest first, removes, and writes the timeline and the audit', async () => {
    const customer = await salesCustomer('附件测试客户');
    const quote = await upload('sales', '报价单.txt', '报价 100 元');
    const contract = await upload('sales', '合同.txt', '合同正文');
    expect((await add('sales', customer.id, [quote.id])).statusCode).toBe(200);
    const both = await call(t.app, api.customerAttachmentAdd.answer, {
      method: 'POST',
      url: `/erp/crm/customer/${customer.id}/attachments`,
      headers: headers.sales!,
      // The one already attached is ignored.
      payload: { fileIds: [contract.id, quote.id] },
    });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject([
      { fileId: contract.id, name: '合同.txt', contentType: 'text/plain', addedByName: '李销售' },
      {
        fileId: quote.id,
        name: '报价单.txt',
        size: Buffer.byteLength('报价 100 元'),
        url: `/erp/common/files/${quote.id}`,
      },
    ]);
    const listed = await call(t.app, api.customerAttachmentList.answer, {
      url: `/erp/crm/customer/${customer.id}/attachments`,
      headers: headers.sales!,
    });
    expect(listed.body.data.map((row) => row.fileId)).toEqual([contract.id, quote.id]);

    const removed = await remove('sales', customer.id, quote.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.map((row: { fileId: number }) => row.fileId)).toEqual([contract.id]);
    // Not attached (any more): 404.
    expect((await remove('sales', customer.id, quote.id)).statusCode).toBe(404);
    // The file itself stays downloadable.
    expect(
      (await t.app.inject({ url: `/erp/common/files/${quote.id}`, headers: headers.sales! })).statusCode,
    ).toBe(200);

    const events = await t.db
      .select()
      .from(customerEvents)
      .where(and(eq(customerEvents.customerId, customer.id), eq(customerEvents.kind, 'updated')));
    expect(events.map((event) => event.reason)).toEqual([
      api.ATTACHMENTS_CHANGED_FIELD,
      api.ATTACHMENTS_CHANGED_FIELD,
      api.ATTACHMENTS_CHANGED_FIELD,
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customerAttachment'), eq(auditLog.entityId, String(customer.id))))
      .orderBy(desc(auditLog.id));
    expect(audits.map((row) => row.action)).toEqual(['delete', 'create', 'create']);
    expect(audits[0]!.before).toEqual({ customerId: customer.id, fileId: quote.id });
    expect(audits[1]!.after).toEqual({ customerId: customer.id, fileIds: [contract.id] });
  });

  it("refuses another organization's file and a missing one with a localized 400 on fileIds", async () => {
    const customer = await salesCustomer('外部文件客户');
    const foreign = await storedFile('demo-branch', '分公司.txt');
    const refused = await add('sales', customer.id, [foreign]);
    expect(refused.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'fileIds', message: '附件不存在，请重新上传' }] },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: `/erp/crm/customer/${customer.id}/attachments`,
      headers: { ...headers.sales!, 'accept-language': 'en' },
      payload: { fileIds: [999_999] },
    });
    expect(english.json().data.fieldErrors[0]).toMatchObject({
      path: 'fileIds',
      message: 'An attachment does not exist; please upload it again.',
    });
    expect((await list('sales', customer.id)).json().data).toEqual([]);
  });

  it(`holds at most ${api.CUSTOMER_ATTACHMENTS_MAX} files per customer`, async () => {
    const customer = await salesCustomer('附件上限客户');
    const ids: number[] = [];
    for (let i = 0; i < api.CUSTOMER_ATTACHMENTS_MAX + 1; i++)
      ids.push(await storedFile('demo', `文件${i}.txt`));
    expect((await add('sales', customer.id, ids.slice(0, 15))).statusCode).toBe(200);
    const over = await add('sales', customer.id, ids.slice(15));
    expect(over.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'fileIds', message: '每个客户最多 20 个附件（已有 15 个）' }] },
    });
    expect((await add('sales', customer.id, ids.slice(15, 20))).statusCode).toBe(200);
    expect((await add('sales', customer.id, [ids[20]!])).statusCode).toBe(400);
    expect((await list('sales', customer.id)).json().data).toHaveLength(20);
    // More than the limit in one request is refused by the contract.
    expect((await add('sales', customer.id, ids.concat(ids[0]!))).statusCode).toBe(400);
  });

  it("keeps sales's customer from the other salesperson (404) and lets the manager change it", async () => {
    const customer = await salesCustomer('数据范围附件客户');
    const file = await upload('sales', '资料.txt', '资料');
    expect((await add('sales', customer.id, [file.id])).statusCode).toBe(200);
    expect((await list('sales2', customer.id)).statusCode).toBe(404);
    expect((await add('sales2', customer.id, [file.id])).statusCode).toBe(404);
    expect((await remove('sales2', customer.id, file.id)).statusCode).toBe(404);
    expect((await list('sales', customer.id)).json().data).toHaveLength(1);

    const byManager = await upload('manager', '经理补充.txt', '补充');
    const added = await add('manager', customer.id, [byManager.id]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data[0]).toMatchObject({ fileId: byManager.id, addedByName: '王经理' });
    expect((await remove('manager', customer.id, file.id)).statusCode).toBe(200);
    expect((await list('manager', customer.id)).json().data).toHaveLength(1);
  });

  it('answers 403 without the permissions and 404 for a customer of another organization', async () => {
    const customer = await salesCustomer('权限附件客户');
    expect((await list('warehouse', customer.id)).statusCode).toBe(403);
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const other = await t.app.inject({
      url: `/erp/crm/customer/${customer.id}/attachments`,
      headers: { ...headers.admin!, 'organization-id': String(branch!.id) },
    });
    expect(other.statusCode).toBe(404);
  });
});
