import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedScripts {
  files: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * Records every JavaScript file the page loads while `action` runs, and its gzip size (level 9,
 * computed here so the figure does not depend on how the server compresses).
 */
export async function measureScripts(page: Page, action: () => Promise<void>): Promise<LoadedScripts> {
  const pending: Promise<void>[] = [];
  const files: LoadedScripts['files'] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response.body().then(
        (body) => {
          files.push({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await action();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
  }
  const unique = [...new Map(files.map((f) => [new URL(f.url).pathname, f])).values()];
  return { files: unique, gzipBytes: unique.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export const LOGIN_BUDGET_GZIP = 180 * 1024;
export const SHELL_BUDGET_GZIP = 300 * 1024;

/** The JavaScript of the login page, then what signing in as `username` adds for the shell. */
export async function measureLoginAndShell(page: Page, username = 'admin', password = 'demo1234') {
  const login = await measureScripts(page, async () => {
    await page.goto('/user/login');
    await page.locator('#login_username').waitFor();
  });
  const shell = await measureScripts(page, async () => {
    await page.locator('#login_username').fill(username);
    await page.locator('#login_password').fill(password);
    await page.locator('#login_password').press('Enter');
    await page.getByTestId('side-menu').waitFor();
  });
  return { login, shell, shellTotalGzip: login.gzipBytes + shell.gzipBytes };
}
