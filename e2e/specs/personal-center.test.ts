import { afterAll, describe, expect, it } from 'vitest';
import { apiToken, baseUrl, DEMO_PASSWORD, newContext, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// hr's password changes here; it is put back afterwards so other specs sign in as usual.
const USER = 'hr';
const NEW_PASSWORD = 'hr-new-secret-2026';

const profileStatus = async (headers: Record<string, string>) =>
  (await fetch(`${baseUrl()}/erp/admin/profile`, { headers })).status;

afterAll(async () => {
  try {
    const headers = await apiToken(USER, NEW_PASSWORD);
    await fetch(`${baseUrl()}/erp/admin/profile/password`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD }),
    });
  } catch {
    // The change never happened (the test failed before it): nothing to put back.
  }
});

describe('personal center', () => {
  it('opens from the user menu, changes the password, and the old sessions are refused', async () => {
    const elsewhere = await apiToken(USER);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, USER);

    await page.getByTestId('user-menu').hover();
    await page.getByTestId('user-menu-personalCenter').click();
    await page.waitForURL(/\/system\/admin\/profile\/list$/);
    const center = page.getByTestId('personal-center');
    await center.getByRole('tab', { name: '基本资料' }).waitFor();
    await center.getByRole('tab', { name: '登录设备' }).click();
    await center.getByText('当前设备').waitFor();

    await center.getByRole('tab', { name: '修改密码' }).click();
    const form = page.locator('#change-password');
    await form.locator('#change-password_currentPassword').fill(DEMO_PASSWORD);
    await form.locator('#change-password_newPassword').fill(NEW_PASSWORD);
    await form.locator('#change-password_confirm').fill(NEW_PASSWORD);
    await page.getByTestId('password-submit').click();
    await page.getByText('密码已修改，其他设备已退出登录').waitFor();

    // The other session (another device) is refused; this one carries on, also after a reload.
    expect(await profileStatus(elsewhere)).toBe(401);
    await page.reload();
    await page.getByTestId('personal-center').waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/admin/profile/list');

    // The old password no longer signs in; the new one does.
    await expect(apiToken(USER)).rejects.toThrow(/login of hr failed/);
    expect(await profileStatus(await apiToken(USER, NEW_PASSWORD))).toBe(200);
    await context.close();
  });

  it('refuses a wrong current password on the field', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'sales');
    await page.goto('/system/admin/profile/list');
    await page.getByTestId('personal-center').getByRole('tab', { name: '修改密码' }).click();
    await page.locator('#change-password_currentPassword').fill('not-my-password');
    await page.locator('#change-password_newPassword').fill('another-secret-1');
    await page.locator('#change-password_confirm').fill('another-secret-1');
    await page.getByTestId('password-submit').click();
    await page.locator('#change-password').getByText('原密码不正确').waitFor();
    await context.close();
  });
});
