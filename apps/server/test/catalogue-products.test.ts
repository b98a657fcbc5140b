// On PGlite too: the children replace, the tree renumbering under row locks and the import's unique checks must behave the same on both databases.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/modules/catalogue/catalogue.tables.js';
import { demoProductPng } from '../src/modules/catalogue/demo-product-png.js';
import { priceWithDiscount } from '../src/modules/catalogue/product-price.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { DEMO_RATE_CUSTOMER } from '../src/modules/crm/discount-rates/discount-rate-demo-seed.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';
import { stockClient } from './stock-kit.js';

type Image = { fileId: number; thumbnailFileId: number; main: boolean };

/** Products beyond CRUD: attributes and images, the price a customer pays, category drags, import clashes. */
let t: TestApp;
let admin: Record<string, string>;
let api: ReturnType<typeof stockClient>['send'];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  api = stockClient(t.app, admin).send;
});
afterAll(() => t?.app.close());

const upload = async (name: string, bytes: Buffer | string) => {
  const token = await api('GET', '/erp/common/qiniu/token');
  const form = multipartForm({ token: token.body.data.token }, { name, bytes });
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/common/files/upload',
    payload: form.payload,
    headers: form.headers,
  });
  return { status: response.statusCode, body: response.json() };
};

/** Every blob in the test's file store (relative paths, sorted). */
const storedFiles = async () =>
  (await readdir(t.filesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.filesDir, path.join(entry.parentPath, entry.name)))
    .sort();

const newCategory = async (path: 'productCategory' | 'fittingCategory', name: string, parentId?: number) => {
  const { body } = await api('POST', `/erp/catalogue/${path}`, { name, parentId: parentId ?? null, sort: 0 });
  return body.data as { id: number };
};

const newProduct = async (sku: string, extra: object = {}) => {
  const category = await newCategory('productCategory', `分类 ${sku}`);
  const { status, body } = await api('POST', '/erp/catalogue/product', {
    sku,
    name: `测试商品 ${sku}`,
    categoryId: category.id,
    unit: '台',
    listPrice: 199_900,
    taxRate: '13',
    onSale: true,
    serialTracked: false,
    ...extra,
  });
  expect(status).toBe(200);
  return body.data as { id: number; categoryId: number };
};

describe('product attributes and images', () => {
  it('creates a product with its specs and images in one request, makes thumbnails and shows the main one in the list', async () => {
    const first = await upload('正面.png', demoProductPng(0, 600));
    const second = await upload('侧面.png', demoProductPng(1, 300));
    expect(first.status).toBe(200);
    const product = await newProduct('IMG-001', {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '容量', value: '128G' },
      ],
      images: [{ fileId: first.body.data.id }, { fileId: second.body.data.id, main: true }],
    });
    const created = product as unknown as { version: number; specs: object[]; images: Image[] };
    expect(created.specs.map(({ name, value }: { name?: string; value?: string }) => [name, value])).toEqual([
      ['颜色', '黑色'],
      ['容量', '128G'],
    ]);
    expect(created.images.map((image) => [image.fileId, image.main])).toEqual([
      [first.body.data.id, false],
      [second.body.data.id, true],
    ]);
    const details = (await api('GET', `/erp/catalogue/product/${product.id}/details`)).body.data;
    expect(details.images.map((image: { name: string }) => image.name)).toEqual(['正面.png', '侧面.png']);
    const thumbnail = await t.app.inject({ url: details.images[0].thumbnailUrl, headers: admin });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(size.width!, size.height!)).toBe(240);
    const row = await api('GET', `/erp/catalogue/product/page?sku=IMG-001`);
    expect(row.body.data.list[0].thumbnailFileId).toBe(created.images[1]!.thumbnailFileId);

    // An update with the images reordered keeps their thumbnails, in the same version step as the
    // product's own fields; the audit entry holds the children before and after.
    const again = await api('PUT', `/erp/catalogue/product/${product.id}`, {
      version: created.version,
      name: '改名的商品',
      specs: [],
      images: [{ fileId: second.body.data.id }, { fileId: first.body.data.id }],
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ name: '改名的商品', version: created.version + 1, specs: [] });
    expect(again.body.data.images[0]).toMatchObject({
      main: true,
      thumbnailFileId: created.images[1]!.thumbnailFileId,
    });
    const entries = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.before).toMatchObject({
      name: `测试商品 IMG-001`,
      specs: [{ name: '颜色' }, { name: '容量' }],
    });
    expect(entries[1]!.after).toMatchObject({ name: '改名的商品', specs: [] });
    const cleared = await api('PUT', `/erp/catalogue/product/${product.id}`, {
      version: created.version + 1,
      images: [],
    });
    expect(cleared.body.data.images).toEqual([]);
    const [stored] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(stored!.thumbnailFileId).toBeNull();
  });

  it('refuses a file that is not an image, a damaged image, a bad or repeated spec on its field, changing nothing', async () => {
    const product = await newProduct('IMG-002', { specs: [{ name: '颜色', value: '黑色' }] });
    const version = (product as unknown as { version: number }).version;
    expect((await upload('假图.png', '%PDF-1.7 not a picture')).status).toBe(400);
    const pdf = await upload('说明书.pdf', '%PDF-1.7\n1 0 obj\n');
    const update = (body: object) =>
      api('PUT', `/erp/catalogue/product/${product.id}`, { version, name: '不该保存', ...body });
    const notImage = await update({ images: [{ fileId: pdf.body.data.id }] });
    expect(notImage.status).toBe(400);
    expect(notImage.body.msg).toContain('说明书.pdf');
    expect(notImage.body.data.fieldErrors[0].path).toBe('images.0.fileId');
    // A picture sent as a plain file (20 MB limit) past the 2 MB picture limit is no product image.
    const oversized = await upload(
      '大图.png',
      Buffer.concat([demoProductPng(0, 8), Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(oversized.status).toBe(200);
    const tooLarge = await update({ images: [{ fileId: oversized.body.data.id }] });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.data.fieldErrors[0]).toEqual({
      path: 'images.0.fileId',
      message: '图片「大图.png」过大，不能超过 2 MB',
    });
    // PNG's first bytes, then garbage: the upload's sniffing passes it, decoding does not.
    const broken = await upload(
      '坏图.png',
      Buffer.concat([demoProductPng(0, 8).subarray(0, 16), Buffer.alloc(64, 7)]),
    );
    expect(broken.status).toBe(200);
    const unreadable = await update({ images: [{ fileId: broken.body.data.id }] });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.msg).toBe('图片「坏图.png」已损坏，无法读取');
    // A good image before the broken one had its thumbnail stored when the save was refused: the
    // rollback removes those bytes too, so the store holds no file that no row names.
    const good = await upload('好图.png', demoProductPng(2, 64));
    const filesBefore = await storedFiles();
    const secondUnreadable = await update({
      images: [{ fileId: good.body.data.id }, { fileId: broken.body.data.id }],
    });
    expect(secondUnreadable.body.data.fieldErrors[0].path).toBe('images.1.fileId');
    expect(await storedFiles()).toEqual(filesBefore);
    const missing = await update({ images: [{ fileId: 2_000_000_000 }] });
    expect(missing.body.data.fieldErrors[0].path).toBe('images.0.fileId');
    const repeated = await update({
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '颜色', value: '白色' },
      ],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.data.fieldErrors[0].path).toBe('specs.1.name');
    const tooLong = await update({
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '容量', value: '128G' },
        { name: '版本', value: '长'.repeat(65) },
      ],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.fieldErrors[0].path).toBe('specs.2.value');
    // A refused create leaves no product behind either.
    const refusedCreate = await api('POST', '/erp/catalogue/product', {
      sku: 'IMG-003',
      name: '不该创建',
      categoryId: product.categoryId,
      unit: '台',
      listPrice: 100,
      taxRate: '13',
      images: [{ fileId: pdf.body.data.id }],
    });
    expect(refusedCreate.status).toBe(400);
    expect((await api('GET', '/erp/catalogue/product/page?sku=IMG-003')).body.data.total).toBe(0);
    const after = await api('GET', `/erp/catalogue/product/${product.id}`);
    expect(after.body.data).toMatchObject({ name: '测试商品 IMG-002', version, images: [] });
    expect(after.body.data.specs).toMatchObject([{ name: '颜色', value: '黑色' }]);
  });

  it('seeds demo products with attributes and pictures', async () => {
    const { body } = await api('GET', '/erp/catalogue/product/page?sku=PH-0001');
    const demo = body.data.list[0];
    expect(demo.thumbnailFileId).not.toBeNull();
    const details = await api('GET', `/erp/catalogue/product/${demo.id}/details`);
    expect(details.body.data.attributes[0]).toEqual({ name: '颜色', value: '曜石黑' });
    expect(details.body.data.images).toHaveLength(2);
  });
});

describe('where a price comes from', () => {
  it('applies the rate half up to a fen, in exact integers', () => {
    expect(priceWithDiscount(199_900, null)).toMatchObject({ source: 'list', price: 199_900, rate: null });
    expect(priceWithDiscount(199_999, { rate: 8500, source: 'customer', id: 7 })).toEqual({
      listPrice: 199_999,
      rate: 8500,
      source: 'customer',
      discountRateId: 7,
      price: 169_999, // 169999.15 → 169999
    });
    expect(priceWithDiscount(1, { rate: 5000, source: 'level', id: 3 }).price).toBe(1); // 0.5 → 1
    expect(priceWithDiscount(Number.MAX_SAFE_INTEGER, { rate: 9999, source: 'level', id: 3 }).price).toBe(
      9_006_298_534_815_517, // 9006298534815516.9009 → …517, exact in BigInt
    );
  });

  it("answers the list price, the customer's own discount, or its level's", async () => {
    const product = await newProduct('PRICE-001', { listPrice: 100_000 });
    const list = await api('GET', `/erp/catalogue/product/${product.id}/price`);
    expect(list.body.data).toMatchObject({ source: 'list', price: 100_000 });
    const [own] = await t.db.select().from(customers).where(eq(customers.name, DEMO_RATE_CUSTOMER));
    const ownPrice = await api(
      'GET',
      `/erp/catalogue/product/${product.id}/price?customerId=${own!.id}&day=2026-06-01`,
    );
    expect(ownPrice.body.data).toMatchObject({ source: 'customer', rate: 8500, price: 85_000 });
    // Outside its own rate's dates, the customer's level A (90%) applies.
    await t.db.update(customers).set({ level: 'A' }).where(eq(customers.id, own!.id));
    const levelPrice = await api(
      'GET',
      `/erp/catalogue/product/${product.id}/price?customerId=${own!.id}&day=2027-01-05`,
    );
    expect(levelPrice.body.data).toMatchObject({ source: 'level', rate: 9000, price: 90_000 });
    const nobody = await api('GET', `/erp/catalogue/product/${product.id}/price?customerId=999999`);
    expect(nobody.status).toBe(400);
  });
});

describe('dragging categories', () => {
  const children = async (parentId: number) => {
    const { body } = await api(
      'GET',
      `/erp/catalogue/productCategory/page?parentId=${parentId}&sortField=sort&sortOrder=asc&pageSize=50`,
    );
    return body.data.list.map((row: { name: string }) => row.name);
  };

  it('moves a category among its siblings and under another parent, renumbering the order', async () => {
    const top = await newCategory('productCategory', '拖动顶级');
    for (const name of ['甲', '乙', '丙']) await newCategory('productCategory', name, top.id);
    const other = await newCategory('productCategory', '丁', top.id);
    const moved = await api('POST', `/erp/catalogue/productCategory/${other.id}/move`, {
      parentId: top.id,
      index: 0,
    });
    expect(moved.status).toBe(200);
    expect(await children(top.id)).toEqual(['丁', '甲', '乙', '丙']);
    const target = await newCategory('productCategory', '目标');
    await api('POST', `/erp/catalogue/productCategory/${other.id}/move`, { parentId: target.id, index: 5 });
    expect(await children(top.id)).toEqual(['甲', '乙', '丙']);
    expect(await children(target.id)).toEqual(['丁']);
  });

  it('refuses a move that would make a cycle or names a missing parent, moving nothing', async () => {
    const top = await newCategory('fittingCategory', '环顶级');
    const child = await newCategory('fittingCategory', '环子级', top.id);
    const grandchild = await newCategory('fittingCategory', '环孙级', child.id);
    const cycle = await api('POST', `/erp/catalogue/fittingCategory/${top.id}/move`, {
      parentId: grandchild.id,
      index: 0,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.data.fieldErrors[0].path).toBe('parentId');
    const self = await api('POST', `/erp/catalogue/fittingCategory/${top.id}/move`, {
      parentId: top.id,
      index: 0,
    });
    expect(self.status).toBe(400);
    const missing = await api('POST', `/erp/catalogue/fittingCategory/${top.id}/move`, {
      parentId: 999_999,
      index: 0,
    });
    expect(missing.status).toBe(400);
    const { body } = await api('GET', `/erp/catalogue/fittingCategory/${top.id}`);
    expect(body.data.parentId).toBeNull();
  });
});

describe('product import', () => {
  const importCsv = async (csv: string) => {
    const form = multipartForm({}, { name: 'products.csv', bytes: csv });
    const response = await t.app.inject({
      method: 'POST',
      url: '/erp/catalogue/product/import?mode=goodRowsOnly',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    return response.json().data;
  };

  it('names the rows repeating a SKU or barcode in the file or taking another product’s barcode', async () => {
    const holder = await newProduct('IMP-HOLD', { barcode: '6900000000017' });
    const header = 'SKU 编码,商品名称,商品分类,单位,条形码,标准售价,税率';
    const row = (sku: string, barcode: string) =>
      `${sku},导入商品 ${sku},${holder.categoryId},台,${barcode},9900,13%`;
    const report = await importCsv(
      [
        header,
        row('IMP-001', '6900000000024'),
        row('IMP-001', '6900000000031'), // SKU again (row 3)
        row('IMP-002', '6900000000024'), // barcode of row 2
        row('IMP-003', '6900000000017'), // barcode of IMP-HOLD
        row('IMP-004', ''),
        row('IMP-005', ''),
      ].join('\n'),
    );
    const problems = report.errors.map((error: { row: number; field: string }) => [error.row, error.field]);
    expect(problems).toEqual([
      [3, 'sku'],
      [4, 'barcode'],
      [5, 'barcode'],
    ]);
    expect(report.errors[0].message).toContain('2');
    const written = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.categoryId, holder.categoryId)));
    expect(written.map((p) => p.sku).sort()).toEqual(['IMP-001', 'IMP-004', 'IMP-005', 'IMP-HOLD']);
  });

  it('takes the unit by its name, refusing a row naming no unit of the organization', async () => {
    const holder = await newProduct('IMPU-HOLD');
    const header = 'SKU 编码,商品名称,商品分类,单位,标准售价,税率';
    const row = (sku: string, unit: string) => `${sku},导入商品 ${sku},${holder.categoryId},${unit},9900,13%`;
    const report = await importCsv([header, row('IMPU-001', '米'), row('IMPU-002', '桶装')].join('\n'));
    expect(report.errors).toEqual([
      { row: 3, field: 'unit', message: '单位「桶装」不存在，请先在计量单位中添加' },
    ]);
    const [written] = await t.db
      .select({ unit: products.unit })
      .from(products)
      .where(eq(products.sku, 'IMPU-001'));
    expect(written!.unit).toBe('米');
  });

  it('reads prices in yuan, as the export writes them, exactly into fen; finer than a fen is refused', async () => {
    const holder = await newProduct('IMPY-HOLD');
    const header = 'SKU 编码,商品名称,商品分类,单位,标准售价,税率';
    const row = (sku: string, price: string) => `${sku},导入商品 ${sku},${holder.categoryId},台,${price},13%`;
    const report = await importCsv(
      [header, row('IMPY-001', '19.99'), row('IMPY-002', '"1,234.5"'), row('IMPY-003', '0.125')].join('\n'),
    );
    expect(report.errors).toEqual([{ row: 4, field: 'listPrice', message: '须为金额（元），最多两位小数' }]);
    const written = await t.db
      .select({ sku: products.sku, listPrice: products.listPrice })
      .from(products)
      .where(eq(products.categoryId, holder.categoryId));
    expect(Object.fromEntries(written.map((p) => [p.sku, Number(p.listPrice)]))).toMatchObject({
      'IMPY-001': 1999,
      'IMPY-002': 123_450,
    });
  });
});
