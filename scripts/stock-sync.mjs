#!/usr/bin/env node
// `npm run stock:sync -- --warehouse WH-EAST`: plays an outside WMS pushing a batch to Atrium's
// signed warehouse sync webhook over HTTP (docs/warehouse-sync.md), and prints what became of
// each item: stock levels and a shipment that apply, a SKU Atrium doesn't know (rejected) and a
// shipment of stock the warehouse doesn't hold (conflict).
import { createHmac, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run stock:sync -- [options]

Signs and pushes a realistic batch (stock levels and shipments) to a warehouse's sync webhook.

  --warehouse <code>   the warehouse the WMS runs (default WH-EAST)
  --secret <secret>    the warehouse's signing secret; without it the secret is replaced
                       (rotated) first, and the old one stops working
  --server <url>       default $ATRIUM_SERVER or http://localhost:$PORT (3000)
  --user <name>        default $ATRIUM_USER or admin (needs 仓库同步日志 update and 商品/配件 query)
  --password <pw>      default $ATRIUM_PASSWORD or demo1234
  --org <id>           act in this organization (Organization-Id), default the user's own
  -h, --help

Exit codes: 0 pushed, 1 bad usage, 2 refused by the server, 3 server unreachable.`;

class CliError extends Error {
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        warehouse: { type: 'string' },
        secret: { type: 'string' },
        server: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        org: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new CliError(`${error.message}\n\n${USAGE}`, 1);
  }
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = process.env.PORT || '3000';
  return {
    warehouse: parsed.warehouse ?? 'WH-EAST',
    secret: parsed.secret,
    server: (parsed.server ?? process.env.ATRIUM_SERVER ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    user: parsed.user ?? process.env.ATRIUM_USER ?? 'admin',
    password: parsed.password ?? process.env.ATRIUM_PASSWORD ?? 'demo1234',
    org: parsed.org,
  };
}

async function send(server, method, path, { headers = {}, body } = {}) {
  try {
    return await fetch(`${server}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body,
    });
  } catch (error) {
    throw new CliError(
      `Cannot reach the server at ${server} (${error.cause?.code ?? error.message}). Is it running (npm start)? Use --server to point elsewhere.`,
      3,
    );
  }
}

/** The envelope's data of an answer, or a CliError with the server's message. */
async function dataOf(response, what) {
  let body;
  try {
    body = await response.json();
  } catch {
    throw new CliError(`${what}: HTTP ${response.status}, not an Atrium answer`, 3);
  }
  if (body.code !== 200) throw new CliError(`${what}: ${body.msg}`, 2);
  return body.data;
}

function client(server, headers) {
  return async (method, path, json) =>
    dataOf(
      await send(server, method, path, {
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      }),
      `${method} ${path}`,
    );
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
      enabled: true,
      adapter: settings.adapter,
      pullUrl: settings.pullUrl,
      version: settings.version,
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
  const login = await client(opts.server, {})('POST', '/erp/auth/login', {
    username: opts.user,
    password: opts.password,
  });
  const api = client(opts.server, {
    authorization: `Bearer ${login.token}`,
    ...(opts.org ? { 'organization-id': opts.org } : {}),
  });
  log(`signed in to ${opts.server} as ${opts.user}`);
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
  const answer = await dataOf(
    await send(opts.server, 'POST', hookPath, {
      headers: { 'x-atrium-timestamp': String(timestamp), 'x-atrium-signature': signature },
      body,
    }),
    `POST ${hookPath}`,
  );
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

main().catch((error) => {
  if (error instanceof CliError) {
    console.error(`[stock:sync] ${error.message}`);
    process.exit(error.exitCode);
  }
  console.error(error);
  process.exit(1);
});
