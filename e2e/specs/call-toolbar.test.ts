import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.mjs';
import { apiCall, baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * The header call toolbar in Chromium against the real server (spec §2.9, §4 Call tool, §5): the
 * agent goes on duty on 1001 (API), logs the toolbar in as a soft phone, a call from a demo
 * customer's number is placed into the built-in switch, the toolbar shows 您有新来电! and the
 * customer, the click-through opens the customer detail, and hanging up clears the panel.
 * ATRIUM_SCREENSHOTS=1 also saves docs/screenshots/call-toolbar-ringing.png.
 */
const browser = useBrowser();
const run = promisify(execFile);

/** 深圳星辰电子有限公司, a demo customer in the public pool (the agent's search finds it). */
const CUSTOMER_PHONE = '13600000106';
const CUSTOMER_NAME = '深圳星辰电子有限公司';

/** `npm run call -- --from … --to …` against the test server; waits for the agent (no auto answer or hang-up). */
function placeCallWithCli(from: string, to: string) {
  return run(
    process.execPath,
    [
      join(ROOT, 'scripts/call.mjs'),
      ...['--server', baseUrl(), '--from', from, '--to', to, '--ring', '50', '--talk', '0'],
    ],
    { cwd: ROOT, timeout: 55_000 },
  );
}

describe('call toolbar', () => {
  it('shows nothing to a user who is no agent', async () => {
    const context = await newContext(browser() as Browser);
    const page = await context.newPage();
    await signIn(page, 'sales');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('call-login-form').count()).toBe(0);
    expect(await page.getByTestId('call-toolbar').count()).toBe(0);
    await context.close();
  });

  it('checks the login, logs a soft phone in, pops the customer of a ringing call and clears on hang-up', async () => {
    await apiCall('agent', 'POST', '/erp/call/cno/duty/record/start/1001/duty');
    const context = await newContext(browser() as Browser);
    const page = await context.newPage();
    await signIn(page, 'agent');
    const form = page.getByTestId('call-login-form');
    await form.waitFor();
    await expect.poll(() => form.getByText('软电话').count()).toBe(1);
    await expect.poll(() => form.getByText('普通电话').count()).toBe(1);

    // Ordinary phone with the bound phone cleared: 登录手机号为空 (the check reads the bound phone).
    await form.getByText('普通电话').click();
    await form.getByLabel('绑定手机号').fill('');
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('登录手机号为空').waitFor();

    await form.getByText('软电话').click();
    await form.getByRole('button', { name: /登\s*录/ }).click();
    const toolbar = page.getByTestId('call-toolbar');
    await toolbar.waitFor();
    await expect.poll(() => toolbar.getByTestId('call-toolbar-seat').textContent()).toContain('1001');
    await expect.poll(() => toolbar.getByTestId('call-toolbar-device').textContent()).toBe('空闲');
    const status = (await apiCall('agent', 'GET', '/erp/call/cno/1001/status')) as {
      agentStatusDetail: { status: string };
    };
    expect(status.agentStatusDetail.status).toBe('ONLINE');

    // The call is placed with the CLI (npm run call), which follows it until the agent hangs up.
    const cli = placeCallWithCli(CUSTOMER_PHONE, '1001');
    await page.getByText('您有新来电!').waitFor();
    const panel = page.getByTestId('call-customer-panel');
    await panel.waitFor();
    await expect.poll(() => panel.getByTestId('call-customer-name').textContent()).toBe(CUSTOMER_NAME);
    // The agent's own call: its number reads whole, once, in the notice and the panel alike (as the
    // call records show it to the agent who took it), never masked beside it.
    expect(await panel.getByTestId('call-customer-number').textContent()).toBe(CUSTOMER_PHONE);
    await page
      .locator('.ant-notification-notice', { hasText: '您有新来电!' })
      .getByText(CUSTOMER_PHONE)
      .waitFor();
    expect(await panel.textContent()).not.toContain('****');
    await expect.poll(() => toolbar.getByTestId('call-toolbar-device').textContent()).toBe('振铃中');
    if (process.env.ATRIUM_SCREENSHOTS === '1') {
      // The login messages fade first, so the panel is seen whole.
      await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 8000 }).toBe(0);
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(ROOT, 'docs/screenshots/call-toolbar-ringing.png') });
    }

    await toolbar.getByRole('button', { name: /接\s*听/ }).click();
    await expect.poll(() => toolbar.getByTestId('call-toolbar-device').textContent()).toBe('通话中');

    await panel.getByTestId('call-customer-open').click();
    await page.waitForURL(/\/customer\/manage\/detail\/\d+$/);
    await page.getByText(CUSTOMER_NAME).first().waitFor();

    await toolbar.getByRole('button', { name: /挂\s*断/ }).click();
    await expect.poll(() => toolbar.getByTestId('call-toolbar-device').textContent()).toBe('空闲');
    await expect.poll(() => page.getByTestId('call-customer-panel').isVisible()).toBe(false);
    const { stdout } = await cli;
    expect(stdout).toMatch(/ended: answered/);

    // 签出: the seat is logged out again.
    await toolbar.getByRole('button', { name: /签\s*出/ }).click();
    await form.waitFor();
    const after = (await apiCall('agent', 'GET', '/erp/call/cno/1001/status')) as {
      agentStatusDetail: { status: string };
    };
    expect(after.agentStatusDetail.status).toBe('OFFLINE');
    await apiCall('agent', 'POST', '/erp/call/cno/duty/record/end/1001/duty');
    await context.close();
  });

  it('kicks the toolbar out when the agent logs in on another device', async () => {
    const context = await newContext(browser() as Browser);
    const page = await context.newPage();
    await signIn(page, 'agent');
    await page
      .getByTestId('call-login-form')
      .getByRole('button', { name: /登\s*录/ })
      .click();
    await page.getByTestId('call-toolbar').waitFor();
    // Another device: its own session, a fresh ticket, its own login id.
    const ticket = (await apiCall('agent', 'GET', '/erp/call/ticket')) as { agentToken: string };
    await apiCall('agent', 'POST', '/erp/call/toolbar/login', {
      agentToken: ticket.agentToken,
      bindType: 3,
      loginId: 'another-device',
    });
    await page.getByText('工具条已在其他页面或设备登录，本页已签出').waitFor();
    await page.getByTestId('call-login-form').waitFor();
    expect(await page.getByTestId('call-toolbar').count()).toBe(0);
    await apiCall('agent', 'POST', '/erp/call/toolbar/logout');
    await context.close();
  });
});
