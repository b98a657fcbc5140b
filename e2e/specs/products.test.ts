import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 商品: a category is added in the tree, a product with a spec and an image is created in it on the
 * full-page form in one request, and the list shows it with the image's thumbnail (made by the server).
 */
const browser = useBrowser();

const suffix = Date.now().toString(36);
const CATEGORY = `端到端分类${suffix}`;
const SKU = `E2E-${suffix}`.toUpperCase();
// A 4×4 red PNG (made with sharp; an earlier hand-written one had a broken IDAT, which the
// server rightly refused as damaged).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGO4IycHRwzEcQDTIxGBFNCZswAAAABJRU5ErkJggg==',
  'base64',
);

describe('products', () => {
  it('creates a category and a product with a spec and an image in one request, listed with its thumbnail', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');

    await page.goto('/product/category');
    await page.getByTestId('tree-node-手机通讯').waitFor();
    await page.getByRole('button', { name: '新增顶级分类' }).click();
    await page.getByTestId('tree-name-input').fill(CATEGORY);
    await page.getByTestId('tree-name-input').press('Enter');
    await page.getByTestId(`tree-node-${CATEGORY}`).waitFor();

    await page.goto('/product/create');
    const form = page.getByTestId('product-form');
    await form.locator('#sku').fill(SKU);
    await form.locator('#name').fill(`端到端商品 ${suffix}`);
    await form.locator('#categoryId').click();
    await form.locator('#categoryId').fill(CATEGORY);
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: CATEGORY }).click();
    // The unit is picked from 计量单位.
    await form.locator('#unit').fill('台');
    await page.locator('.ant-select-item-option[title="台"]').click();
    // What is typed stays as typed: a negative price and a cost finer than a fen are refused on
    // their fields (as the server would), never saved as ¥0.00 and ¥1.23.
    await form.locator('#listPrice').fill('-5');
    await form.locator('#costPrice').fill('1.2345');
    await page.getByTestId('product-form-save').click();
    const fieldError = (id: string) =>
      form.locator('.ant-form-item', { has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error');
    await fieldError('listPrice').waitFor();
    expect(await fieldError('listPrice').textContent()).toBe('标准售价不能小于 0');
    expect(await fieldError('costPrice').textContent()).toBe('成本价最多两位小数');
    expect(await form.locator('#listPrice').inputValue()).toBe('-5');
    expect(await form.locator('#costPrice').inputValue()).toBe('1.2345');
    expect(page.url()).toContain('/product/create');
    await form.locator('#costPrice').fill('');
    await form.locator('#listPrice').fill('1299.5');
    await page.getByTestId('product-images').locator('input[type=file]').setInputFiles({
      name: '正面.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByTestId('product-images').locator('img').waitFor();
    await page.getByTestId('product-attribute-add').click();
    await form.locator('#specs_0_name').fill('颜色');
    await form.locator('#specs_0_value').fill('红色');
    // The product, its spec and its image are saved by one request.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/erp/catalogue/product'))
        writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.getByTestId('product-form-save').click();

    await page.waitForURL(/\/product\/list/);
    expect(writes).toEqual(['POST /erp/catalogue/product']);
    await page.locator('.atrium-resource-filter-panel input').first().fill(SKU);
    await page.locator('.atrium-resource-filter-panel input').first().press('Enter');
    const row = page.locator('.ant-table-row', { hasText: SKU });
    await row.waitFor();
    expect(await row.textContent()).toContain('1,299.50');
    await row.locator('img').waitFor();

    // Editing opens the same page, named for what it does in its tab and the browser's title.
    await row.getByText('编辑', { exact: true }).click();
    await page.waitForURL(/\/product\/create\?id=\d+/);
    const tab = page.locator('[data-testid=multi-tab-item][data-path="/product/create"]');
    await expect.poll(() => tab.textContent()).toBe('编辑商品');
    expect(await page.title()).toBe('编辑商品 - Atrium');
    expect(await page.getByTestId('breadcrumb').textContent()).toContain('编辑商品');
    await context.close();
  });

  it("lists a product's stock over every warehouse, and opens its detail with its stock per warehouse", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    // A demo product the demo stock receives into 主仓库: the list's 库存 is its total, in its unit.
    await page.goto('/product/list?sku=OS-0001');
    const row = page.locator('.ant-table-row', { hasText: 'OS-0001' }).first();
    await row.getByTestId('item-on-hand').waitFor();
    const total = (await row.getByTestId('item-on-hand').textContent())!;
    expect(total).toMatch(/^[1-9]\d* 盒$/);
    await row.getByText('查看', { exact: true }).click();
    const stock = page.getByTestId('product-detail').getByTestId('product-stock');
    await stock.locator('tr', { hasText: '主仓库' }).waitFor();
    // The same total as the detail's warehouses add up to.
    const perWarehouse = await stock.locator('tbody tr.ant-table-row td:nth-child(2)').allTextContents();
    expect(`${perWarehouse.reduce((sum, onHand) => sum + Number(onHand), 0)} 盒`).toBe(total);
    // The price check's customer picker is named, an empty table's text reads (issue 22).
    expect(describeViolations(await seriousViolations(page))).toBe('');
    // A generic detail dialog names the record, not the menu (配件详情, not 配件列表详情).
    await page.goto('/product/fitting/list');
    await page.getByTestId('resource-table').locator('.ant-table-row').first().getByText('查看').click();
    await page.getByTestId('record-detail').waitFor();
    expect(await page.locator('.ant-modal-title').textContent()).toBe('配件详情');
    await context.close();
  });

  it("opens the list for the warehouse keeper with its category filter's options, asking nothing they may not read", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await signIn(page, 'warehouse');
    await page.goto('/product/list');
    await page.getByTestId('resource-table').locator('.ant-table-row').first().waitFor();
    await page.locator('.atrium-resource-filter-panel #filter_categoryId').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '手机通讯' }).first().waitFor();
    expect(refused).toEqual([]);
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    await context.close();
  });
});
