import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 售后分配 → 班组管理: the administrator creates a group (Enter submits), adds 孙仓管 to it, who then
 * sees the header's after-sales work section and can pick the group when switching teams; the
 * member is removed and the group deleted, each after a confirmation.
 */
const browser = useBrowser();

const GROUP = `端到端班组${Date.now().toString(36)}`;

async function openGroups(page: Page) {
  const menu = page.getByTestId('side-menu');
  const leaf = menu.getByRole('menuitem', { name: '售后分配', exact: true });
  if (!(await leaf.isVisible())) await menu.getByText('客户管理', { exact: true }).click();
  await leaf.click();
  await page.waitForURL(/\/customer\/support\/distribution/);
  await page.getByRole('tab', { name: '班组管理' }).click();
  await page.getByTestId('support-groups').locator('.ant-table-row').first().waitFor();
}

const groupRow = (page: Page) =>
  page.getByTestId('support-groups').getByRole('row', { name: new RegExp(GROUP) });
/** The OK of the open confirmation whose question names `name`. */
const confirm = (page: Page, name: string) =>
  page
    .locator('.ant-popconfirm:not(.ant-popover-hidden)', { hasText: `“${name}”` })
    .locator('.ant-btn-dangerous')
    .click();

describe('support groups screen', () => {
  it('creates a group, adds a member who can then switch to it, removes them and deletes the group', async () => {
    const admin = await (await newContext(browser())).newPage();
    await signIn(admin, 'admin');
    await openGroups(admin);

    await admin.getByRole('button', { name: '新增班组' }).click();
    const form = admin.getByTestId('support-group-form');
    await form.getByLabel('班组名称').fill(GROUP);
    await form.getByLabel('班组名称').press('Enter');
    await form.waitFor({ state: 'detached' });
    await groupRow(admin).waitFor();

    await groupRow(admin)
      .getByRole('button', { name: /成\s*员/ })
      .click();
    const drawer = admin.locator('.ant-drawer', { hasText: `班组成员 - ${GROUP}` });
    await drawer.getByText('该班组还没有成员').waitFor();
    await drawer.getByLabel('选择本组织成员').click();
    await admin.locator('.ant-select-item-option', { hasText: '孙仓管' }).click();
    await drawer.getByRole('button', { name: /添\s*加/ }).click();
    await drawer.getByRole('row', { name: /孙仓管/ }).waitFor();
    expect(await drawer.locator('.ant-pagination-total-text').textContent()).toBe('共 1 条记录');

    // The new member sees the after-sales work section and may pick the group.
    const member = await (await newContext(browser())).newPage();
    await signIn(member, 'warehouse');
    const work = member.getByTestId('after-sales-work');
    await work.waitFor();
    await work.getByRole('button', { name: '切换班组' }).click();
    const switchForm = member.getByTestId('switch-group-form');
    await switchForm.locator('.ant-select').click();
    await member.locator('.ant-select-item-option', { hasText: GROUP }).click();
    // The picked group shows, nothing asks to pick one, and OK sends PUT change/group.
    await switchForm.locator(`.ant-select-content-has-value[title="${GROUP}"]`).waitFor({ timeout: 5000 });
    expect(await switchForm.locator('.ant-form-item-explain-error').count()).toBe(0);
    const changed = member.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/member/change/group?groupId='),
    );
    await member
      .locator('.ant-modal', { has: switchForm })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await changed;
    await member.locator('.ant-message', { hasText: '班组修改成功' }).waitFor();
    await switchForm.waitFor({ state: 'detached' });

    await drawer
      .getByRole('row', { name: /孙仓管/ })
      .getByRole('button', { name: /移\s*除/ })
      .click();
    await confirm(admin, '孙仓管');
    await drawer.getByText('该班组还没有成员').waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await groupRow(admin)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await confirm(admin, GROUP);
    await groupRow(admin).waitFor({ state: 'detached' });
  });
});
