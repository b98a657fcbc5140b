// Takes screenshots of the main screens for a visual check (PNG files are not committed).
// Usage: node scripts/screenshots.mjs [baseUrl=http://127.0.0.1:5173] [outDir=/tmp/atrium-shots]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:5173';
const out = process.argv[3] ?? '/tmp/atrium-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
page.on('pageerror', (error) => console.log('pageerror:', error.message));
page.on('console', (message) => {
  if (message.type() === 'error') console.log('console error:', message.text());
});
const shot = async (name) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log('shot', name, page.url());
};

await page.goto(`${base}/customer/manage/list?_corpid=demo`);
await page.waitForSelector('#login_username');
await shot('01-login-zh');

await page.click('button[type=submit]');
await shot('02-login-required');

await page.fill('#login_username', 'admin');
await page.fill('#login_password', 'wrong-password');
await page.press('#login_password', 'Enter');
await page.waitForSelector('[data-testid=login-error]');
await shot('03-login-error');

await page.fill('#login_password', 'demo1234');
await page.press('#login_password', 'Enter');
await page.waitForSelector('[data-testid=side-menu]');
await shot('04-after-login-redirect');

await page.goto(`${base}/dashboard`);
await page.waitForSelector('[data-testid=dashboard-welcome]');
await page.goto(`${base}/customer/manage/detail/12`);
await page.waitForSelector('[data-testid=not-available]');
await page.goto(`${base}/customer/manage/detail/13`);
await page.waitForSelector('[data-testid=not-available]');
await page.goto(`${base}/workorder/create/0`);
await page.waitForSelector('[data-testid=not-available]');
await page.locator('[data-testid=side-menu]').getByText('销售管理').click();
await page.locator('[data-testid=side-menu]').getByText('销售订单', { exact: true }).click();
await page.waitForURL('**/sale/order/list');
await shot('05-shell-tabs');

await page.locator('[data-testid=multi-tab-item]').first().click({ button: 'right' });
await shot('06-tab-context-menu');
await page.getByTestId('tab-menu-closeLeft').click();
await shot('07-no-left-message');

await page.getByTestId('user-menu').hover();
await page.waitForSelector('[data-testid=user-menu-logout]');
await shot('08-user-menu');
await page.getByTestId('user-menu-logout').click();
await page.waitForSelector('.ant-modal-confirm');
await shot('09-logout-confirm');
await page.getByTestId('logout-confirm-cancel').click();

const trigger = page.getByTestId('settings-drawer-trigger');
if (await trigger.count()) {
  await trigger.click();
  await page.waitForSelector('[data-testid=settings-drawer]');
  await shot('10-settings-drawer');
  await page.getByTestId('settings-color-#722ED1').click();
  await page.getByTestId('settings-menu-theme').getByText('暗色菜单').click();
  await shot('11-settings-dark-purple');
  await page.getByTestId('settings-navigation-mode').getByText('顶部栏导航').click();
  await trigger.click();
  await shot('12-top-menu');
  await trigger.click();
  await page.getByTestId('settings-navigation-mode').getByText('侧边栏导航').click();
  await page.getByTestId('settings-menu-theme').getByText('亮色菜单').click();
  await page.getByTestId('settings-color-#1890FF').click();
  await trigger.click();
}

await page.getByTestId('locale-switch').getByText('English').click();
await page.waitForTimeout(500);
await shot('13-shell-en');
await page.locator('[data-testid=multi-tab-item]').last().click({ button: 'right' });
await shot('14-tab-context-menu-en');
await page.keyboard.press('Escape');

await page.goto(`${base}/404`);
await page.waitForSelector('[data-testid=back-home]');
await shot('15-not-found-en');

await page.setViewportSize({ width: 390, height: 844 });
await page.goto(`${base}/dashboard`);
await page.waitForSelector('[data-testid=dashboard-welcome]');
await shot('16-mobile-en');
await page.getByTestId('menu-toggle').click();
await shot('17-mobile-drawer-en');

await page.setViewportSize({ width: 1024, height: 768 });
await page.goto(`${base}/dashboard`);
await page.waitForSelector('[data-testid=dashboard-welcome]');
await shot('18-tablet-en');

await page.setViewportSize({ width: 1440, height: 900 });
await page.getByTestId('locale-switch').getByText('简体中文').click();
await page.goto(`${base}/404`);
await page.waitForSelector('[data-testid=back-home]');
await shot('19-not-found-zh');

await page.goto(`${base}/dashboard`);
await page.waitForSelector('[data-testid=dashboard-welcome]');
await page.getByTestId('user-menu').hover();
await page.getByTestId('user-menu-logout').click();
await page.getByTestId('logout-confirm-ok').click();
await page.waitForURL('**/user/login**');
await page.getByTestId('locale-switch').getByText('English').click();
await shot('20-login-en');
await page.goto(`${base}/user/register`);
await shot('21-register-en');

await browser.close();
