// On PGlite too: the fits replace locks the fitting row and the applicability walk runs EXISTS subqueries; both must behave the same on the embedded database.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { stockClient, warehouseId } from './stock-kit.js';

/** Fittings ↔ products (both ways), the fitting list's extras, platform services and their categories. */
let t: TestApp;
let client: ReturnType<typeof stockClient>;
let api: ReturnType<typeof stockClient>['send'];
let orgId: number;

beforeAll(async () => {
  t = await buildTestApp();
  client = stockClient(t.app, await loginAs(t.app, 'admin'));
  api = client.send;
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(() => t?.app.close());

const idOf = async (table: typeof products | typeof fittings, column: 'sku' | 'code', value: string) => {
  const [row] = await t.db
    .select({ id: table.id, version: table.version, name: table.name })
    .from(table)
    .where(and(eq(table.orgId, orgId), eq(column === 'sku' ? products.sku : fittings.code, value)));
  return row!;
};

const newFitting = async (code: string) => {
  const [category] = (await api('GET', '/erp/common/reference/fittingCategory/options')).body.data;
  const created = await api('POST', '/erp/catalogue/fitting', {
    code,
    name: `测试配件 ${code}`,
    categoryId: category.id,
    unit: '个',
    price: 1_000,
    enabled: true,
  });
  expect(created.status).toBe(200);
  return created.body.data as { id: number; version: number };
};

describe('fits', () => {
  it('seeds fits both ways: a phone battery fits phones, a phone lists its battery', async () => {
    const battery = await idOf(fittings, 'code', 'BT-002');
    const page = await api('GET', `/erp/catalogue/fitting/${battery.id}/products?pageSize=5`);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThan(5);
    expect(page.body.data.list).toHaveLength(5);
    for (const row of page.body.data.list) {
      expect(row.sku).toMatch(/^PH-/);
      expect(row.categoryName).toBe('智能手机');
    }
    const phone = page.body.data.list[0];
    const back = await api('GET', `/erp/catalogue/product/${phone.id}/fittings?keyword=电池`);
    expect(back.body.data.list.map((row: { code: string }) => row.code)).toEqual(['BT-002']);
  });

  it('replaces the products of a fitting, searchable by keyword and paged, and audits it', async () => {
    const fitting = await newFitting('FIT-T-001');
    const a = await idOf(products, 'sku', 'NB-0001');
    const b = await idOf(products, 'sku', 'NB-0002');
    const c = await idOf(products, 'sku', 'WP-0001');
    const replaced = await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [a.id, b.id, c.id],
      version: fitting.version,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toEqual({ fitsCount: 3, version: fitting.version + 1 });
    const all = await api('GET', `/erp/catalogue/fitting/${fitting.id}/products?pageSize=2&pageNum=2`);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((row: { sku: string }) => row.sku)).toEqual(['WP-0001']);
    const byKeyword = await api('GET', `/erp/catalogue/fitting/${fitting.id}/products?keyword=nb-000`);
    expect(byKeyword.body.data.list.map((row: { sku: string }) => row.sku)).toEqual(['NB-0001', 'NB-0002']);
    const fromProduct = await api('GET', `/erp/catalogue/product/${c.id}/fittings?keyword=FIT-T`);
    expect(fromProduct.body.data.list.map((row: { code: string }) => row.code)).toEqual(['FIT-T-001']);

    // A stale version changes nothing.
    const stale = await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [a.id],
      version: fitting.version,
    });
    expect(stale.status).toBe(409);
    const shrunk = await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [c.id],
      version: fitting.version + 1,
    });
    expect(shrunk.body.data.fitsCount).toBe(1);
    expect((await api('GET', `/erp/catalogue/fitting/${fitting.id}/products`)).body.data.total).toBe(1);
    expect((await api('GET', `/erp/catalogue/product/${a.id}/fittings?keyword=FIT-T`)).body.data.total).toBe(
      0,
    );
    const audits = await t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'fitting'), eq(auditLog.entityId, String(fitting.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.slice(-1)).toEqual([
      { before: { productIds: [a.id, b.id, c.id] }, after: { productIds: [c.id] } },
    ]);
  });

  it("refuses repeated, deleted and other organizations' products, naming the entry, and changes nothing", async () => {
    const fitting = await newFitting('FIT-T-002');
    const a = await idOf(products, 'sku', 'PR-0001');
    const repeated = await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [a.id, a.id],
      version: fitting.version,
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.data.fieldErrors).toEqual([
      { path: 'productIds.1', message: `商品「PR-0001 ${a.name}」重复选择` },
    ]);

    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const inBranch = { 'organization-id': String(branch!.id) };
    const branchCategory = await api(
      'POST',
      '/erp/catalogue/productCategory',
      { name: '分公司分类', parentId: null, sort: 0 },
      inBranch,
    );
    const foreign = await api(
      'POST',
      '/erp/catalogue/product',
      {
        sku: 'BR-P-1',
        name: '分公司商品',
        categoryId: branchCategory.body.data.id,
        unit: '台',
        listPrice: 100,
        taxRate: '13',
      },
      inBranch,
    );
    expect(foreign.status).toBe(200);
    const foreignId = foreign.body.data.id as number;
    const other = await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [a.id, foreignId],
      version: fitting.version,
    });
    expect(other.status).toBe(400);
    expect(other.body.data.fieldErrors[0].path).toBe('productIds.1');
    expect(other.body.msg).toBe('所选第 2 个商品不存在');

    const doomed = await idOf(products, 'sku', 'PR-0002');
    expect(
      (await api('DELETE', `/erp/catalogue/product/${doomed.id}?version=${doomed.version}`)).status,
    ).toBe(200);
    const deleted = await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [doomed.id],
      version: fitting.version,
    });
    expect(deleted.status).toBe(400);
    expect(deleted.body.data.fieldErrors[0].path).toBe('productIds.0');
    expect(deleted.body.msg).toBe(`商品「PR-0002 ${doomed.name}」已删除`);
    expect((await api('GET', `/erp/catalogue/fitting/${fitting.id}/products`)).body.data.total).toBe(0);
    // Deleted and foreign ends are not found from either side.
    expect((await api('GET', `/erp/catalogue/product/${doomed.id}/fittings`)).status).toBe(404);
    expect((await api('GET', `/erp/catalogue/product/${foreignId}/fittings`)).status).toBe(404);
    const gone = await newFitting('FIT-T-003');
    expect((await api('DELETE', `/erp/catalogue/fitting/${gone.id}?version=${gone.version}`)).status).toBe(
      200,
    );
    expect((await api('GET', `/erp/catalogue/fitting/${gone.id}/products`)).status).toBe(404);
    expect(
      (
        await api('PUT', `/erp/catalogue/fitting/${gone.id}/products`, {
          productIds: [a.id],
          version: gone.version + 1,
        })
      ).status,
    ).toBe(404);
  });

  it('leaves a deleted product out of the fits until it is restored', async () => {
    const fitting = await newFitting('FIT-T-004');
    const p = await idOf(products, 'sku', 'TK-0001');
    await api('PUT', `/erp/catalogue/fitting/${fitting.id}/products`, {
      productIds: [p.id],
      version: fitting.version,
    });
    await api('DELETE', `/erp/catalogue/product/${p.id}?version=${p.version}`);
    expect((await api('GET', `/erp/catalogue/fitting/${fitting.id}/products`)).body.data.total).toBe(0);
    const extras = await api('GET', `/erp/catalogue/fitting/extras?ids=${fitting.id}`);
    expect(extras.body.data).toEqual([{ id: fitting.id, fitsCount: 0 }]);
    await api('POST', `/erp/catalogue/product/${p.id}/restore`);
    expect((await api('GET', `/erp/catalogue/fitting/${fitting.id}/products`)).body.data.total).toBe(1);
  });

  it("answers each page fitting's fits count, and stock its on-hand over the warehouses, other ids left out", async () => {
    const fitting = await idOf(fittings, 'code', 'WF-001');
    const main = await warehouseId(t.db, 'WH-MAIN');
    const east = await warehouseId(t.db, 'WH-EAST');
    for (const [warehouse, quantity] of [
      [main, '3'],
      [east, '2'],
    ] as const) {
      const posted = await client.receipt({
        warehouseId: warehouse,
        lines: [{ itemKind: 'fitting', itemId: fitting.id, quantity }],
      });
      expect(posted.status).toBe(200);
    }
    const extras = await api('GET', `/erp/catalogue/fitting/extras?ids=${fitting.id},2147483647`);
    expect(extras.status).toBe(200);
    const wp = await api('GET', '/erp/catalogue/product/page?sku=WP-&pageSize=1');
    expect(extras.body.data).toEqual([{ id: fitting.id, fitsCount: wp.body.data.total }]);
    const onHand = await api(
      'GET',
      `/erp/stock/item/on-hand-totals?itemKind=fitting&ids=${fitting.id},2147483647`,
    );
    expect(onHand.body.data).toEqual([{ itemId: fitting.id, onHand: '5' }]);
    expect((await api('GET', '/erp/catalogue/fitting/extras?ids=1.5')).status).toBe(400);
    expect((await api('GET', '/erp/catalogue/fitting/extras?ids=')).status).toBe(400);
  });
});

describe('platform services', () => {
  const service = (code: string, extra: object = {}) =>
    api('POST', '/erp/catalogue/platformService', {
      code,
      name: `测试服务 ${code}`,
      kind: 'installation',
      price: 9_900,
      durationMinutes: 60,
      saleMode: 'withProduct',
      enabled: true,
      lines: [],
      ...extra,
    });

  it('requires the length its kind needs and refuses a repeated category, changing nothing', async () => {
    const noValidity = await service('SV-T-001', { kind: 'extendedWarranty', durationMinutes: null });
    expect(noValidity.status).toBe(400);
    expect(noValidity.body.data.fieldErrors).toEqual([
      { path: 'validityMonths', message: '延保服务须填写有效期（月）' },
    ]);
    const noDuration = await service('SV-T-001', { kind: 'onSiteRepair', durationMinutes: null });
    expect(noDuration.body.data.fieldErrors[0].path).toBe('durationMinutes');
    const [category] = (await api('GET', '/erp/common/reference/productCategory/options?keyword=净水器')).body
      .data;
    const repeated = await service('SV-T-001', {
      lines: [{ categoryId: category.id }, { categoryId: category.id }],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.data.fieldErrors[0].path).toBe('lines.1.categoryId');
    const badPrice = await service('SV-T-001', { price: 1.5 });
    expect(badPrice.status).toBe(400);
    const badKind = await service('SV-T-001', { kind: 'massage' });
    expect(badKind.status).toBe(400);
    expect((await api('GET', '/erp/catalogue/platformService/page?code=SV-T-001')).body.data.total).toBe(0);

    const other = await service('SV-T-001', { kind: 'other', durationMinutes: null });
    expect(other.status).toBe(200);
    // Changing the kind checks the record as it will be: a warranty without months is refused.
    const toWarranty = await api('PUT', `/erp/catalogue/platformService/${other.body.data.id}`, {
      kind: 'extendedWarranty',
      version: other.body.data.version,
    });
    expect(toWarranty.status).toBe(400);
    const withMonths = await api('PUT', `/erp/catalogue/platformService/${other.body.data.id}`, {
      kind: 'extendedWarranty',
      validityMonths: 12,
      version: other.body.data.version,
    });
    expect(withMonths.status).toBe(200);
    expect(withMonths.body.data.validityMonths).toBe(12);
    const duplicate = await service('SV-T-001');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.data.fieldErrors[0].path).toBe('code');
  });

  it('applies a service to the products of its categories and their sub-categories, all when none', async () => {
    const options = async (keyword: string) =>
      (
        await api(
          'GET',
          `/erp/common/reference/productCategory/options?keyword=${encodeURIComponent(keyword)}`,
        )
      ).body.data[0].id as number;
    const homeAppliances = await options('生活家电');
    const printers = await options('打印机');
    const forHome = await service('SV-T-101', { lines: [{ categoryId: homeAppliances }] });
    expect(forHome.status).toBe(200);
    expect(forHome.body.data.lines.map((line: { categoryId: number }) => line.categoryId)).toEqual([
      homeAppliances,
    ]);
    await service('SV-T-102', { lines: [{ categoryId: printers }] });
    await service('SV-T-103', { enabled: false });
    const purifier = await idOf(products, 'sku', 'WP-0002');
    const codes = async (productId: number) =>
      (await api('GET', `/erp/catalogue/product/${productId}/platformServices`)).body.data
        .map((row: { code: string }) => row.code)
        .filter((code: string) => code.startsWith('SV-T-1') || code === 'SV-REP-001' || code === 'SV-EW-036');
    // 净水器 sits under 生活家电: the top category's service applies; the printer's and the disabled one do not.
    expect(await codes(purifier.id)).toEqual(['SV-EW-036', 'SV-REP-001', 'SV-T-101']);
    const printer = await idOf(products, 'sku', 'PR-0011');
    expect(await codes(printer.id)).toEqual(['SV-REP-001', 'SV-T-102']);
    expect((await api('GET', '/erp/catalogue/product/2147483647/platformServices')).status).toBe(404);
  });

  it('lists the demo services with how many categories each names', async () => {
    const page = await api(
      'GET',
      '/erp/catalogue/platformService/page?kind=extendedWarranty&sortField=code&sortOrder=asc',
    );
    expect(page.status).toBe(200);
    const demo = page.body.data.list.filter((row: { code: string }) => row.code.startsWith('SV-EW-'));
    expect(demo.map((row: { code: string; lineCount: number }) => [row.code, row.lineCount])).toEqual([
      ['SV-EW-012', 1],
      ['SV-EW-024', 1],
      ['SV-EW-036', 1],
    ]);
  });
});
