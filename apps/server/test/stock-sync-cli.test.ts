import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/server-process.mjs';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { stockSyncItems } from '../src/modules/stock-sync/stock-sync.tables.js';
import { buildTestApp, type TestApp } from './harness.js';

/**
 * `npm run stock:sync` (scripts/stock-sync.mjs) against the app listening on a real port: it signs
 * in, rotates the warehouse's secret, signs and pushes its batch over HTTP, and every item ends as
 * the simulator means it to (levels and a shipment applied, an unknown SKU rejected, a conflict).
 */
const run = promisify(execFile);
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.app.close());

const cli = (...args: string[]) =>
  run(process.execPath, [path.join(ROOT, 'scripts/stock-sync.mjs'), '--server', origin, ...args], {
    cwd: ROOT,
    timeout: 60_000,
  });

describe('npm run stock:sync', () => {
  it('pushes a signed batch that the log shows item by item', async () => {
    const { stdout } = await cli('--warehouse', 'WH-MAIN');
    const eventId = /as event (sim-\S+)/.exec(stdout)?.[1];
    expect(eventId, stdout).toBeDefined();
    const items = await t.db
      .select()
      .from(stockSyncItems)
      .where(eq(stockSyncItems.eventId, eventId!))
      .orderBy(stockSyncItems.itemIndex);
    const statuses = items.map((item) => `${item.kind}:${item.status}`);
    expect(statuses).toEqual([
      'level:applied',
      'level:applied',
      'level:applied',
      'level:applied',
      'shipment:applied',
      'level:rejected',
      'shipment:conflict',
    ]);
    expect(items[5]!.errorKey).toBe('warehouseSync.unknownSku');
    expect(items[6]!.errorKey).toBe('warehouseSync.shipmentShort');
    expect(stdout).toMatch(/#5 level UNKNOWN-\d+ = 5: rejected \(未知的商品 SKU：UNKNOWN-\d+\)/);
    expect(await checkLedger(t.db)).toEqual([]);
  }, 90_000);

  it('exits 3 when the server is unreachable and 2 when the warehouse is unknown', async () => {
    await expect(
      run(process.execPath, [path.join(ROOT, 'scripts/stock-sync.mjs'), '--server', 'http://127.0.0.1:9'], {
        cwd: ROOT,
      }),
    ).rejects.toMatchObject({ code: 3 });
    await expect(cli('--warehouse', 'NO-SUCH')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
