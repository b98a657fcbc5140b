#!/usr/bin/env node
// `npm run orders:push -- --source TMALL --count 20`: plays an e-commerce platform pushing a batch
// of paid orders to an order source's signed webhook over HTTP (docs/sales-channels.md), then the
// same batch again to show it is idempotent, and prints what became of each order: a sale order
// (confirmed, or a draft when stock is short), or rejected with the reason (an unknown SKU, an
// amount that does not add up).
import { createHmac, randomBytes } from 'node:crypto';
import { CliError, CONNECTION_USAGE, parseCli, runCli, signIn } from './lib/cli.mjs';

const USAGE = `Usage: npm run orders:push -- [options]

Signs and pushes a realistic batch of platform orders to an order source's webhook, then pushes
the same delivery again (answered as a duplicate: no second order).

  --source <code>         the order source (default TMALL)
  --count <n>             how many orders (default 20, at most 100); the last two are meant to
                          be rejected (an unknown SKU, a total that is not the lines' sum)
  --secret <secret>       the source's signing secret; without it a new secret is generated
                          first, and the old one stops working
${CONNECTION_USAGE}

A source without a default warehouse and owner is set up first (the first warehouse, the
signed-in user; the oldest warehouse is the main one). The user needs 订单来源/来源详情 update and 商品 query.

Exit codes: 0 pushed, 1 bad usage, 2 refused by the server, 3 server unreachable.`;

function options() {
  const { values, connection } = parseCli(USAGE, {
    source: { type: 'string' },
    count: { type: 'string' },
    secret: { type: 'string' },
  });
  const count = Number(values.count ?? 20);
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new CliError('--count must be 1…100', 1);
  return { connection, source: values.source ?? 'TMALL', count, secret: values.secret };
}

const log = (text) => console.log(`[orders:push] ${text}`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴'];
const GIVEN = ['晓明', '丽华', '建国', '思远', '雨桐', '子轩', '欣怡', '浩然', '静怡', '俊杰'];
const CITIES = [
  '上海市浦东新区张江路',
  '北京市海淀区中关村大街',
  '杭州市西湖区文三路',
  '广州市天河区体育西路',
  '成都市武侯区天府大道',
];

/** The source, set up to take orders (warehouse, owner) and with a webhook and a secret that signs for it. */
async function sourceHook(api, userId, opts) {
  const source = (
    await api('GET', `/erp/sale/source/page?code=${encodeURIComponent(opts.source)}`)
  ).list.find((row) => row.code === opts.source);
  if (!source) throw new CliError(`No order source with the code ${opts.source}`, 2);
  let overview = await api('GET', `/erp/sale/source/${source.id}/overview`);
  if (overview.settings.defaultWarehouseId === null || overview.settings.defaultOwnerUserId === null) {
    const [warehouse] = (
      await api('GET', '/erp/stock/warehouse/page?pageSize=1&enabled=true&sortField=createdAt&sortOrder=asc')
    ).list;
    if (!warehouse) throw new CliError('The organization has no enabled warehouse', 2);
    overview = await api('PUT', `/erp/sale/source/${source.id}/settings`, {
      json: {
        ...overview.settings,
        defaultWarehouseId: overview.settings.defaultWarehouseId ?? warehouse.id,
        defaultOwnerUserId: overview.settings.defaultOwnerUserId ?? userId,
        version: overview.version,
      },
    });
    log(`set up ${overview.name}: warehouse ${overview.warehouseName}, owner ${overview.ownerName}`);
  }
  if (opts.secret && overview.hookPath) return { hookPath: overview.hookPath, secret: opts.secret };
  const made = await api('POST', `/erp/sale/source/${source.id}/webhook`);
  log(`no --secret given: generated a new signing secret for ${opts.source} (ends ${made.secret.slice(-4)})`);
  return made;
}

/** Paid orders as a platform sends them: one to three lines of catalogue SKUs, a buyer, an address. */
function batchOf(count, skus) {
  const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const orders = Array.from({ length: count }, () => {
    const orderNo = `${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
    return {
      orderNo,
      buyerName: `${pick(SURNAMES)}${pick(GIVEN)}`,
      buyerPhone: `13${between(0, 9)}${String(between(0, 99_999_999)).padStart(8, '0')}`,
      address: `${pick(CITIES)} ${between(1, 999)} 号`,
      lines: Array.from({ length: between(1, 3) }, (_, line) => ({
        sn: `${orderNo}-${line + 1}`,
        sku: pick(skus),
        quantity: String(between(1, 2)),
        unitPrice: between(50, 3_000) * 100,
      })),
    };
  });
  if (count >= 2) orders[count - 2].lines[0].sku = `UNKNOWN-${between(1000, 9999)}`;
  if (count >= 1) orders[count - 1].totalFen = 1;
  return { eventId: `sim-${Date.now()}-${randomBytes(3).toString('hex')}`, orders };
}

async function main() {
  const opts = options();
  const api = await signIn(opts.connection, log);
  const { hookPath, secret } = await sourceHook(api, api.userId, opts);
  const skus = (await api('GET', '/erp/catalogue/product/page?pageSize=20')).list.map(
    (product) => product.sku,
  );
  if (skus.length === 0) throw new CliError('The catalogue has no products', 2);

  const body = JSON.stringify(batchOf(opts.count, skus));
  const push = () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
    return api('POST', hookPath, {
      raw: body,
      headers: { 'x-atrium-timestamp': String(timestamp), 'x-atrium-signature': signature },
    });
  };
  const answer = await push();
  log(`pushed ${JSON.parse(body).orders.length} orders as event ${answer.eventId}`);
  for (const item of answer.items) {
    const outcome = item.saleOrderNo ? `${item.status} → ${item.saleOrderNo}` : item.status;
    log(`  #${item.index} ${item.orderNo}: ${outcome}${item.reason ? ` (${item.reason})` : ''}`);
  }
  const again = await push();
  log(
    `pushed the same delivery again: ${again.duplicate ? 'duplicate, nothing applied' : 'applied again?!'}`,
  );
}

runCli('orders:push', main);
