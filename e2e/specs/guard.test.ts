import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('navigation guard (spec §2.3, §2.4)', () => {
  it('sends a visitor without a token to login with redirect and logincorpid', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/customer/manage/list?_corpid=demo');
    await page.waitForURL(/\/user\/login/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('redirect')).toMatch(/^\/customer\/manage\/list/);
    expect(url.searchParams.get('logincorpid')).toBe('demo');
    // the sign-in link names its organization
    await expect.poll(() => page.getByText('演示科技有限公司').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the pages that need no login', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    for (const path of ['/user/login', '/user/register', '/user/register-result']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  it('continues to the redirect path after signing in', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/planManage/teamPlan');
    await page.waitForURL(/\/user\/login/);
    await page.locator('#login_username').fill('admin');
    await page.locator('#login_password').fill('demo1234');
    await page.locator('#login_password').press('Enter');
    await page.waitForURL(/\/planManage\/teamPlan$/);
    await context.close();
  });

  it('answers an unknown path with the 404 page, signed in or not', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/no/such/screen');
    await page.waitForURL(/\/404$/);
    await expect.poll(() => page.getByText('404', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
