import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 导入 on 客户来源 in a real browser against the real server: the template downloads, a file with
 * a bad row is checked (the bad row listed), only the good rows are imported and the list shows them.
 */
const browser = useBrowser();
const suffix = Date.now().toString(36);

describe('resource import (客户来源)', () => {
  it('downloads the template, checks a file, imports the good rows', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/system/customerSource/list');
    await page.getByTestId('resource-table').locator('.ant-table-row').first().waitFor();

    await page.getByTestId('import-button').click();
    const dialog = page.locator('.ant-modal', { hasText: '导入客户来源' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载 CSV 模板' }).click();
    expect((await download).suggestedFilename()).toBe('客户来源导入模板.csv');

    const csv = `来源名称,来源编码\n端到端导入${suffix},imp-${suffix}\n坏行,bad code\n`;
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'sources.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByTestId('import-check').click();
    const errors = dialog.getByTestId('import-errors');
    await errors.waitFor();
    expect(await errors.locator('tbody tr').count()).toBe(1);
    expect(await errors.locator('tbody tr td').first().textContent()).toBe('3');

    await dialog.getByTestId('import-commit').click();
    await dialog.getByText('导入完成').waitFor();
    await dialog.getByRole('button', { name: '关闭', exact: true }).last().click();
    await page.getByTestId('resource-table').getByText(`端到端导入${suffix}`).waitFor();
    await context.close();
  });
});
