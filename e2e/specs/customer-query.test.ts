import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 查询客户 in Chromium: 李销售 finds his demo customer 上海云帆 by a contact's phone (13600000111),
 * masked unless 显示完整号码 is ticked, and opens its detail; a number nobody holds finds nothing.
 */
const browser = useBrowser();

describe('query customer', () => {
  it('finds a customer by a contact phone, shows the full number on request, and opens the detail', async () => {
    const context = await newContext(browser() as Browser);
    const page = await context.newPage();
    await signIn(page, 'sales');
    await page.goto('/customer/query');
    const phone = page.getByLabel('联系电话');
    await phone.fill('13600000111');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByRole('button', { name: '查看详情' }).waitFor();
    // Still the same page (the search is not a form post), with the phone masked.
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByText(/^136\*{4}\d{4}$/).count()).toBe(1);

    await page.getByText('显示完整号码').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('13600000101').waitFor();

    await page.getByRole('button', { name: '查看详情' }).click();
    await page.waitForURL(/\/customer\/manage\/detail\/\d+$/);

    await page.goto('/customer/query');
    await page.getByLabel('联系电话').fill('13699999999');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('没有找到符合条件的客户').waitFor();
    await context.close();
  });
});
