import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('shell and session', () => {
  it('shows the year and the company name in the footer, and no settings drawer in production', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    const footer = page.getByTestId('global-footer');
    await expect.poll(() => footer.textContent()).toContain(String(new Date().getFullYear()));
    expect(await footer.textContent()).toContain('演示科技有限公司');
    expect(await page.getByTestId('settings-drawer-trigger').count()).toBe(0);
    await context.close();
  });

  it('asks before signing out, then clears the session', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.getByTestId('user-menu').hover();
    await page.getByTestId('user-menu-logout').click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title').getByText('提示', { exact: true }).waitFor();
    await dialog.getByText('确认要退出登录吗？', { exact: true }).waitFor();
    await page.getByTestId('logout-confirm-cancel').click();
    // The cancelled dialog must be gone before the second one opens: while it fades out, its own
    // 确定 button is still on the page (a likely cause of cc11's run that never left the shell).
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe('/user/login');

    await page.getByTestId('user-menu').hover();
    await page.getByText('退出登录', { exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/user\/login/);
    const stored = await page.evaluate(() => Object.keys(localStorage));
    for (const key of stored) expect(key.toLowerCase()).not.toMatch(/token|tree|userid|nickname|avatar/);
    // the revoked token does not open the shell again
    await page.goto('/dashboard');
    await page.waitForURL(/\/user\/login/);
    await context.close();
  });

  it('switches the locale to English and remembers it', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.getByTestId('locale-switch').click();
    await page.getByTestId('locale-switch-en').click();
    await page.getByTestId('side-menu').getByText('Customers', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('side-menu').getByText('Customers', { exact: true }).waitFor();
    await context.close();
  });
});
