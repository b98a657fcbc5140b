import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
    await context.close();
  });
});
