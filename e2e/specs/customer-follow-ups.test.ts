import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * Follow-ups and tags: 李销售 (sales) adds a follow-up on his customer's detail and tags it; the
 * 销售部 manager finds the follow-up in 跟进记录 and the customer under the tag filter, 张销售
 * (sales2, another team) sees neither.
 */
const browser = useBrowser();

const suffix = Date.now().toString(36);
const CUSTOMER = `端到端跟进客户${suffix}`;
const PHONE = `198${String(Date.now()).slice(-8)}`;
const NOTE = `电话沟通报价 ${suffix}`;

async function signedIn(username: string): Promise<Page> {
  const context = await newContext(browser() as Browser);
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

async function activityRows(page: Page) {
  await page.goto('/customer/activity/list');
  const list = page.getByTestId('activity-list');
  await list.getByPlaceholder('请输入客户名称').fill(CUSTOMER);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForLoadState('networkidle');
  await list.locator('.ant-pagination-total-text, .ant-empty').first().waitFor();
  return list.locator('.ant-table-row', { hasText: NOTE });
}

describe('follow-ups and tags', () => {
  it('sales adds a follow-up and a tag; the manager sees them, the other salesperson does not', async () => {
    const created = await fetch(`${baseUrl()}/erp/crm/customer`, {
      method: 'POST',
      headers: { ...(await apiToken('sales')), 'content-type': 'application/json' },
      body: JSON.stringify({ name: CUSTOMER, phone: PHONE }),
    });
    const { data } = (await created.json()) as { data: { id: number } };

    const sales = await signedIn('sales');
    await sales.goto(`/customer/manage/detail/${data.id}`);
    const card = sales.getByTestId('customer-activities-card');
    await card.locator('.ant-select').first().click();
    await sales.locator('.ant-select-item-option', { hasText: '电话' }).click();
    await card.getByPlaceholder('本次沟通的内容、客户反馈和下一步计划').fill(NOTE);
    await card.getByRole('button', { name: '添加跟进' }).click();
    await sales.locator('.ant-message', { hasText: '跟进记录已添加' }).waitFor();
    // The follow-up shows on the customer's timeline.
    await sales
      .getByTestId('customer-timeline')
      .getByTestId('timeline-entry')
      .filter({ hasText: NOTE })
      .waitFor();

    const tags = sales.getByTestId('customer-tags-card');
    await tags.getByText('高意向').click();
    await tags.getByRole('button', { name: '保存标签' }).click();
    await sales.locator('.ant-message', { hasText: '标签已保存' }).waitFor();

    const manager = await signedIn('manager');
    expect(await (await activityRows(manager)).count()).toBe(1);
    await manager.goto(`/customer/manage/list?name=${encodeURIComponent(CUSTOMER)}`);
    const table = manager.getByTestId('customer-table');
    await table.locator('.ant-table-row', { hasText: CUSTOMER }).getByText('高意向').waitFor();

    const sales2 = await signedIn('sales2');
    expect(await (await activityRows(sales2)).count()).toBe(0);
    await sales2.getByTestId('activity-list').getByText('暂无跟进记录').waitFor();
  });
});
