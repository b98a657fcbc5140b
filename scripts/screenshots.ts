/**
 * `npm run screenshots -- <out-dir> <path> [<path>…]`: signs in to a fresh server (embedded
 * database, demo data, the current apps/web/dist — run `npm run build` first) and saves each path at
 * desktop (1440×900) and phone (390×844) width, once every spinner is gone. SHOT_USER picks the demo
 * account (admin by default); SHOT_LOCALE the language (zh-CN by default). For looking at screens.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/lib/chromium.js';
import { ensureBrowser } from './ensure-browser.mjs';
import { startServer } from './lib/server-process.mjs';

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const [out, ...paths] = process.argv.slice(2);
if (!out || paths.length === 0) {
  console.error('usage: npm run screenshots -- <out-dir> <path> [<path>…]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
await ensureBrowser();
const server = await startServer({ quiet: true, env: { ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const [name, viewport] of VIEWPORTS) {
    const locale = process.env.SHOT_LOCALE ?? 'zh-CN';
    const context = await browser.newContext({ baseURL: server.url, locale, viewport });
    const page = await context.newPage();
    await page.goto('/user/login');
    await page.locator('#login_username').fill(process.env.SHOT_USER ?? 'admin');
    await page.locator('#login_password').fill('demo1234');
    await page.locator('#login_password').press('Enter');
    await page.waitForURL((url) => !url.pathname.includes('/user/login'));
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const settled = () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active');
      await page.waitForFunction(settled, null, { timeout: 30_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      const file = `${out}/${path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'home'}-${name}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
