// `npx tsx e2e/private-sea-screenshots.ts` (after `npm run build`): the private-sea rule list with
// the 预览明日回收 dry-run panel, and the rule form, as 王经理 on the demo data, into docs/screenshots/.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/lib/chromium.js';
import { ROOT, startServer } from '../scripts/lib/server-process.mjs';

const OUT = join(ROOT, 'docs/screenshots');
const server = await startServer({ quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    baseURL: server.url,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await page.goto('/user/login');
  await page.locator('#login_username').fill('manager');
  await page.locator('#login_password').fill('demo1234');
  await page.locator('#login_password').press('Enter');
  await page.getByTestId('side-menu').waitFor();
  await page.goto('/customer/privateSea/ruleList');
  await page.getByTestId('private-sea-rules').locator('.ant-table-row').first().waitFor();
  await page.getByTestId('recall-preview').locator('.ant-table-row').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT, 'private-sea-dry-run.png') });
  await page.getByTestId('private-sea-rules').getByRole('button', { name: '编辑' }).nth(1).click();
  await page.getByTestId('private-sea-rule-detail').locator('input').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT, 'private-sea-rule-detail.png') });
} finally {
  await browser.close();
  await server.stop();
}
