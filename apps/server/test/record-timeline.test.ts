// On PGlite too: the timeline's migration backfill and the transition's state entry are SQL both databases must run alike.
import { readFile } from 'node:fs/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { files } from '../src/modules/files/files.tables.js';
import { stockDocuments } from '../src/modules/stock/stock.tables.js';
import { timelineEntries } from '../src/platform/timeline/timeline.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/**
 * Record timelines (platform/timeline): a transition's state change lands on the record's timeline
 * in its transaction; members comment, attach and link; a record the reader may not open (another
 * organization's, outside the data scope) answers 404; the CRM's and the suppliers' history
 * written by the services is what the migration's backfill writes from their own tables.
 */
let t: TestApp;
let warehouse: ReturnType<typeof stockClient>;
let sales: ReturnType<typeof stockClient>;
let manager: ReturnType<typeof stockClient>;
let orgId: number;

beforeAll(async () => {
  t = await buildTestApp();
  warehouse = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  sales = stockClient(t.app, await loginAs(t.app, 'sales'));
  manager = stockClient(t.app, await loginAs(t.app, 'manager'));
  const [org] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = org!.id;
});
afterAll(() => t?.app.close());

const timeline = async (client: ReturnType<typeof stockClient>, path: string, query = '') =>
  client.send('GET', `${path}/timeline${query}`);
const customerNamed = async (name: string) =>
  (
    await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.name, name)))
  )[0]!;

describe('record timeline', () => {
  it('shows a receipt’s reversal as a state change, with comments, files and links, newest first', async () => {
    const product = itemPicker((await untouchedItems(t.db)).plain);
    const { body: posted } = await warehouse.receipt({
      warehouseId: await warehouseId(t.db, 'WH-MAIN'),
      lines: [{ itemKind: 'product', itemId: product(1), quantity: '1' }],
    });
    expect(posted.code).toBe(200);
    const receipt = `/erp/stock/receipt/${posted.data.id}`;
    expect((await timeline(warehouse, receipt)).body.data).toMatchObject({ list: [], total: 0 });

    expect((await warehouse.reverse(posted.data.id)).body.code).toBe(200);
    const comment = await warehouse.send('POST', `${receipt}/timeline/comment`, {
      content: ' 供应商来电确认退货 ',
    });
    expect(comment.body).toMatchObject({ code: 200, data: { type: 'comment', body: '供应商来电确认退货' } });

    const [file] = await t.db
      .insert(files)
      .values({
        orgId,
        userId: (await t.db.select().from(users).where(eq(users.username, 'warehouse')))[0]!.id,
        key: `test/timeline-${posted.data.id}`,
        originalName: '退货单.pdf',
        mime: 'application/pdf',
        size: 10,
        sha256: 'x',
      })
      .returning();
    const attached = await warehouse.send('POST', `${receipt}/timeline/attachment`, { fileIds: [file!.id] });
    expect(attached.body.data.attachments).toMatchObject([{ id: file!.id, name: '退货单.pdf' }]);
    const missing = await warehouse.send('POST', `${receipt}/timeline/attachment`, { fileIds: [999999] });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fieldErrors).toMatchObject([{ path: 'fileIds' }]);

    const [supplier] = (await warehouse.send('GET', '/erp/supply/supplier/page?pageSize=1')).body.data.list;
    const linked = await warehouse.send('POST', `${receipt}/timeline/link`, {
      kind: 'supplier',
      id: supplier!.id,
    });
    expect(linked.body, JSON.stringify(linked.body)).toMatchObject({ code: 200 });
    expect(linked.body.data.link).toEqual({ kind: 'supplier', id: supplier!.id, label: supplier!.name });
    // The link shows on the other record's timeline too, naming the receipt by its number.
    const there = await timeline(warehouse, `/erp/supply/supplier/${supplier!.id}`);
    expect(there.body.data.list[0]).toMatchObject({
      type: 'link',
      link: { kind: 'stockReceipt', id: posted.data.id, label: posted.data.documentNo },
      authorName: '孙仓管',
    });
    const unknownKind = await warehouse.send('POST', `${receipt}/timeline/link`, { kind: 'nothing', id: 1 });
    expect(unknownKind.body.data.fieldErrors).toMatchObject([{ path: 'kind' }]);
    const gone = await warehouse.send('POST', `${receipt}/timeline/link`, { kind: 'supplier', id: 999999 });
    expect(gone.status).toBe(400);
    expect(gone.body.data.fieldErrors).toMatchObject([{ path: 'id' }]);

    const { body } = await timeline(warehouse, receipt);
    expect(body.data.total).toBe(4);
    expect(body.data.list.map((entry: { type: string }) => entry.type)).toEqual([
      'link',
      'attachment',
      'comment',
      'state',
    ]);
    expect(body.data.list[3]).toMatchObject({
      action: 'reverse',
      fromState: 'posted',
      toState: 'reversed',
      authorName: '孙仓管',
    });
    const second = await timeline(warehouse, receipt, '?pageNum=2&pageSize=3');
    expect(second.body.data.list.map((entry: { id: number }) => entry.id)).toEqual([body.data.list[3].id]);
  });

  it('gives a count its own timeline: comments there, a receipt’s id under the count path is not found', async () => {
    const product = itemPicker((await untouchedItems(t.db)).plain);
    const main = await warehouseId(t.db, 'WH-MAIN');
    const { body: counted } = await warehouse.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(5), countedQuantity: '2' }],
    });
    expect(counted.code, JSON.stringify(counted)).toBe(200);
    const count = `/erp/stock/count/${counted.data.id}`;
    const comment = await warehouse.send('POST', `${count}/timeline/comment`, { content: '盘点表已签字' });
    expect(comment.body).toMatchObject({ code: 200, data: { type: 'comment', body: '盘点表已签字' } });
    expect((await timeline(warehouse, count)).body.data).toMatchObject({
      total: 1,
      list: [{ type: 'comment', body: '盘点表已签字', authorName: '孙仓管' }],
    });
    const { body: received } = await warehouse.receipt({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: product(6), quantity: '1' }],
    });
    const before = await t.db.$count(timelineEntries);
    expect((await timeline(warehouse, `/erp/stock/count/${received.data.id}`)).status).toBe(404);
    expect((await timeline(warehouse, `/erp/stock/receipt/${counted.data.id}`)).status).toBe(404);
    const misplaced = await warehouse.send('POST', `/erp/stock/count/${received.data.id}/timeline/comment`, {
      content: '不是盘点单',
    });
    expect(misplaced.status).toBe(404);
    expect(await t.db.$count(timelineEntries)).toBe(before);
  });

  it('answers 404 for a record the reader may not open, and writes nothing there', async () => {
    const held = await customerNamed('广州南方家居有限公司'); // 王经理's customer
    expect((await timeline(manager, `/erp/crm/customer/${held.id}`)).status).toBe(200);
    const before = await t.db.$count(timelineEntries);
    for (const response of [
      await timeline(sales, `/erp/crm/customer/${held.id}`),
      await sales.send('POST', `/erp/crm/customer/${held.id}/timeline/comment`, { content: '看不到' }),
    ]) {
      expect(response.status).toBe(404);
    }
    // Another organization's customer: its id in the caller's organization is not found either.
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const [branchCustomer] = await t.db
      .insert(customers)
      .values({ orgId: branch!.id, sn: 'KHTIMELINE-BRANCH', name: '分公司客户' })
      .returning({ id: customers.id });
    expect((await timeline(manager, `/erp/crm/customer/${branchCustomer!.id}`)).status).toBe(404);
    const foreignComment = await manager.send(
      'POST',
      `/erp/crm/customer/${branchCustomer!.id}/timeline/comment`,
      {
        content: '别家的',
      },
    );
    expect(foreignComment.status).toBe(404);
    const [last] = await t.db
      .select({ id: sql<number>`max(${stockDocuments.id})::int` })
      .from(stockDocuments);
    const beyond = last!.id + 1;
    expect((await timeline(warehouse, `/erp/stock/receipt/${beyond}`)).status).toBe(404);
    // The sales role may not open receipts at all: the kind's own permission.
    expect((await timeline(sales, '/erp/stock/receipt/1')).status).toBe(403);
    expect(await t.db.$count(timelineEntries)).toBe(before);
  });

  it('shows a customer’s events and follow-ups, a new follow-up on top', async () => {
    const held = await customerNamed('广州南方家居有限公司');
    const added = await manager.send('POST', `/erp/crm/customer/${held.id}/activity`, {
      kind: 'visit',
      content: '现场确认交付时间',
    });
    expect(added.body.code).toBe(200);
    const { body } = await timeline(manager, `/erp/crm/customer/${held.id}`, '?pageSize=50');
    expect(body.data.list[0]).toMatchObject({
      type: 'activity',
      action: 'visit',
      body: '现场确认交付时间',
      authorName: '王经理',
      data: { activityId: added.body.data.id },
    });
    const types = body.data.list.map(
      (entry: { type: string; action: string }) => `${entry.type}:${entry.action}`,
    );
    // The three demo follow-ups, and the customer's creation; no `followed_up` event beside its follow-up.
    expect(types.filter((type: string) => type.startsWith('activity:'))).toHaveLength(4);
    expect(types).toContain('event:created');
    expect(types.some((type: string) => type.endsWith(':followed_up'))).toBe(false);
  });

  it('backfills from the CRM’s and the suppliers’ own tables exactly what their services write', async () => {
    const comparable = () =>
      t.db
        .select({
          orgId: timelineEntries.orgId,
          recordKind: timelineEntries.recordKind,
          recordId: timelineEntries.recordId,
          type: timelineEntries.type,
          action: timelineEntries.action,
          body: timelineEntries.body,
          fromState: timelineEntries.fromState,
          toState: timelineEntries.toState,
          fileIds: timelineEntries.fileIds,
          data: timelineEntries.data,
          authorUserId: timelineEntries.authorUserId,
          at: timelineEntries.at,
        })
        .from(timelineEntries)
        // What the backfill covers: the kinds that had timelines before it (later kinds, such as
        // the sale orders the demo writes, are the services' alone).
        .where(
          sql`${timelineEntries.type} in ('event', 'activity', 'state') and ${timelineEntries.recordKind} in ('customer', 'supplier', 'stockReceipt')`,
        )
        .orderBy(
          asc(timelineEntries.recordKind),
          asc(timelineEntries.recordId),
          asc(timelineEntries.at),
          asc(timelineEntries.type),
          asc(timelineEntries.action),
          asc(timelineEntries.body),
        );
    const written = await comparable();
    expect(written.filter((entry) => entry.recordKind === 'customer').length).toBeGreaterThan(10);
    expect(written.filter((entry) => entry.recordKind === 'supplier').length).toBeGreaterThan(3);
    expect(written.filter((entry) => entry.type === 'state').length).toBeGreaterThan(0);

    await t.db.delete(timelineEntries);
    // The backfill, then what later migrations add to its entries (a follow-up's hasRecording).
    for (const file of ['0051_record_timeline.sql', '0054_activity_recordings.sql']) {
      const migration = await readFile(new URL(`../drizzle/${file}`, import.meta.url), 'utf8');
      const handWritten = migration.slice(migration.indexOf('-- hand-written:'));
      for (const statement of handWritten.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
    }
    expect(await comparable()).toEqual(written);
  });
});
