import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 线索同步配置: the administrator adds a source in the browser and copies its secret from the
 * once-only dialog; a vendor (this test, over real HTTP) posts a signed delivery with one good and
 * one bad item; the sync log shows both outcomes.
 */
const browser = useBrowser();

const suffix = Date.now().toString(36);
const SOURCE = `端到端来源${suffix}`;
const PHONE = `139${String(Date.now()).slice(-8)}`;

function signedPost(hookPath: string, secret: string, body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
  return fetch(`${baseUrl()}${hookPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-atrium-timestamp': String(timestamp),
      'x-atrium-signature': signature,
    },
    body: raw,
  });
}

describe('clue sync config screen', () => {
  it('adds a source, shows its secret once, and logs a signed delivery item by item', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/customer/clue/syncConfig');
    await page.getByTestId('clue-sync-sources').waitFor();
    await page.waitForLoadState('networkidle');
    // No sources yet: the empty table is no scrolling box keyboard users cannot reach (issue 22).
    expect(describeViolations(await seriousViolations(page))).toBe('');

    await page.getByRole('button', { name: '新增来源' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '新增来源' });
    await dialog.getByLabel('来源名称').fill(SOURCE);
    await dialog.getByLabel('进入线索池').click();
    await page.locator('.ant-select-item-option', { hasText: '华东线索池' }).click();
    await dialog.getByPlaceholder('contact.name').fill('contact.name');
    await dialog.getByPlaceholder('contact.mobile').fill('contact mobile');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    // A mapping path with a space is refused on the field before anything is sent.
    await dialog.getByText('路径只能包含字母、数字、_、$、-，层级用点号分隔').waitFor();
    await dialog.getByPlaceholder('contact.mobile').fill('contact.mobile');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();

    const secretDialog = page.getByTestId('clue-sync-secret');
    await secretDialog.waitFor();
    const codes = await secretDialog.locator('code').allTextContents();
    const hookPath = new URL(codes[0]!).pathname;
    const secret = codes[1]!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: '我已保存' }).click();
    const row = page.getByTestId('clue-sync-sources').locator('tr', { hasText: SOURCE });
    await row.waitFor();
    // The list shows only the secret's last four characters.
    expect(await row.textContent()).toContain(`…${secret.slice(-4)}`);
    expect(await row.textContent()).not.toContain(secret);

    const answer = await signedPost(hookPath, secret, {
      eventId: `e2e-${suffix}`,
      items: [
        { contact: { name: '端到端线索', mobile: PHONE } },
        { contact: { name: '坏号码', mobile: '123' } },
      ],
    });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({ accepted: 1, rejected: 1 });

    await row.getByRole('button', { name: '日志' }).click();
    const log = page.getByTestId('clue-sync-log');
    const delivery = log.locator('tr', { hasText: `e2e-${suffix}` });
    await delivery.getByText('已处理').waitFor();
    expect(await delivery.textContent()).toContain('1 / 1');
    await delivery.locator('.ant-table-row-expand-icon').click();
    await log.getByText('联系电话格式不正确').waitFor();
    await log.locator('tr', { hasText: '端到端线索' }).getByText('已接收').waitFor();
    await context.close();
  });
});
