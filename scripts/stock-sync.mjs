#!/usr/bin/env node
// `npm run stock:sync -- --warehouse WH-EAST`: plays an outside WMS pushing a batch to Atrium's
// signed warehouse sync webhook over HTTP (docs/warehouse-sync.md), and prints what became of
// each item: stock levels and a shipment that apply, a SKU Atrium doesn't know (rejected) and a
// shipment of stock the warehouse doesn't hold (conflict).
import { createHmac, randomBytes } from 'node:crypto';
import { CliError, CONNECTION_USAGE, parseCli, runCli, signIn } from './lib/cli.mjs';

const USAGE = `Usage: npm run stock:sync -- [options]

Signs and pushes a realistic batch (stock levels and shipments) to a warehouse's sync webhook.

  --warehouse <code>      the warehouse the WMS runs (default WH-EAST)
  --secret <secret>       the warehouse's signing secret; without it the secret is replaced
                          (rotated) first, and the old one stops working
${CONNECTION_USAGE}

The user needs 仓库同步日志 update and 商品/配件 query.

Exit codes: 0 pushed, 1 bad usage, 2 refused by the server, 3 server unreachable.`;

function options() {
  const { values, connection } = parseCli(USAGE, {
    warehouse: { type: 'string' },
    secret: { type: 'string' },
  });
  return { connection, warehouse: values.warehouse ?? 'WH-EAST', secret: values.secret };
}

const log = (text) => console.log(`[stock:sync] ${text}`);
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

/** The webhook's path and a secret that signs for it: configured, rotated or as given. */
async function hookOf(api, opts) {
  const settings = (await api('GET', '/erp/stock/sync/settings/list')).find(
    (row) => row.warehouseCode === opts.warehouse,
  );
  if (!settings) throw new CliError(`No warehouse with the code ${opts.warehouse}`, 2);
  if (!settings.configured || !settings.enabled) {
    const saved = await api('PUT', `/erp/stock/sync/settings/${settings.warehouseId}`, {
      json: {
        enabled: true,
        adapter: settings.adapter,
        pullUrl: settings.pullUrl,
        version: settings.version,
      },
    });
    log(
      `${settings.configured ? 'enabled' : 'configured'} sync for ${settings.warehouseName} (${opts.warehouse})`,
    );
    return { hookPath: saved.hookPath, secret: opts.secret ?? saved.secret };
  }
  if (opts.secret) return { hookPath: settings.hookPath, secret: opts.secret };
  const rotated = await api('POST', `/erp/stock/sync/settings/${settings.warehouseId}/secret`);
  log(`no --secret given: replaced the signing secret of ${opts.warehouse} (ends ${rotated.secretHint})`);
  return { hookPath: rotated.hookPath, secret: rotated.secret };
}

/**
 * A batch a WMS would send after a stock take and a morning's picking: levels of a few products
 * and a fitting, a shipment out of what the levels put there, a SKU nobody created in Atrium and
 * a shipment far beyond the warehouse's stock.
 */
function batchOf(warehouse, products, fitting) {
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const levels = products.map((sku) => ({
    type: 'stockLevel',
    warehouse,
    sku,
    quantity: String(between(40, 200)),
    at: hourAgo,
  }));
  const items = [...levels];
  if (fitting)
    items.push({
      type: 'stockLevel',
      warehouse,
      fittingCode: fitting,
      quantity: between(10, 60),
      at: hourAgo,
    });
  const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  items.push({
    type: 'shipment',
    warehouse,
    shipmentNo: `SHP-${stamp}-${between(100, 999)}`,
    at: new Date().toISOString(),
    lines: products.slice(0, 2).map((sku) => ({ sku, quantity: String(between(1, 5)) })),
  });
  items.push({
    type: 'stockLevel',
    warehouse,
    sku: `UNKNOWN-${between(1000, 9999)}`,
    quantity: '5',
    at: hourAgo,
  });
  items.push({
    type: 'shipment',
    warehouse,
    shipmentNo: `SHP-${stamp}-${between(100, 999)}`,
    at: new Date().toISOString(),
    lines: [{ sku: products[0], quantity: '999999' }],
  });
  return { eventId: `sim-${Date.now()}-${randomBytes(3).toString('hex')}`, items };
}

async function main() {
  const opts = options();
  const api = await signIn(opts.connection, log);
  const { hookPath, secret } = await hookOf(api, opts);
  // Items without serial numbers: a level says how many, not which ones.
  const products = (await api('GET', '/erp/catalogue/product/page?pageSize=50')).list
    .filter((product) => !product.serialTracked)
    .slice(0, 3)
    .map((product) => product.sku);
  if (products.length < 2)
    throw new CliError('The catalogue needs at least two products without serial numbers', 2);
  const fitting = (await api('GET', '/erp/catalogue/fitting/page?pageSize=1')).list[0]?.code;

  const body = JSON.stringify(batchOf(opts.warehouse, products, fitting));
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const answer = await api('POST', hookPath, {
    raw: body,
    headers: { 'x-atrium-timestamp': String(timestamp), 'x-atrium-signature': signature },
  });
  const sent = JSON.parse(body);
  log(
    `pushed ${sent.items.length} items as event ${answer.eventId}${answer.duplicate ? ' (duplicate)' : ''}`,
  );
  for (const item of answer.items) {
    const raw = sent.items[item.index];
    const subject =
      raw.type === 'shipment'
        ? `shipment ${raw.shipmentNo}`
        : `level ${raw.sku ?? raw.fittingCode} = ${raw.quantity}`;
    log(`  #${item.index} ${subject}: ${item.status}${item.error ? ` (${item.error})` : ''}`);
  }
}

runCli('stock:sync', main);
