import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BUDGET_GZIP, measureScripts, SHELL_BUDGET_GZIP } from '../../bench/lib/bundle-size.js';
import { launchBrowser, newContext } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Sizes of the production build are deterministic, so their budgets are tested (timings are not).
describe('JavaScript budgets (gzip)', () => {
  it('keeps the login page within 180 KB and the shell after login within 300 KB', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const login = await measureScripts(page, async () => {
      await page.goto('/user/login');
      await page.locator('#login_username').waitFor();
    });
    const shell = await measureScripts(page, async () => {
      await page.locator('#login_username').fill('admin');
      await page.locator('#login_password').fill('demo1234');
      await page.locator('#login_password').press('Enter');
      await page.getByTestId('side-menu').waitFor();
    });
    expect(login.gzipBytes).toBeLessThanOrEqual(LOGIN_BUDGET_GZIP);
    expect(login.gzipBytes + shell.gzipBytes).toBeLessThanOrEqual(SHELL_BUDGET_GZIP);
    await context.close();
  });
});
