import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../bench/lib/chromium.js';
import { ROOT } from '../../scripts/lib/server-process.mjs';

/** Where a failed test leaves a picture of each page it had open, so a flake can be read afterwards. */
export const FAILURE_SHOTS = join(ROOT, '.tmp/e2e-failures');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** One browser per spec file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    mkdirSync(FAILURE_SHOTS, { recursive: true });
    const name = `${basename(task.file.name, '.test.ts')}--${task.name}`
      .replace(/[^\p{L}\p{N}-]+/gu, '_')
      .slice(0, 120);
    const pages = browser.contexts().flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      const file = join(FAILURE_SHOTS, `${name}--${index}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`e2e failure picture: ${file} (${page.url()})`);
    }
    if (TRACING) {
      for (const [index, context] of browser.contexts().entries()) {
        const file = join(FAILURE_SHOTS, `${name}--${index}.zip`);
        await context.tracing.stop({ path: file }).catch(() => undefined);
      }
    }
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

/** ATRIUM_E2E_TRACE=1 records a Playwright trace of every context; a failed test keeps it. */
const TRACING = process.env.ATRIUM_E2E_TRACE === '1';

/**
 * A fresh context (no stored token), zh-CN at desktop size unless told otherwise. It asks for
 * reduced motion, so antd's dialogs, drawers and dropdowns appear at once (app-providers.tsx): a
 * click aimed at a dialog still zooming in lands where the button was not yet, and under load that
 * missed, one spec or another, on most runs.
 */
export async function newContext(
  browser: Browser,
  locale = 'zh-CN',
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport, reducedMotion: 'reduce' });
  if (TRACING) await context.tracing.start({ screenshots: true, snapshots: true });
  return context;
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

/**
 * A page of a fresh context signed in as `username` through the API, its token put where the app
 * keeps it (localStorage, as the login screen does) before the first page loads, opened at `path`:
 * no login screen and no dashboard on the way. For journeys of several people, where those cost a
 * few seconds each; signIn (the real login screen) stays for the specs about signing in.
 */
export async function openSignedIn(
  browser: Browser,
  username: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<Page> {
  const answer = await fetch(`${baseUrl()}/erp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await answer.json()) as { code: number; data: { token: string; organizationId: number } };
  if (body.code !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  const context = await newContext(browser);
  // The app's expiring storage (platform/storage): `atrium__<key>` → {value, expire}.
  await context.addInitScript((session) => {
    if (localStorage.getItem('atrium__Access-Token')) return;
    localStorage.setItem('atrium__Access-Token', JSON.stringify({ value: session.token, expire: null }));
    localStorage.setItem(
      'atrium__Organization-Id',
      JSON.stringify({ value: session.organizationId, expire: null }),
    );
  }, body.data);
  const page = await context.newPage();
  await page.goto(path);
  return page;
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

/**
 * Calls the server as `username` outside the browser (a journey's setup: a duty started, a call
 * placed) and answers the envelope's data; anything but code 200 fails the spec with the answer.
 */
export async function apiCall<T = unknown>(
  username: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(await apiToken(username)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}
