import { describe, expect, it } from 'vitest';
import { LOGIN_BUDGET_GZIP, measureLoginAndShell, SHELL_BUDGET_GZIP } from '../../bench/lib/bundle-size.js';
import { newContext, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// Sizes of the production build are deterministic, so their budgets are tested (timings are not).
describe('JavaScript budgets (gzip)', () => {
  it('keeps the login page within 180 KB and the shell after login within 300 KB', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const { login, shellTotalGzip } = await measureLoginAndShell(page);
    expect(login.gzipBytes).toBeLessThanOrEqual(LOGIN_BUDGET_GZIP);
    expect(shellTotalGzip).toBeLessThanOrEqual(SHELL_BUDGET_GZIP);
    await context.close();
  });
});
