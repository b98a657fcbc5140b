import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 合并客户 on the customer detail: 王经理 merges a duplicate into a customer (its phone fills the
 * empty one here), sees the merge in 合并记录 and on the timeline, then undoes it and the duplicate
 * is back.
 */
const browser = useBrowser();

const suffix = Date.now().toString(36);
const TARGET = `合并目标${suffix}`;
const DUPLICATE = `合并目标${suffix}重复`;
const PHONE = `137${String(Date.now()).slice(-8)}`;

async function createCustomer(headers: Record<string, string>, name: string, phone: string) {
  const response = await fetch(`${baseUrl()}/erp/crm/customer`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone, contacts: [] }),
  });
  const body = (await response.json()) as { code: number; data: { id: number; sn: string } };
  expect(body.code).toBe(200);
  return body.data;
}

describe('customer merge on the detail screen', () => {
  it('merges a duplicate, shows it in the merge list and the timeline, and undoes it', async () => {
    const headers = await apiToken('manager');
    const target = await createCustomer(headers, TARGET, '');
    const duplicate = await createCustomer(headers, DUPLICATE, PHONE);

    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'manager');
    await page.goto(`/customer/manage/detail/${target.id}`);
    const profile = page.getByTestId('customer-profile');
    await profile.waitFor();

    await page.getByRole('button', { name: '合并客户' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '把重复客户合并到' });
    await dialog.getByTestId('merge-source').click();
    await page.keyboard.type(DUPLICATE);
    await page.locator('.ant-select-item-option', { hasText: duplicate.sn }).click();
    await dialog
      .getByRole('button', { name: '合 并' })
      .or(dialog.getByRole('button', { name: '合并' }))
      .click();
    await dialog.waitFor({ state: 'detached' });

    // The duplicate's phone filled the empty one here; the merge is listed and on the timeline.
    await profile.getByText(PHONE).waitFor();
    const merges = page.getByTestId('customer-merges');
    await merges.getByText(`${duplicate.sn} ${DUPLICATE}`).waitFor();
    await page.getByTestId('customer-timeline').getByText('合并客户').first().waitFor();
    const gone = await fetch(`${baseUrl()}/erp/crm/customer/${duplicate.id}`, { headers });
    expect(gone.status).toBe(404);

    await merges.getByRole('button', { name: '撤销合并' }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await merges.getByText('已撤销').waitFor();
    await profile.getByText(PHONE).waitFor({ state: 'detached' });
    const back = await fetch(`${baseUrl()}/erp/crm/customer/${duplicate.id}`, { headers });
    expect(back.status).toBe(200);
    await context.close();
  });
});
