import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';
import { pickOption } from '../support/select.js';

/**
 * 客户标签: a group is created, gets a coloured tag, cannot be deleted while the tag is there
 * (the server's reason is shown), and goes once the tag is deleted — each delete confirmed first.
 */
const browser = useBrowser();

const suffix = Date.now().toString(36);
const GROUP = `端到端分组${suffix}`;
const TAG = `端到端标签${suffix}`;

async function openCustomerTags(page: Page) {
  const menu = page.getByTestId('side-menu');
  const leaf = menu.getByRole('menuitem', { name: '客户标签', exact: true });
  if (!(await leaf.isVisible())) await menu.getByText('客户管理', { exact: true }).click();
  await leaf.click();
  await page.waitForURL(/\/customer\/tag\/list/);
  await page.getByTestId('tag-groups').getByText('客户意向').waitFor();
}

const groupRow = (page: Page) => page.getByTestId('tag-groups').locator('li', { hasText: GROUP });
/** The OK of the open confirmation whose question names `name` (closed ones linger hidden in the page). */
const confirm = (page: Page, name: string) =>
  page
    .locator('.ant-popconfirm:not(.ant-popover-hidden)', { hasText: `“${name}”` })
    .locator('.ant-btn-dangerous')
    .click();

describe('customer tags screen', () => {
  it('creates a group and a coloured tag; a group with tags stays until they are deleted', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'manager');
    await openCustomerTags(page);

    // The demo group's tags show in their colours.
    await page.getByTestId('tag-list').locator('.ant-tag-red', { hasText: '高意向' }).waitFor();

    await page.getByRole('button', { name: '新增分组' }).click();
    const groupDialog = page.locator('.ant-modal', { hasText: '新增标签分组' });
    await groupDialog.locator('#record_name').fill(GROUP);
    await groupDialog.getByTestId('record-form-save').click();
    await groupDialog.waitFor({ state: 'detached' });
    await groupRow(page).getByRole('button', { name: GROUP }).click();
    await page.getByTestId('tag-list').getByText('该分组下还没有标签').waitFor();

    await page.getByRole('button', { name: '新增标签' }).click();
    const tagDialog = page.locator('.ant-modal', { hasText: '新增标签' });
    await tagDialog.locator('#record_name').fill(TAG);
    await pickOption(page, tagDialog.locator('.ant-select', { has: page.locator('#record_color') }), '绿色');
    await tagDialog.getByTestId('record-form-save').click();
    await tagDialog.waitFor({ state: 'detached' });
    await page.getByTestId('tag-list').locator('.ant-tag-green', { hasText: TAG }).waitFor();
    expect(await page.getByTestId('tag-list').locator('.ant-pagination-total-text').textContent()).toBe(
      '共 1 条记录',
    );

    await groupRow(page).getByRole('button', { name: '删除' }).click();
    await confirm(page, GROUP);
    await page
      .locator('.ant-message', { hasText: '该分组下还有 1 个标签，请先删除这些标签再删除分组' })
      .waitFor();
    expect(await groupRow(page).count()).toBe(1);

    await page
      .getByTestId('tag-list')
      .locator('.ant-table-row', { hasText: TAG })
      .getByRole('button', { name: '删除' })
      .click();
    await confirm(page, TAG);
    await page.getByTestId('tag-list').getByText('该分组下还没有标签').waitFor();

    await groupRow(page).getByRole('button', { name: '删除' }).click();
    await confirm(page, GROUP);
    await groupRow(page).waitFor({ state: 'detached' });
    await context.close();
  });
});
