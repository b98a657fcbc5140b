import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks `option` in an antd single select and waits until the pick shows and the list is closed.
 * On a loaded machine a click can land while the list is still opening and be lost, leaving the
 * list open over the form (seen in clean-clone runs): the pick is tried again until it shows.
 */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  // antd 6 shows a single select's value as the content's title.
  const chosen = select.locator(`.ant-select-content-has-value[title="${option}"]`);
  const openList = page.locator('.ant-select-dropdown:visible');
  const item = openList.locator('.ant-select-item-option', { hasText: option }).first();
  await expect
    .poll(
      async () => {
        if ((await chosen.count()) > 0) return true;
        if ((await openList.count()) === 0) await select.click({ timeout: 3000 }).catch(() => undefined);
        await item.click({ timeout: 3000 }).catch(() => undefined);
        return (await chosen.count()) > 0;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  // Picking closes the list; one left open (a second click landed as it closed) is toggled shut.
  await expect
    .poll(
      async () => {
        if ((await openList.count()) === 0) return 0;
        await page.waitForTimeout(300);
        if ((await openList.count()) > 0) await select.click({ timeout: 3000 }).catch(() => undefined);
        return openList.count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(0);
}
