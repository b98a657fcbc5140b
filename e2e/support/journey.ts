import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.mjs';
import { describeViolations, seriousViolations } from './axe.js';
import { baseUrl } from './browser.js';

/**
 * What the journeys of several roles share (sales, repairs): ATRIUM_E2E_SCREENSHOTS=1 writes their
 * screenshots into docs/screenshots.
 */
const SHOTS = process.env.ATRIUM_E2E_SCREENSHOTS === '1';

/** Whether this run writes the screenshots. */
export const takingShots = () => SHOTS;

/** What the screen walk cannot see: a screen outside the menu, or one in a state only a journey reaches. */
export async function expectAxeClean(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toBe('');
}

/** docs/screenshots/<name>.png of the whole page, once it settled (the last step's toasts hidden). */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForLoadState('networkidle');
  // The toasts of the last step would cover the tab bar.
  await page.addStyleTag({ content: '.ant-message { display: none !important; }' });
  await page.screenshot({ path: join(ROOT, 'docs/screenshots', `${name}.png`), fullPage: true });
}

/** Calls the server with `headers` (a JSON body when given) and answers the `data` of its answer. */
export async function call<T>(
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await answer.json()) as { code: number; data: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Picks the option holding `option` in the select named `name` (inside `scope`), typing `search` first if given. */
export async function pick(page: Page, scope: Locator, name: string, option: string, search?: string) {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}
