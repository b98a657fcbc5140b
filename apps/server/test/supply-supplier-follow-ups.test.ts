import * as activitiesApi from '@atrium/contract/endpoints/supplier-activities';
import * as itemsApi from '@atrium/contract/endpoints/supplier-items';
import { supplierResource } from '@atrium/contract/resources/supplier';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { files } from '../src/modules/files/files.tables.js';
import { supplierItems } from '../src/modules/supply/supplier-items.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { buildTestApp, call, grantToRoles, loginAs, type TestApp } from './harness.js';
import { uploadText } from './upload-kit.js';

/** What a supplier supplies and its activities: both follow the supplier's data scope. */
let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const supplier = { ofSales: 0, ofSales2: 0 };
let productId: number;
let fittingId: number;
let branchProductId: number;
let branchId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await grantToRoles(
    t.db,
    ['salesperson'],
    [
      'supplierList:add',
      'supplierList:query',
      'supplierDetail:get',
      'supplierDetail:update',
      'supplierActivity:query',
    ],
  );
  for (const username of ['admin', 'sales', 'sales2', 'warehouse'])
    as[username] = await loginAs(t.app, username);
  const create = async (username: string, code: string) =>
    (
      await call(t.app, supplierResource.endpoints.create.answer, {
        method: 'POST',
        url: supplierResource.basePath,
        headers: as[username],
        payload: { code, name: `${code} 公司`, status: 'active' },
      })
    ).body.data.id;
  supplier.ofSales = await create('sales', 'F-S1');
  supplier.ofSales2 = await create('sales2', 'F-S2');
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [product] = await t.db.select().from(products).where(eq(products.orgId, demo!.id)).limit(1);
  const [fitting] = await t.db.select().from(fittings).where(eq(fittings.orgId, demo!.id)).limit(1);
  productId = product!.id;
  fittingId = fitting!.id;
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
  const [branchProduct] = await t.db
    .insert(products)
    .values({ ...product!, id: undefined, orgId: branch!.id, sku: 'BRANCH-ONLY' })
    .returning({ id: products.id });
  branchProductId = branchProduct!.id;
});
afterAll(() => t?.app.close());

const itemsUrl = (supplierId: number) => `/erp/supply/supplier/${supplierId}/items`;
const inject = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...as[username], 'accept-language': 'zh-CN' }, payload });

describe('supplied items', () => {
  it('adds a product and a fitting with price and lead time, labelled, and lists them products first', async () => {
    const fitting = await inject('sales', 'POST', itemsUrl(supplier.ofSales), {
      itemKind: 'fitting',
      itemId: fittingId,
      purchasePrice: 1250,
      leadTimeDays: 3,
    });
    expect(fitting.statusCode, fitting.body).toBe(200);
    const product = await inject('sales', 'POST', itemsUrl(supplier.ofSales), {
      itemKind: 'product',
      itemId: productId,
      purchasePrice: 99_900,
      leadTimeDays: 15,
      remark: '含税价',
    });
    expect(product.statusCode, product.body).toBe(200);
    const list = await call(t.app, itemsApi.suppliedItemList.answer, {
      url: itemsUrl(supplier.ofSales),
      headers: as.sales,
    });
    expect(
      list.body.data.map((item) => [item.itemKind, item.itemId, item.purchasePrice, item.leadTimeDays]),
    ).toEqual([
      ['product', productId, 99_900, 15],
      ['fitting', fittingId, 1250, 3],
    ]);
    expect(list.body.data.every((item) => typeof item.itemLabel === 'string' && item.itemLabel !== '')).toBe(
      true,
    );
  });

  it('refuses the same item twice, an unknown or foreign item and bad terms, changing nothing', async () => {
    const before = await t.db
      .select()
      .from(supplierItems)
      .where(eq(supplierItems.supplierId, supplier.ofSales));
    const twice = await inject('sales', 'POST', itemsUrl(supplier.ofSales), {
      itemKind: 'product',
      itemId: productId,
      purchasePrice: 1,
      leadTimeDays: 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fieldErrors).toEqual([
      { path: 'itemId', message: '该供应商已供应此商品或配件' },
    ]);
    for (const itemId of [999_999, branchProductId]) {
      const missing = await inject('sales', 'POST', itemsUrl(supplier.ofSales), {
        itemKind: 'product',
        itemId,
        purchasePrice: 1,
        leadTimeDays: 1,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.fieldErrors[0]).toEqual({ path: 'itemId', message: '所选商品或配件不存在' });
    }
    for (const bad of [
      { itemKind: 'service', itemId: productId, purchasePrice: 1, leadTimeDays: 1 },
      { itemKind: 'product', itemId: productId, purchasePrice: -1, leadTimeDays: 1 },
      { itemKind: 'product', itemId: productId, purchasePrice: 1.5, leadTimeDays: 1 },
      { itemKind: 'product', itemId: productId, purchasePrice: 1, leadTimeDays: 366 },
    ]) {
      const response = await inject('sales', 'POST', itemsUrl(supplier.ofSales), bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const after = await t.db
      .select()
      .from(supplierItems)
      .where(eq(supplierItems.supplierId, supplier.ofSales));
    expect(after).toEqual(before);
  });

  it('updates and removes an item, audited; another supplier’s item id is not found', async () => {
    const [row] = await t.db
      .select()
      .from(supplierItems)
      .where(and(eq(supplierItems.supplierId, supplier.ofSales), eq(supplierItems.itemKind, 'fitting')));
    const updated = await inject('sales', 'PUT', `${itemsUrl(supplier.ofSales)}/${row!.id}`, {
      purchasePrice: 1300,
      leadTimeDays: 5,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(itemsApi.suppliedItemUpdate.answer.parse(updated.json().data)).toMatchObject({
      purchasePrice: 1300,
      leadTimeDays: 5,
    });
    const wrongParent = await inject('admin', 'DELETE', `${itemsUrl(supplier.ofSales2)}/${row!.id}`);
    expect(wrongParent.statusCode).toBe(404);
    const removed = await inject('sales', 'DELETE', `${itemsUrl(supplier.ofSales)}/${row!.id}`);
    expect(removed.statusCode).toBe(200);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'supplierItem'), eq(auditLog.entityId, String(row!.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((audit) => audit.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('keeps to the supplier data scope: another salesperson’s supplier answers 404', async () => {
    for (const [method, url, payload] of [
      ['GET', itemsUrl(supplier.ofSales2), undefined],
      [
        'POST',
        itemsUrl(supplier.ofSales2),
        { itemKind: 'product', itemId: productId, purchasePrice: 1, leadTimeDays: 1 },
      ],
    ] as const) {
      const response = await inject('sales', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

/** Uploads a text file through the files module as `username`, like the browser does. */
const upload = (username: string, name: string, text: string) => uploadText(t.app, as[username]!, name, text);

const activityUrl = (supplierId: number) => `/erp/supply/supplier/${supplierId}/activity`;
const feed = async (username: string, query: Record<string, string> = {}) =>
  (
    await call(t.app, activitiesApi.supplierActivityFeed.answer, {
      url: activitiesApi.supplierActivityFeed.path,
      query: { pageSize: '100', ...query },
      headers: as[username],
    })
  ).body.data;

describe('supplier activities', () => {
  it('adds a visit with attachments that download, newest first in the timeline', async () => {
    const quote = await upload('sales', '报价单.txt', '报价 100 元');
    const older = await inject('sales', 'POST', activityUrl(supplier.ofSales), {
      kind: 'call',
      content: '电话确认交期',
      occurredAt: '2026-11-01T02:00:00.000Z',
    });
    expect(older.statusCode, older.body).toBe(200);
    const visit = await inject('sales', 'POST', activityUrl(supplier.ofSales), {
      kind: 'visit',
      content: '上门考察产线',
      occurredAt: '2026-11-10T02:00:00.000Z',
      attachmentFileIds: [quote.id, quote.id],
    });
    expect(visit.statusCode, visit.body).toBe(200);
    const added = activitiesApi.supplierActivityAdd.answer.parse(visit.json().data);
    expect(added).toMatchObject({
      supplierId: supplier.ofSales,
      supplierCode: 'F-S1',
      kind: 'visit',
      authorName: '李销售',
      occurredAt: '2026-11-10T02:00:00.000Z',
    });
    expect(added.attachments.map((file) => file.name)).toEqual(['报价单.txt']);
    const download = await t.app.inject({ url: added.attachments[0]!.url, headers: as.sales });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('报价 100 元');
    const timeline = await call(t.app, activitiesApi.supplierActivityTimeline.answer, {
      url: `${activityUrl(supplier.ofSales)}/page`,
      headers: as.sales,
    });
    expect(timeline.body.data.list.map((activity) => activity.content)).toEqual([
      '上门考察产线',
      '电话确认交期',
    ]);
  });

  it('refuses empty content, an unknown kind, a future time and files that are not the organization’s', async () => {
    const foreign = await upload('admin', '分公司.txt', 'x');
    // The same file, moved to the other organization: not a file this one may attach.
    await t.db.update(files).set({ orgId: branchId }).where(eq(files.id, foreign.id));
    const cases: [object, string][] = [
      [{ kind: 'note', content: '   ' }, 'content'],
      [{ kind: 'meeting', content: '会议' }, 'kind'],
      [
        { kind: 'note', content: '未来', occurredAt: new Date(Date.now() + 86_400_000).toISOString() },
        'occurredAt',
      ],
      [{ kind: 'note', content: '附件', attachmentFileIds: [foreign.id] }, 'attachmentFileIds'],
    ];
    const before = (await feed('sales')).total;
    for (const [payload, field] of cases) {
      const response = await inject('sales', 'POST', activityUrl(supplier.ofSales), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().data.fieldErrors[0].path).toBe(field);
    }
    expect((await feed('sales')).total).toBe(before);
  });

  it('the feed shows activities of suppliers in scope only, with supplier, kind, author and day filters', async () => {
    const theirs = await inject('sales2', 'POST', activityUrl(supplier.ofSales2), {
      kind: 'note',
      content: '张销售的备注',
      occurredAt: '2026-11-05T02:00:00.000Z',
    });
    expect(theirs.statusCode).toBe(200);
    const mine = await feed('sales');
    expect(mine.list.every((activity) => activity.supplierId === supplier.ofSales)).toBe(true);
    expect(mine.list.map((activity) => activity.content)).not.toContain('张销售的备注');
    // Another salesperson's supplier: its timeline and adding to it are not found.
    expect((await inject('sales', 'GET', `${activityUrl(supplier.ofSales2)}/page`)).statusCode).toBe(404);
    expect(
      (await inject('sales', 'POST', activityUrl(supplier.ofSales2), { kind: 'note', content: '越权' }))
        .statusCode,
    ).toBe(404);
    // The administrator sees both, and the filters narrow them.
    const all = await feed('admin', { supplierId: String(supplier.ofSales2) });
    expect(all.list.map((activity) => activity.content)).toEqual(['张销售的备注']);
    const visits = await feed('admin', { kind: 'visit', startDate: '2026-11-10', endDate: '2026-11-10' });
    expect(visits.list.map((activity) => activity.content)).toContain('上门考察产线');
    expect(visits.list.every((activity) => activity.kind === 'visit')).toBe(true);
    const byAuthor = await feed('admin', { authorUserId: String(mine.list[0]!.authorUserId) });
    expect(byAuthor.list.every((activity) => activity.authorName === '李销售')).toBe(true);
    const reversed = await t.app.inject({
      url: activitiesApi.supplierActivityFeed.path,
      query: { startDate: '2026-11-10', endDate: '2026-11-01' },
      headers: as.admin,
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('shows the demo feed to the warehouse keeper: their suppliers only, newest first', async () => {
    const page = await feed('warehouse');
    expect(page.total).toBeGreaterThan(5);
    const times = page.list.map((activity) => activity.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.list.some((activity) => activity.supplierCode === 'SUP-004')).toBe(false); // the administrator's
  });
});
