import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { apiToken, baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();
// Other specs share the server: every name here is this run's own.
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

async function api(path: string, method: string, body: object) {
  const headers = { ...(await apiToken('admin')), 'content-type': 'application/json' };
  const answer = await fetch(`${baseUrl()}${path}`, { method, headers, body: JSON.stringify(body) });
  return (await answer.json()) as { code: number; data: { id: number } };
}

/** The option texts of the select labelled `label`, read from that select's own dropdown. */
const selectOptions = async (page: Page, label: string) => {
  const item = page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
  const select = item.first().locator('.ant-select');
  await select.click();
  // The list's id ties it to this select; a dropdown still closing from an earlier one is not it.
  const listId = await select.locator('[aria-controls]').first().getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  const options = dropdown.locator('.ant-select-item-option');
  // Options arrive from the server after the dropdown opens.
  const texts = await vi.waitFor(async () => {
    const current = await options.allTextContents();
    if (current.length === 0) throw new Error(`no options yet in ${label}`);
    return current;
  });
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  return texts;
};

describe('organization screens', () => {
  it('adds a department from the tree, shows its staff, and refuses to delete it while staffed', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/organization/list');
    const tree = page.getByTestId('department-tree');
    await tree.getByText('销售部', { exact: true }).waitFor();

    const name = `项目部${RUN}`;
    await tree.getByRole('button', { name: '新增部门' }).click();
    const form = page.getByTestId('department-form');
    await form.getByLabel('部门名称').fill(name);
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await tree.getByText(name, { exact: true }).waitFor();

    const department = (await fetch(`${baseUrl()}/erp/hrm/department/list`, {
      headers: await apiToken('admin'),
    })
      .then((answer) => answer.json())
      .then((body: { data: { id: number; name: string }[] }) => body.data.find((row) => row.name === name)))!;
    const employee = await api('/erp/hrm/employee', 'POST', {
      name: `项目员${RUN}`,
      jobNumber: `P${RUN}`,
      departmentId: department.id,
    });
    expect(employee.code).toBe(200);

    // The saved department is the chosen one, in the URL: a reload keeps it (clicking it again
    // would unselect it).
    await expect.poll(() => new URL(page.url()).searchParams.get('department')).toBe(String(department.id));
    await page.reload();
    await page.getByTestId('staff-pane-title').getByText(name).waitFor();
    const staff = page.getByTestId('staff-table');
    await staff.getByText(`项目员${RUN}`).waitFor();
    await staff.getByText('共 1 条记录').waitFor();

    await page.getByTestId(`department-node-${department.id}`).getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await page.getByText('该部门下还有 1 名员工，请先将员工调到其他部门').waitFor();
    await expect(tree.getByText(name, { exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('adds an employee on the staff list with the spec phone rule', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/organization/staff/list');
    const list = page.getByTestId('staff-list');
    await list.getByText(/共 \d+ 条记录/).waitFor();

    await list.getByRole('button', { name: '新增' }).click();
    const form = page.getByTestId('employee-form');
    await form.getByLabel('姓名').fill(`新员工${RUN}`);
    await form.getByLabel('工号').fill(`N${RUN}`);
    await form.getByLabel('联系电话').fill('12345');
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await form.getByText('联系电话格式不正确').waitFor();

    await form.getByLabel('联系电话').fill('0571-88886666');
    await page.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.getByText('保存成功').first().waitFor();
    await list.getByPlaceholder('姓名 / 工号 / 电话').fill(`N${RUN}`);
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await list.getByText('共 1 条记录').waitFor();
    await list.getByText(`新员工${RUN}`).waitFor();
    await context.close();
  });

  it('opens the department and staff details from the lists', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/organization/list');
    await page.getByTestId('department-tree').getByText('销售部', { exact: true }).click();
    await page.getByRole('button', { name: '查看详情' }).click();
    const detail = page.getByTestId('organization-detail');
    await detail.getByTestId('sub-departments').getByText('销售二组').waitFor();
    await detail.getByText('王经理').first().waitFor();
    await detail.getByTestId('staff-table').getByText('李销售').click();
    const staff = page.getByTestId('staff-detail');
    await staff.getByText('E0003').waitFor();
    await staff.getByText('sales', { exact: true }).waitFor();
    await staff.getByRole('button', { name: /编\s*辑/ }).click();
    await expect(page.getByTestId('employee-form').getByLabel('工号').inputValue()).resolves.toBe('E0003');
    await context.close();
  });

  it('gives the sales manager a read-only staff list and no organization tree', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'manager');
    await page.goto('/organization/staff/list');
    const list = page.getByTestId('staff-list');
    await list.getByText(/共 \d+ 条记录/).waitFor();
    expect(await list.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(await list.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await page.getByTestId('side-menu').getByText('组织架构', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('fills the playground employee and department selects from the server', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'sales');
    await page.goto('/devPageTest');
    await page.getByTestId('dev-test-page').waitFor();
    expect(await selectOptions(page, '负责人')).toContain('李销售');
    const departments = await selectOptions(page, '部门');
    expect(departments).toContain('销售一组');
    expect(departments).not.toContain('销售部');
    await context.close();
  });
});
