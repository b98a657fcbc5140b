import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 仓库同步日志: the simulator (`npm run stock:sync`, the real signed webhook over HTTP) pushes a
 * WMS batch for 主仓库; the warehouse keeper finds it in the log by its event id, item by item,
 * and opens the refused shipment to read why and what was sent.
 */
const browser = useBrowser();
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** Whether an element's text shows whole: on one line, inside its cell, nothing in it cut off. */
const shownWhole = (locator: Locator) =>
  locator.evaluate((element) => {
    const cell = element.closest('th, td') ?? element;
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 22;
    const cut = [element, ...Array.from(element.querySelectorAll('*'))].some(
      (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible',
    );
    return !cut && text.height < lineHeight * 1.5 && text.left >= box.left - 1 && text.right <= box.right + 1;
  });

describe('warehouse sync log', () => {
  it('shows a simulated batch item by item, and a refused item with its reason and payload', async () => {
    const { stdout } = await run(
      process.execPath,
      [join(ROOT, 'scripts/stock-sync.mjs'), '--server', baseUrl(), '--warehouse', 'WH-MAIN'],
      { cwd: ROOT, timeout: 30_000 },
    );
    const eventId = /as event (\S+)/.exec(stdout)?.[1];
    expect(eventId, stdout).toMatch(/^sim-/);

    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'warehouse');
    await page.goto(`/supply/warehouse/syncLog?log.eventId=${eventId}`);
    const log = page.getByTestId('sync-log');
    const rows = log.locator('.ant-table-row', { hasText: eventId! });
    // Levels of three products and a fitting, two shipments, an unknown SKU: seven items.
    await expect.poll(() => rows.count()).toBe(7);
    await rows.filter({ hasText: '已应用' }).first().waitFor();
    const unknown = rows.filter({ hasText: '已拒绝' });
    expect(await unknown.count()).toBe(1);
    expect(await unknown.textContent()).toContain('UNKNOWN-');
    const beyond = rows.filter({ hasText: '冲突' });
    expect(await beyond.count()).toBe(1);

    await beyond.getByText('冲突').click();
    const detail = page.getByTestId('sync-item-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain(`${eventId}`);
    // The shipment of 999999 units: refused for the stock short, with what was sent.
    expect(await detail.textContent()).toContain('999999');
    // Nothing was posted: the diff says what applying would post, never a red change beside 0 moves.
    const diff = detail.locator('.ant-table');
    expect(await diff.locator('thead').textContent()).toContain('应过账（未过账）');
    expect(await diff.locator('.ant-typography-danger, .ant-typography-success').count()).toBe(0);
    // Replayed while the stock is still short: said as a warning naming the outcome, not a success.
    await page.getByTestId('drawer-replay').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const said = page.locator('.ant-message-notice', { hasText: '重放后仍为「冲突」' });
    await said.waitFor();
    expect(await said.locator('.anticon-check-circle').count()).toBe(0);

    // The settings give the vendor the whole webhook address, not a path.
    await page.goto('/supply/warehouse/syncLog?tab=settings');
    const mainRow = page.getByTestId('sync-settings').locator('tr', { hasText: '主仓库' });
    await mainRow.locator('code').first().waitFor();
    expect(await mainRow.locator('code').first().textContent()).toMatch(/^http:\/\/[^/]+\/erp\//);

    // In English every header and action of the log reads whole (none cut off or broken).
    await page.getByTestId('locale-switch-en').click();
    await page.goto(`/supply/warehouse/syncLog?log.eventId=${eventId}`);
    await expect.poll(() => rows.count()).toBe(7);
    for (const title of ['Warehouse', 'Attempts', 'Actions'])
      expect(await shownWhole(log.locator('th', { hasText: title })), title).toBe(true);
    const replay = rows.filter({ hasText: 'Conflict' }).getByTestId('row-replay');
    expect(await shownWhole(replay), 'Replay').toBe(true);
    await context.close();
  });
});
