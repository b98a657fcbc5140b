import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 入库单 → 盘点 → 库存查询 in the browser: the warehouse keeper receives 10 units of a product
 * at ¥12.50 from a supplier (深圳华强) into 华东仓, counts 8 on a line added by hand (its book 10 and a difference of
 * −2 shown before posting, as the posted count reads), then finds the product's balance with its average cost
 * and value, and its move history with each move's value.
 * Then the administrator changes the receipts' number pattern in 单据编号, the next receipt takes it,
 * and its 冲销 transition (offered by the server in the receipt's detail) posts its reversal, taken
 * in English.
 */
const browser = useBrowser();

// A demo product the demo stock leaves alone (办公耗材, second brand).
const SKU = 'OS-0152';
/** A receipt line's unit price input (yuan). */
const unitPrice = (form: Locator) => form.getByTestId('line-unit-price');

describe('stock screens', () => {
  it('receives 10 units, counts a difference and shows the move history', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'warehouse');

    await page.goto('/supply/stock/receipt/list');
    await page.getByTestId('stock-receipt-list').waitFor();
    await page.getByRole('button', { name: '新建入库单' }).click();
    const receipt = page.getByTestId('receipt-form');
    await receipt.getByTestId('reference-picker-warehouse').click();
    await receipt.getByTestId('reference-picker-warehouse').locator('input').fill('华东');
    await page.locator('.ant-select-item-option', { hasText: '华东仓' }).click();
    const supplier = receipt.getByTestId('reference-picker-supplier');
    await supplier.click();
    await supplier.locator('input').fill('楚天');
    await page.locator('.ant-select-item-option', { hasText: '武汉楚天线缆有限公司' }).click();
    await receipt.getByTestId('line-item-product').click();
    await receipt.getByTestId('line-item-product').locator('input').fill(SKU);
    await page.locator('.ant-select-item-option', { hasText: SKU }).click();
    await receipt.getByTestId('line-quantity').fill('10');
    await unitPrice(receipt).fill('12.5');
    // A second line brings a phone whose serial number is in 主仓库 already.
    await receipt.getByRole('button', { name: '添加商品' }).click();
    const phoneLine = receipt.getByTestId('document-lines').locator('.ant-table-row').nth(1);
    await phoneLine.getByTestId('line-item-product').click();
    await phoneLine.getByTestId('line-item-product').locator('input').fill('PH-0001');
    await page.locator('.ant-select-item-option', { hasText: 'PH-0001' }).click();
    await phoneLine.getByTestId('serials-input').locator('input').fill('PH-0001-A001');
    await phoneLine.getByTestId('serials-input').locator('input').press('Enter');
    await unitPrice(phoneLine).fill('1000');
    await receipt.getByRole('textbox', { name: '备注' }).fill('端到端入库');
    // Each line's cells are named after their column, the bin select after its label (issue 22).
    expect(describeViolations(await seriousViolations(page))).toBe('');
    const post = () => receipt.getByRole('button', { name: /过\s*账/ }).click();
    await post();
    // A supplier the company stopped working with (停止合作) delivers nothing: refused on its field.
    const supplierError = receipt
      .locator('.ant-form-item', { has: page.getByTestId('reference-picker-supplier') })
      .locator('.ant-form-item-explain-error');
    await supplierError.waitFor();
    expect(await supplierError.textContent()).toContain('已停止合作');
    await supplier.click();
    await supplier.locator('input').fill('华强');
    await page.locator('.ant-select-item-option', { hasText: '深圳华强电子科技有限公司' }).click();
    await post();
    // The serial's refusal says where it is, on the line that names it.
    const serialError = phoneLine.getByTestId('line-error');
    await serialError.waitFor();
    expect(await serialError.textContent()).toMatch(/PH-0001-A001.*主仓库/);
    await phoneLine.getByTestId('lines-remove').click();
    await post();
    await page.getByText('入库单已过账').waitFor();
    const posted = page.getByTestId('stock-receipt-list').locator('tr', { hasText: '端到端入库' }).first();
    await posted.waitFor();
    expect(await posted.textContent()).toContain('深圳华强电子科技有限公司');

    await page.goto('/supply/stock/count/list');
    await page.getByRole('button', { name: '新建盘点' }).click();
    const count = page.getByTestId('count-form');
    await count.getByTestId('reference-picker-warehouse').click();
    await count.getByTestId('reference-picker-warehouse').locator('input').fill('华东');
    await page.locator('.ant-select-item-option', { hasText: '华东仓' }).click();
    // A line added by hand shows the book quantity the count will post, as a loaded one does.
    await count.getByRole('button', { name: '添加商品' }).click();
    await count.getByTestId('line-item-product').click();
    await count.getByTestId('line-item-product').locator('input').fill(SKU);
    await page.locator('.ant-select-item-option', { hasText: SKU }).click();
    const line = count.getByTestId('document-lines').locator('tr', { hasText: SKU });
    // Every quantity in the item's unit (盒), as the server names it.
    await expect.poll(() => line.getByTestId('line-book').textContent()).toBe('10 盒');
    await count.getByTestId('count-load').click();
    await count.getByTestId('count-summary').waitFor();
    expect(await count.getByTestId('document-lines').locator('tr', { hasText: SKU }).count()).toBe(1);
    await expect.poll(() => line.getByTestId('line-book').textContent()).toBe('10 盒');
    await line.getByTestId('line-quantity').fill('8');
    expect(await line.getByTestId('line-difference').textContent()).toBe('-2 盒');
    await count
      .getByTestId('count-summary')
      .getByText(/盘亏 1 项/)
      .waitFor();
    await count.getByRole('button', { name: /过\s*账/ }).click();
    await page.getByText('盘点已过账').waitFor();
    // The posted count reads as the form did: book 10, counted 8, difference −2; its totals come
    // from the server, and 只看差异 leaves the one line that differs of all those loaded.
    const postedCount = page.getByTestId('stock-count-list').locator('tr', { hasText: '华东仓' }).first();
    await postedCount.getByText('查看', { exact: true }).click();
    const countDetail = page.getByTestId('document-detail');
    const countLine = countDetail.getByTestId('document-lines').locator('tr', { hasText: SKU });
    await countLine.waitFor();
    expect(await countLine.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['10 盒', '8 盒', '-2 盒']),
    );
    expect(await countDetail.getByTestId('count-totals').textContent()).toBe(
      '盘盈 0 项 ¥0.00，盘亏 1 项 -¥25.00',
    );
    await countDetail.getByTestId('count-differences-only').click();
    await expect
      .poll(() => countDetail.getByTestId('document-lines').locator('tbody tr.ant-table-row').count())
      .toBe(1);
    // A count has its own timeline: the keeper notes why the two are missing.
    const countTimeline = page.getByTestId('count-timeline');
    await countTimeline.getByRole('textbox').fill('两件样机借给展厅');
    await countTimeline.getByRole('button', { name: '发表评论' }).click();
    await countTimeline
      .getByTestId('timeline-entry')
      .first()
      .filter({ hasText: '两件样机借给展厅' })
      .waitFor();

    await page.goto(`/supply/stock/overview?keyword=${SKU}`);
    const balance = page
      .getByTestId('stock-overview')
      .locator('tr', { hasText: '华东仓' })
      .filter({ hasText: SKU });
    await balance.waitFor();
    // 8 left at the ¥12.50 they came in at (the loss went out at that average).
    expect(await balance.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['8 盒', '¥12.50', '¥100.00']),
    );
    // The moves at 华东仓, signed for it, with the on-hand after each (结存, summed by the server).
    await balance.getByTestId('balance-item').click();
    const history = page.getByTestId('move-history');
    const figures = async (row: Locator) => [
      await row.getByTestId('move-change').textContent(),
      await row.getByTestId('move-balance').textContent(),
    ];
    const loss = history.locator('tr', { hasText: '华东仓 → 盘点调整' });
    await loss.waitFor();
    expect(await figures(loss)).toEqual(['-2 盒', '8 盒']);
    const received = history.locator('tr', { hasText: '供应商 → 华东仓' }).filter({ hasText: '¥125.00' });
    expect(await figures(received)).toEqual(['+10 盒', '10 盒']);
    // The receipt's number opens the receipt.
    const receiptNo = (await received.getByTestId('move-document').textContent())!;
    await received.getByTestId('move-document').click();
    await page.waitForURL(/\/supply\/stock\/receipt\/list\?open=\d+/);
    await page.getByTestId('document-detail').locator('.ant-drawer-title', { hasText: receiptNo }).waitFor();

    // 冲销 of that receipt is refused now that two of its ten have left: the refusal shows, the
    // confirmation closes, and the page throws nothing.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/supply/stock/receipt/list');
    const receiptRow = page
      .getByTestId('stock-receipt-list')
      .locator('tr', { hasText: '端到端入库' })
      .first();
    await receiptRow.getByTestId('row-transition-reverse').click();
    const confirm = page.locator('.ant-popconfirm', { hasText: '冲销' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    // The stock's own refusal (a row's 冲销 reads no version: it was once refused as a bad request).
    await page.locator('.ant-message-error', { hasText: '库存不足' }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await context.close();
    // Longer than the default: one walk through three screens and two documents.
  }, 90_000);

  it('takes a changed number pattern for the next receipt (单据编号, preview computed by the server)', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');

    await page.goto('/system/documentNumber/list');
    await page.getByTestId('document-number-edit-stockReceipt').click();
    await page.getByTestId('document-number-prefix').fill('rke');
    await page.getByRole('spinbutton', { name: '流水号位数' }).fill('5');
    const preview = page.getByTestId('document-number-preview');
    await expect.poll(() => preview.textContent()).toMatch(/^RKE\d{8}-00001$/);
    const next = (await preview.textContent())!;
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByTestId('document-number-next-stockReceipt').getByText(next).waitFor();

    await page.goto('/supply/stock/receipt/list');
    await page.getByRole('button', { name: '新建入库单' }).click();
    const receipt = page.getByTestId('receipt-form');
    await receipt.getByTestId('reference-picker-warehouse').click();
    await receipt.getByTestId('reference-picker-warehouse').locator('input').fill('主仓');
    await page.locator('.ant-select-item-option', { hasText: '主仓库' }).click();
    await receipt.getByTestId('line-item-product').click();
    await receipt.getByTestId('line-item-product').locator('input').fill(SKU);
    await page.locator('.ant-select-item-option', { hasText: SKU }).click();
    await receipt.getByTestId('line-quantity').fill('1');
    await unitPrice(receipt).fill('0');
    await receipt.getByRole('button', { name: /过\s*账/ }).click();
    await page.getByText('入库单已过账').waitFor();
    await page.getByTestId('document-keyword').fill('RKE');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.getByTestId('stock-receipt-list').locator('tr', { hasText: next });
    await row.waitFor();

    // 冲销 is the receipt's transition the server offers in its detail; taking it posts the CX
    // reversal. Taken in English: the labels, the confirmation and the detail read in full.
    await page.getByTestId('locale-switch-en').click();
    await row.getByText('View', { exact: true }).click();
    const detail = page.getByTestId('document-detail');
    await detail.locator('.ant-descriptions-item-label', { hasText: 'Status' }).waitFor();
    // This receipt has no supplier: every description still has its label (an empty name once
    // left a pair with neither label nor value).
    for (const label of await detail.locator('.ant-descriptions-item-label').allTextContents())
      expect(label.trim()).not.toBe('');
    await detail.getByTestId('transition-reverse').click();
    const confirm = page.locator('.ant-popconfirm');
    await confirm.getByText('Reversing returns everything on this receipt to the supplier').waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-message', { hasText: 'Reversed' }).waitFor();
    // The row's tag says it, and names the reversal on hover.
    await expect
      .poll(() => row.getByText('Reversed', { exact: true }).getAttribute('title'))
      .toMatch(/^CX\d{8}-\d{4}$/);
    // The reversal is on the receipt's timeline (the transition wrote it); a comment joins it on top.
    await row.getByText('View', { exact: true }).click();
    const timeline = page.getByTestId('receipt-timeline');
    await timeline.getByTestId('timeline-entry').filter({ hasText: 'Posted → Reversed' }).waitFor();
    await timeline.getByRole('textbox').fill('供应商发错型号');
    await timeline.getByRole('button', { name: 'Comment' }).click();
    await timeline.getByTestId('timeline-entry').first().filter({ hasText: '供应商发错型号' }).waitFor();
    await context.close();
  });

  it('reads at 390 px: 库存查询 rows with on hand and available, folded filters, the receipt quantity, supplier activities', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    // Signed in at desktop width (a phone's side menu is a drawer), then the phone's.
    await page.setViewportSize({ width: 390, height: 844 });
    /** Whether an element lies within the phone's width (not cut off nor scrolled out sideways). */
    const onScreen = async (element: Locator) => {
      const box = (await element.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    };

    // 库存查询: the filters fold behind one button, and a row shows its on hand and available.
    await page.goto('/supply/stock/overview');
    const overview = page.getByTestId('stock-overview');
    const row = overview.locator('tr.ant-table-row').first();
    await row.waitFor();
    expect(await overview.getByRole('textbox', { name: '商品' }).isVisible()).toBe(false);
    expect(await row.locator('td').allTextContents()).toHaveLength(3);
    expect(await onScreen(row.locator('td').last())).toBe(true);
    await overview.getByTestId('filter-fold').click();
    expect(await overview.getByRole('textbox', { name: '商品' }).isVisible()).toBe(true);
    // The generic lists fold theirs the same way.
    await page.goto('/product/list');
    await page.getByTestId('filter-fold').waitFor();
    expect(await page.getByTestId('resource-filter').isVisible()).toBe(false);

    // 新建入库单: each line is one block, its quantity on screen.
    await page.goto('/supply/stock/receipt/list');
    await page.getByRole('button', { name: '新建入库单' }).click();
    const receipt = page.getByTestId('receipt-form');
    await receipt.getByTestId('line-quantity').waitFor();
    expect(await onScreen(receipt.getByTestId('line-quantity'))).toBe(true);
    expect(await onScreen(unitPrice(receipt))).toBe(true);
    await receipt.getByRole('button', { name: /取\s*消/ }).click();

    // 供应商动态: the content keeps most of the width.
    await page.goto('/supply/supplier/activity');
    const content = page.getByTestId('supplier-activity-feed').locator('tr.ant-table-row td').nth(1);
    await content.waitFor();
    expect((await content.boundingBox())!.width).toBeGreaterThan(180);
    await context.close();
  }, 90_000);
});
