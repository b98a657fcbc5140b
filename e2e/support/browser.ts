import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../bench/lib/chromium.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** One browser per spec file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/**
 * This spec file's server: spec files run in parallel, one per worker, and each worker has a server
 * of its own (support/global-setup.ts), so specs never see each other's writes.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return urls[worker % urls.length]!;
}

/** A fresh context (no stored token) at desktop size; zh-CN unless told otherwise. */
export function newContext(browser: Browser, locale = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1440, height: 900 } });
}

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the login page and waits for the shell. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.locator('#login_password').press('Enter');
  await page.getByTestId('side-menu').waitFor();
}

/** Signs in through the API and answers the headers a direct server call needs. */
export async function apiToken(username: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const answer = await fetch(`${baseUrl()}/erp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await answer.json()) as { code: number; data: { token: string } };
  if (body.code !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.token}` };
}
