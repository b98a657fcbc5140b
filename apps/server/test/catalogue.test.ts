// On PGlite too: the category tree walk, the partial unique indexes and the reference labels must behave the same on both databases.
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { catalogueUnits } from '../src/modules/catalogue/units.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { stockClient } from './stock-kit.js';

/** The catalogue base: category trees, products, fittings and their reference sources. */
let t: TestApp;
let api: ReturnType<typeof stockClient>['send'];

beforeAll(async () => {
  t = await buildTestApp();
  api = stockClient(t.app, await loginAs(t.app, 'admin')).send;
});
afterAll(() => t?.app.close());

const category = async (path: 'productCategory' | 'fittingCategory', name: string, parentId?: number) => {
  const { status, body } = await api('POST', `/erp/catalogue/${path}`, {
    name,
    parentId: parentId ?? null,
    sort: 0,
  });
  expect(status).toBe(200);
  return body.data as { id: number; version: number };
};

const product = (categoryId: number, sku: string, extra: object = {}) =>
  api('POST', '/erp/catalogue/product', {
    sku,
    name: `测试商品 ${sku}`,
    categoryId,
    unit: '台',
    listPrice: 129_900,
    taxRate: '13',
    onSale: true,
    serialTracked: false,
    ...extra,
  });

describe('catalogue', () => {
  it('keeps a category tree free of cycles', async () => {
    const top = await category('productCategory', '测试顶级');
    const child = await category('productCategory', '测试子级', top.id);
    const grandchild = await category('productCategory', '测试孙级', child.id);
    const cycle = await api('PUT', `/erp/catalogue/productCategory/${top.id}`, {
      parentId: grandchild.id,
      version: top.version,
    });
    expect(cycle.status).toBe(400);
    expect(JSON.stringify(cycle.body)).toContain('parentId');
    const self = await api('PUT', `/erp/catalogue/productCategory/${top.id}`, {
      parentId: top.id,
      version: top.version,
    });
    expect(self.status).toBe(400);
  });

  it('refuses deleting a category with sub-categories or products, then deletes it empty', async () => {
    const top = await category('productCategory', '待删顶级');
    const child = await category('productCategory', '待删子级', top.id);
    const withChildren = await api(
      'DELETE',
      `/erp/catalogue/productCategory/${top.id}?version=${top.version}`,
    );
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.msg).toBe('该分类下还有子分类，请先删除或移走子分类');
    const created = await product(child.id, 'DEL-0001');
    expect(created.status).toBe(200);
    const inUse = await api('DELETE', `/erp/catalogue/productCategory/${child.id}?version=${child.version}`);
    expect(inUse.status).toBe(400);
    expect(inUse.body.msg).toBe('该分类下还有 1 个商品，请先将其移到其他分类');
    const { id, version } = created.body.data as { id: number; version: number };
    expect((await api('DELETE', `/erp/catalogue/product/${id}?version=${version}`)).status).toBe(200);
    expect(
      (await api('DELETE', `/erp/catalogue/productCategory/${child.id}?version=${child.version}`)).status,
    ).toBe(200);
    expect(
      (await api('DELETE', `/erp/catalogue/productCategory/${top.id}?version=${top.version}`)).status,
    ).toBe(200);
  });

  it('refuses clearing a category order to null (its column holds none), on create and update, naming the field', async () => {
    for (const path of ['productCategory', 'fittingCategory'] as const) {
      const created = await api('POST', `/erp/catalogue/${path}`, { name: `空排序 ${path}`, sort: null });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        code: 400,
        data: { fieldErrors: [{ path: 'sort', message: '此项不能为空' }] },
      });
      const kept = await category(path, `保留排序 ${path}`);
      const updated = await api('PUT', `/erp/catalogue/${path}/${kept.id}`, {
        sort: null,
        version: kept.version,
      });
      expect(updated.status).toBe(400);
      expect(updated.body).toMatchObject({ data: { fieldErrors: [{ path: 'sort' }] } });
      // Left out, it takes the column's default; the parent may still be cleared to null.
      const fresh = await api('POST', `/erp/catalogue/${path}`, { name: `默认排序 ${path}`, parentId: null });
      expect(fresh.body.data).toMatchObject({ sort: 0, parentId: null });
    }
  });

  it('keeps SKUs and filled barcodes unique per organization, prices in whole fen', async () => {
    const leaf = await category('productCategory', '唯一性');
    expect((await product(leaf.id, 'UNI-0001', { barcode: '' })).status).toBe(200);
    expect((await product(leaf.id, 'UNI-0002', { barcode: '' })).status).toBe(200);
    const sku = await product(leaf.id, 'UNI-0001');
    expect(sku.status).toBe(400);
    expect(JSON.stringify(sku.body)).toContain('sku');
    expect((await product(leaf.id, 'UNI-0003', { barcode: '6900000000001' })).status).toBe(200);
    const barcode = await product(leaf.id, 'UNI-0004', { barcode: '6900000000001' });
    expect(barcode.status).toBe(400);
    expect(JSON.stringify(barcode.body)).toContain('barcode');
    expect((await product(leaf.id, 'UNI-0005', { listPrice: 12.5 })).status).toBe(400);
    expect((await product(leaf.id, 'UNI-0006', { taxRate: '7' })).status).toBe(400);
    const missing = await product(999_999, 'UNI-0007');
    expect(missing.status).toBe(400);
  });

  it('labels products by SKU and name, and the reference options find them by barcode', async () => {
    const page = await api('GET', '/erp/catalogue/product/page?pageNo=1&pageSize=5&sku=PH-0001');
    expect(page.status).toBe(200);
    const row = page.body.data.list[0] as { id: number; name: string; labels: { categoryId: string } };
    expect(row.labels.categoryId).toBe('智能手机');
    const options = await api('GET', `/erp/common/reference/product/options?ids=${row.id}`);
    expect(options.status).toBe(200);
    expect(JSON.stringify(options.body.data)).toContain(`PH-0001 ${row.name}`);
    const fitting = await api('GET', '/erp/common/reference/fitting/options?keyword=BT-00');
    expect(fitting.body.data.length).toBeGreaterThan(0);
  });

  it('seeds a few hundred demo products in a category tree, and fittings', async () => {
    const page = await api('GET', '/erp/catalogue/product/page?pageNo=1&pageSize=1');
    expect(page.body.data.total).toBeGreaterThanOrEqual(200);
    const fittings = await api('GET', '/erp/catalogue/fitting/page?pageNo=1&pageSize=1');
    expect(fittings.body.data.total).toBeGreaterThanOrEqual(16);
  });
});

describe('units of measure', () => {
  const unit = async (name: string, decimals: number, extra: object = {}) =>
    api('POST', '/erp/catalogue/unit', { name, decimals, enabled: true, ...extra });
  const unitRow = async (name: string) =>
    (
      await api('GET', `/erp/catalogue/unit/page?name=${encodeURIComponent(name)}&pageSize=50`)
    ).body.data.list.find((row: { name: string }) => row.name === name) as {
      id: number;
      version: number;
      decimals: number;
      enabled: boolean;
    };

  it('starts every organization with the common units, names unique, 0 to 4 decimals', async () => {
    expect(await unitRow('台')).toMatchObject({ decimals: 0, enabled: true });
    expect(await unitRow('米')).toMatchObject({ decimals: 2 });
    expect(await unitRow('千克')).toMatchObject({ decimals: 3 });
    const taken = await unit('台', 0);
    expect(taken.status).toBe(400);
    expect(taken.body.data.fieldErrors[0].path).toBe('name');
    for (const decimals of [5, -1, 1.5]) expect((await unit('测试单位', decimals)).status).toBe(400);
    expect((await unit('测试单位', 4)).status).toBe(200);
  });

  it('makes a product or fitting name an enabled unit of its organization, and keeps a unit in use', async () => {
    const leaf = await category('productCategory', '单位测试');
    const unknown = await product(leaf.id, 'UNIT-0001', { unit: '桶' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('单位「桶」不存在，请先在计量单位中添加');
    expect(unknown.body.data.fieldErrors[0].path).toBe('unit');
    expect((await unit('桶', 0)).status).toBe(200);
    const created = await product(leaf.id, 'UNIT-0001', { unit: '桶' });
    expect(created.status).toBe(200);
    const barrel = await unitRow('桶');
    // In use: not renamed, not deleted; disabling keeps it on the product but off new ones.
    const renamed = await api('PUT', `/erp/catalogue/unit/${barrel.id}`, {
      version: barrel.version,
      name: '大桶',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toBe('单位「桶」正被 1 个商品或配件使用，不能改名');
    const deleted = await api('DELETE', `/erp/catalogue/unit/${barrel.id}?version=${barrel.version}`);
    expect(deleted.body.msg).toBe('单位「桶」正被 1 个商品或配件使用，不能删除（可以停用）');
    const disabled = await api('PUT', `/erp/catalogue/unit/${barrel.id}`, {
      version: barrel.version,
      enabled: false,
      decimals: 1,
    });
    expect(disabled.status).toBe(200);
    const options = await api('GET', '/erp/common/reference/unit/options?keyword=桶');
    expect(options.body.data).toEqual([]);
    const second = await product(leaf.id, 'UNIT-0002', { unit: '桶' });
    expect(second.body.msg).toBe('单位「桶」已停用');
    const kept = await api('PUT', `/erp/catalogue/product/${created.body.data.id}`, {
      version: created.body.data.version,
      unit: '桶',
      name: '改名后仍用停用的单位',
    });
    expect(kept.status).toBe(200);
    const fitting = await api('POST', '/erp/catalogue/fitting', {
      code: 'UNIT-F1',
      name: '单位测试配件',
      categoryId: (await category('fittingCategory', '单位测试配件')).id,
      unit: '桶',
      price: 100,
      enabled: true,
    });
    expect(fitting.body.data.fieldErrors[0].path).toBe('unit');
    // Once no live item names it, it is renamed and deleted as any record.
    const moved = await api('PUT', `/erp/catalogue/product/${created.body.data.id}`, {
      version: kept.body.data.version,
      unit: '个',
    });
    expect(moved.status).toBe(200);
    const free = await unitRow('桶');
    const freeRenamed = await api('PUT', `/erp/catalogue/unit/${free.id}`, {
      version: free.version,
      name: '大桶',
    });
    expect(freeRenamed.status).toBe(200);
    expect(
      (await api('DELETE', `/erp/catalogue/unit/${free.id}?version=${freeRenamed.body.data.version}`)).status,
    ).toBe(200);
  });

  it('has migration 0044 turn the free-text units items name into units, known measures with decimals', async () => {
    const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    const orgId = demo!.id;
    // An organization from before units: its items name units it has no record of.
    const [item] = await t.db
      .select({ id: fittings.id })
      .from(fittings)
      .where(eq(fittings.orgId, orgId))
      .limit(1);
    await t.db.update(fittings).set({ unit: '公斤' }).where(eq(fittings.id, item!.id));
    const [anyProduct] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.orgId, orgId))
      .limit(1);
    await t.db.update(products).set({ unit: '捆' }).where(eq(products.id, anyProduct!.id));
    await t.db.delete(catalogueUnits).where(eq(catalogueUnits.orgId, orgId));
    const migration = await readFile(new URL('../drizzle/0044_catalogue_units.sql', import.meta.url), 'utf8');
    const handWritten = migration.slice(migration.indexOf('-- hand-written:'));
    for (const statement of handWritten.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const units = new Map(
      (await t.db.select().from(catalogueUnits).where(eq(catalogueUnits.orgId, orgId))).map((row) => [
        row.name,
        row.decimals,
      ]),
    );
    expect(units.get('台')).toBe(0);
    expect(units.get('米')).toBe(2);
    expect(units.get('块')).toBe(0);
    expect(units.get('公斤')).toBe(3);
    expect(units.get('捆')).toBe(0);
    // Every unit an item names is a unit now.
    const orphans = (await t.db.execute(sql`
      select used.unit from (select org_id, unit from catalogue_products union select org_id, unit from catalogue_fittings) used
      where not exists (select 1 from catalogue_units u where u.org_id = used.org_id and u.name = used.unit)`)) as unknown as {
      rows: unknown[];
    };
    expect(orphans.rows).toEqual([]);
  });
});
