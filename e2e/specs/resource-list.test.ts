import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * The generic resource screens on 客户来源: create, filter (kept in the URL across a reload),
 * edit, a conflicting save, delete with confirmation; and a role without the delete key that sees
 * no delete button.
 */
const browser = useBrowser();

const suffix = Date.now().toString(36);
const NAME = `端到端来源${suffix}`;
const CODE = `e2e-${suffix}`;

async function openCustomerSources(page: Page) {
  const menu = page.getByTestId('side-menu');
  const leaf = menu.getByRole('menuitem', { name: '客户来源', exact: true });
  if (!(await leaf.isVisible())) await menu.getByText('系统管理', { exact: true }).click();
  await leaf.click();
  await page.waitForURL(/\/system\/customerSource\/list/);
  await page.getByTestId('resource-table').locator('.ant-table-row').first().waitFor();
}

const list = (page: Page) => page.getByTestId('resource-list-customerSource');
const pagerTotal = (page: Page) => list(page).locator('.ant-pagination-total-text');
const rowOf = (page: Page, text: string) => list(page).locator('.ant-table-row', { hasText: text });

async function json<T>(path: string, headers: Record<string, string>, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  const body = (await answer.json()) as { code: number; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

describe('resource list screens (客户来源)', () => {
  it('creates, filters, edits and deletes a record', async () => {
    const admin = await apiToken('admin');
    const before = await json<{ total: number }>('/erp/admin/customerSource/page', admin);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await openCustomerSources(page);
    expect(await pagerTotal(page).textContent()).toBe(`共 ${before.total} 条记录`);

    // Create
    await list(page).getByRole('button', { name: '新增' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增客户来源' });
    await dialog.locator('#record_name').fill(NAME);
    await dialog.locator('#record_code').fill(CODE);
    await dialog.locator('#record_sort').fill('99');
    await dialog.getByTestId('record-form-save').click();
    await page.locator('.ant-message', { hasText: '新增成功' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`共 ${before.total + 1} 条记录`).waitFor();

    // Filter: one row, the filter in the URL, still there after a reload
    await list(page).locator('#filter_name').fill(suffix);
    await list(page).getByRole('button', { name: '查询' }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === suffix);
    await page.getByText('共 1 条记录').waitFor();
    await rowOf(page, NAME).waitFor();
    await page.reload();
    await rowOf(page, NAME).waitFor();
    expect(await list(page).locator('#filter_name').inputValue()).toBe(suffix);
    expect(await pagerTotal(page).textContent()).toBe('共 1 条记录');

    // Edit
    await rowOf(page, NAME).getByTestId('row-edit').click();
    const editor = page.locator('.ant-modal', { hasText: '编辑客户来源' });
    await editor.locator('#record_name').fill(`${NAME}改`);
    // A cleared number travels as '' (spec §5) and is stored as nothing.
    await editor.locator('#record_sort').fill('');
    await editor.getByTestId('record-form-save').click();
    await page.locator('.ant-message', { hasText: '保存成功' }).waitFor();
    await rowOf(page, `${NAME}改`).waitFor();

    // A save based on an old version: the conflict is explained and nothing is overwritten
    await rowOf(page, NAME).getByTestId('row-edit').click();
    await editor.locator('#record_sort').fill('7');
    const [{ id, version }] = (
      await json<{ list: { id: number; version: number }[] }>(
        `/erp/admin/customerSource/page?code=${CODE}`,
        admin,
      )
    ).list as [{ id: number; version: number }];
    await json(`/erp/admin/customerSource/${id}`, admin, {
      method: 'PUT',
      body: JSON.stringify({ remark: '别人先保存了', version }),
    });
    await editor.getByTestId('record-form-save').click();
    await editor.getByText('该记录已被他人修改，请刷新后重试').waitFor();
    const stored = await json<{ sort: number; remark: string }>(`/erp/admin/customerSource/${id}`, admin);
    expect(stored).toMatchObject({ name: `${NAME}改`, sort: null, remark: '别人先保存了' });
    await editor.getByTestId('record-conflict-reload').click();
    await editor.getByTestId('record-conflict').waitFor({ state: 'detached' });
    expect(await editor.locator('#record_remark').inputValue()).toBe('别人先保存了');
    await editor.getByRole('button', { name: '取消' }).click();

    // Delete, after confirming
    await rowOf(page, NAME).getByTestId('row-delete').click();
    await page
      .locator('.ant-popconfirm', { hasText: '确定删除这条记录吗？' })
      .getByRole('button', { name: '确定' })
      .click();
    await page.locator('.ant-message', { hasText: '删除成功' }).waitFor();
    await list(page).getByTestId('list-empty').waitFor();
    const after = await json<{ total: number }>('/erp/admin/customerSource/page', admin);
    expect(after.total).toBe(before.total);
    await context.close();
  });

  it('shows no delete action to a role without the delete key', async () => {
    const admin = await apiToken('admin');
    const role = await json<{ id: number }>('/erp/admin/role', admin, {
      method: 'POST',
      body: JSON.stringify({
        name: `来源查看${suffix}`,
        code: `sourceViewer${suffix}`,
        permissionKeys: ['customerSourceList:query', 'customerSourceList:get', 'customerSourceList:add'],
      }),
    });
    const username = `viewer.${suffix}`;
    await json('/erp/admin/user', admin, {
      method: 'POST',
      body: JSON.stringify({ username, name: '来源查看', password: 'viewer-pass-1', roleIds: [role.id] }),
    });

    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, username, 'viewer-pass-1');
    await openCustomerSources(page);
    await list(page).getByRole('button', { name: '新增' }).waitFor();
    expect(await list(page).getByTestId('row-view').count()).toBeGreaterThan(0);
    expect(await list(page).getByTestId('row-delete').count()).toBe(0);
    expect(await list(page).getByTestId('row-edit').count()).toBe(0);
    // nothing to do with a selection, so no selection column
    expect(await list(page).locator('.ant-table-selection-column').count()).toBe(0);
    await context.close();
  });
});
