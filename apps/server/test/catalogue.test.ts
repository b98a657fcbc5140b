// On PGlite too: the category tree walk, the partial unique indexes and the reference labels must behave the same on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
