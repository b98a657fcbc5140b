import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newContext, useBrowser } from '../support/browser.js';

/**
 * Enterprise-chat mobile pages at a phone's 375x812: the salesperson's own customers as cards,
 * a customer's detail with contacts and timeline, and a new customer (bad phone refused first);
 * nothing scrolls sideways.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };

async function phonePage(): Promise<Page> {
  const context = await newContext(browser(), 'zh-CN', PHONE);
  const page = await context.newPage();
  await page.goto('/user/login?redirect=%2FweCom-mobile-list');
  await page.locator('#login_username').fill('sales');
  await page.locator('#login_password').fill(DEMO_PASSWORD);
  await page.locator('#login_password').press('Enter');
  await page.waitForURL(/\/weCom-mobile-list/);
  return page;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe('enterprise-chat mobile pages', () => {
  it('lists the salesperson customers, opens one and creates another', async () => {
    const page = await phonePage();
    const cards = page.locator('.wecom-mobile-card');
    await cards.filter({ hasText: '上海云帆贸易有限公司' }).waitFor();
    const names = await cards.locator('.wecom-mobile-card-title > span').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['上海云帆贸易有限公司', '杭州青禾科技有限公司']));
    // 王经理's customer is outside 李销售's data scope; no side menu on a phone page.
    expect(names).not.toContain('北京博远信息技术有限公司');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByPlaceholder('搜索客户名称').fill('青禾');
    await page.getByPlaceholder('搜索客户名称').press('Enter');
    await expect.poll(() => cards.count()).toBe(1);

    await cards.first().click();
    await page.waitForURL(/\/weCom-mobile-detail\/\d+/);
    await page.getByRole('heading', { name: '杭州青禾科技有限公司' }).waitFor();
    await page.getByRole('heading', { name: '联系人' }).waitFor();
    await page.locator('.ant-timeline-item', { hasText: '创建客户' }).first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/weCom-mobile-list/);
    await page.getByRole('button', { name: '新建客户' }).click();
    await page.waitForURL(/\/weCom-mobile-create/);
    const name = `移动端客户${Date.now().toString(36)}`;
    await page.locator('#name').fill(name);
    await page.locator('#phone').fill('12345');
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存' }))
      .click();
    await page.getByText('联系电话格式不正确').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    const phone = `139${String(Date.now()).slice(-8)}`;
    await page.locator('#phone').fill(phone);
    await page.locator('#contactName').fill('移动联系人');
    await page
      .getByRole('button', { name: '保 存' })
      .or(page.getByRole('button', { name: '保存' }))
      .click();
    await page.waitForURL(/\/weCom-mobile-detail\/\d+/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('移动联系人').waitFor();

    await page.goto('/weCom-mobile-list');
    await cards.filter({ hasText: name }).waitFor();
    await page.context().close();
  });
});
