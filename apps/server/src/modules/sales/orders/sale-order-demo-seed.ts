import { formatBusinessDate, progressAmount, saleLineAmounts } from '@atrium/contract';
import { saleOrderScopes } from '@atrium/contract/endpoints/sale-orders';
import { MY_WAREHOUSES_SCOPE } from '@atrium/contract/resources/warehouse';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../../platform/db/array-literal.js';
import type { Db } from '../../../platform/db/database.js';
import type { DemoSeedContext } from '../../../platform/modules/server-module.js';
import { roleDataScopes, roles } from '../../admin/admin.tables.js';
import { fittings, products } from '../../catalogue/catalogue.tables.js';
import { platformServices } from '../../catalogue/platform-services.tables.js';
import { customers } from '../../crm/customers.tables.js';
import { stockBalances, stockLocations, stockWarehouses } from '../../stock/stock.tables.js';
import { consumeStockLines, reserveStockLines } from '../../stock/stock-reservations.js';
import { saleGoods, saleGoodsPrices } from '../goods/sale-goods.tables.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { holdOf } from './sale-order-line-rows.js';
import { SALE_ORDER_RESERVATION_KIND } from './sale-order-reservations.js';
import type { saleOrders } from './sale-orders.tables.js';

type Status = (typeof saleOrders.$inferInsert)['status'] & string;

/** How many demo orders of each state (~300 in all). */
const STATES: readonly [Status, number][] = [
  ['draft', 50],
  ['submitted', 40],
  ['confirmed', 50],
  ['partlyShipped', 30],
  ['shipped', 40],
  ['completed', 60],
  ['cancelled', 30],
];
const DAY = 86_400_000;

interface DemoLine {
  itemKind: 'product' | 'fitting' | 'service';
  itemId: number;
  itemLabel: string;
  unit: string;
  quantity: string;
  unitPrice: number;
  taxRate: number;
  /** Index of the parent among the order's lines. */
  parent?: number;
}

/**
 * The demo organization's sale goods and ~300 sale orders across every state, each a tree (a
 * machine with fittings and a service as its children, sometimes a second machine), owned by the
 * sales team's customers' owners. Written in a handful of bulk statements (every test app seeds
 * the demo): orders, lines, parents; confirmed and later ones hold their stock lines in ONE stock
 * call, and shipped ones consume in ONE more, their progress written as the progress API would
 * (whole lines, amounts by cumulative share). Also the roles' order scopes: finance sees every
 * order, the warehouse keeper the orders of their warehouses.
 */
export async function seedDemoSaleOrders({ tx, orgId, userIds }: DemoSeedContext): Promise<void> {
  await seedDemoOrderScopes(tx, orgId);
  const [own] = await tx
    .select({ id: saleSources.id })
    .from(saleSources)
    .where(and(eq(saleSources.orgId, orgId), eq(saleSources.code, 'OWN')));
  const sources = await tx
    .select({ id: saleSources.id })
    .from(saleSources)
    .where(eq(saleSources.orgId, orgId));
  const [warehouse] = await tx
    .select({ id: stockWarehouses.id })
    .from(stockWarehouses)
    .where(
      and(
        eq(stockWarehouses.orgId, orgId),
        eq(stockWarehouses.enabled, true),
        isNull(stockWarehouses.deletedAt),
      ),
    )
    .orderBy(asc(stockWarehouses.id))
    .limit(1);
  if (!own || !warehouse) return;
  // Items with stock at the warehouse, so the holds of confirmed orders are covered.
  const stocked = await tx
    .select({
      itemKind: stockBalances.itemKind,
      itemId: stockBalances.itemId,
      free: sql<string>`sum(${stockBalances.onHand} - ${stockBalances.reserved})`,
    })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(and(eq(stockBalances.orgId, orgId), eq(stockLocations.warehouseId, warehouse.id)))
    .groupBy(stockBalances.itemKind, stockBalances.itemId)
    .having(sql`sum(${stockBalances.onHand} - ${stockBalances.reserved}) >= 1`)
    .orderBy(sql`sum(${stockBalances.onHand} - ${stockBalances.reserved}) desc`);
  // What each item may still hold: an order whose lines it cannot cover stays submitted.
  const free = new Map(stocked.map((row) => [`${row.itemKind}:${row.itemId}`, Number(row.free)]));
  const stockedIds = (kind: 'product' | 'fitting') =>
    stocked.filter((row) => row.itemKind === kind).map((row) => row.itemId);
  const productIds = stockedIds('product');
  const fittingIds = stockedIds('fitting');
  if (productIds.length === 0 || fittingIds.length === 0) return;
  const machines = await tx
    .select({
      id: products.id,
      label: sql<string>`${products.sku} || ' ' || ${products.name}`,
      unit: products.unit,
      price: products.listPrice,
      taxRate: products.taxRate,
    })
    .from(products)
    .where(
      and(eq(products.orgId, orgId), inArray(products.id, productIds), eq(products.serialTracked, false)),
    )
    .limit(40);
  const parts = await tx
    .select({
      id: fittings.id,
      label: sql<string>`${fittings.code} || ' ' || ${fittings.name}`,
      unit: fittings.unit,
      price: fittings.price,
    })
    .from(fittings)
    .where(and(eq(fittings.orgId, orgId), inArray(fittings.id, fittingIds)))
    .limit(40);
  const services = await tx
    .select({ id: platformServices.id, name: platformServices.name, price: platformServices.price })
    .from(platformServices)
    .where(and(eq(platformServices.orgId, orgId), isNull(platformServices.deletedAt)))
    .orderBy(asc(platformServices.id))
    .limit(4);
  const buyers = await tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      address: customers.address,
      ownerUserId: customers.ownerUserId,
      ownerDepartmentId: customers.ownerDepartmentId,
    })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), isNotNull(customers.ownerUserId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id))
    .limit(120);
  if (machines.length === 0 || parts.length === 0 || buyers.length === 0) return;
  await seedDemoGoods(
    tx,
    orgId,
    machines,
    parts,
    services,
    sources.map((source) => source.id),
  );

  // The orders, oldest first over the last 120 days (their numbers dated by their day).
  const now = Date.now();
  // The states interleaved over time (every day has some of each), not one state per period.
  const plans = STATES.flatMap(([status, count]) => Array.from({ length: count }, () => status))
    .map((status, index, all) => ({ status, rank: (index * 97) % all.length }))
    .sort((a, b) => a.rank - b.rank)
    .map((plan) => plan.status);
  const rates = await demoCustomerRates(
    tx,
    orgId,
    buyers.map((buyer) => buyer.id),
  );
  const perDay = new Map<string, number>();
  // The best-stocked items first.
  const rank = (kind: string, id: number) => -(free.get(`${kind}:${id}`) ?? 0);
  machines.sort((a, b) => rank('product', a.id) - rank('product', b.id));
  parts.sort((a, b) => rank('fitting', a.id) - rank('fitting', b.id));
  machines.splice(12);
  parts.splice(12);
  const orders = plans.map((status, index) => {
    const buyer = buyers[(index * 7) % buyers.length]!;
    const machine = machines[index % machines.length]!;
    const lines: DemoLine[] = [
      {
        itemKind: 'product',
        itemId: machine.id,
        itemLabel: machine.label,
        unit: machine.unit,
        quantity: '1',
        unitPrice: machine.price,
        taxRate: Math.round(Number(machine.taxRate) * 100),
      },
    ];
    for (const offset of [0, 1].slice(0, 1 + (index % 2))) {
      const part = parts[(index + offset * 5) % parts.length]!;
      lines.push({
        itemKind: 'fitting',
        itemId: part.id,
        itemLabel: part.label,
        unit: part.unit,
        quantity: String(1 + ((index + offset) % 2)),
        unitPrice: part.price,
        taxRate: 1300,
        parent: 0,
      });
    }
    const service = services[index % Math.max(services.length, 1)];
    if (service)
      lines.push({
        itemKind: 'service',
        itemId: service.id,
        itemLabel: service.name,
        unit: '次',
        quantity: '1',
        unitPrice: service.price,
        taxRate: 600,
        parent: 0,
      });
    if (index % 5 === 0) {
      const second = machines[(index + 3) % machines.length]!;
      lines.push({
        itemKind: 'product',
        itemId: second.id,
        itemLabel: second.label,
        unit: second.unit,
        quantity: '1',
        unitPrice: second.price,
        taxRate: Math.round(Number(second.taxRate) * 100),
      });
    }
    // Lines at the customer's rate; a few cut deeper (what the discount approval point catches).
    const customerRate = rates.get(buyer.id) ?? 10_000;
    const discountRate = index % 6 === 0 ? Math.max(customerRate - 1000, 5000) : customerRate;
    const createdAt = new Date(now - (120 - Math.floor((index * 119) / plans.length)) * DAY);
    const day = formatBusinessDate(createdAt).replaceAll('-', '');
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const priced = lines.map((line) => ({
      ...line,
      discountRate,
      ...saleLineAmounts({
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountRate,
        taxRate: line.taxRate,
      }),
    }));
    let state = status;
    if (['confirmed', 'partlyShipped', 'shipped', 'completed'].includes(state)) {
      const needs = priced.filter((line) => line.itemKind !== 'service');
      const covered = needs.every(
        (line) => (free.get(`${line.itemKind}:${line.itemId}`) ?? 0) >= Number(line.quantity),
      );
      if (covered) {
        for (const line of needs)
          free.set(
            `${line.itemKind}:${line.itemId}`,
            free.get(`${line.itemKind}:${line.itemId}`)! - Number(line.quantity),
          );
      } else state = 'submitted';
    }
    return {
      status: state,
      buyer,
      customerRate,
      priced,
      createdAt,
      documentNo: `XS${day}-D${String(seq).padStart(3, '0')}`,
      sourceId: sources[index % sources.length]!.id,
    };
  });
  const orderIds = await nextIds(tx, 'sale_orders', orders.length);
  const rows = orderIds.map((id) => ({ id }));
  const sum = (order: (typeof orders)[number], pick: (line: (typeof order.priced)[number]) => number) =>
    order.priced.reduce((total, line) => total + pick(line), 0);
  const at = (order: (typeof orders)[number], stamped: boolean) =>
    stamped ? order.createdAt.toISOString() : null;
  const of = (pick: (order: (typeof orders)[number], index: number) => string | number | null) =>
    arrayLiteral(orders.map(pick));
  // One parameter per column: three hundred orders in one cheap statement.
  await tx.execute(sql`
    insert into sale_orders (id, org_id, created_at, updated_at, created_by, owner_user_id, owner_department_id,
      document_no, customer_id, customer_name, source_id, warehouse_id, contact_name, contact_phone,
      delivery_address, status, customer_discount_rate, list_total_fen, total_fen, tax_fen, line_count,
      submitted_at, confirmed_at, closed_at)
    select id, ${orgId}, created_at, created_at, owner_user_id, owner_user_id, owner_department_id, document_no,
      customer_id, customer_name, source_id, ${warehouse.id}, customer_name, contact_phone, delivery_address,
      status, rate, list_total, total, tax, line_count, submitted_at, confirmed_at, closed_at
    from unnest(${of((_order, index) => orderIds[index]!)}::int[], ${of((o) => o.createdAt.toISOString())}::timestamptz[],
      ${of((o) => o.buyer.ownerUserId)}::int[], ${of((o) => o.buyer.ownerDepartmentId)}::int[], ${of((o) => o.documentNo)}::text[],
      ${of((o) => o.buyer.id)}::int[], ${of((o) => o.buyer.name)}::text[], ${of((o) => o.sourceId)}::int[],
      ${of((o) => o.buyer.phone)}::text[], ${of((o) => o.buyer.address)}::text[], ${of((o) => o.status)}::text[],
      ${of((o) => o.customerRate)}::int[], ${of((o) => sum(o, (l) => l.listAmount))}::bigint[],
      ${of((o) => sum(o, (l) => l.amount))}::bigint[], ${of((o) => sum(o, (l) => l.taxAmount))}::bigint[],
      ${of((o) => o.priced.length)}::int[], ${of((o) => at(o, o.status !== 'draft'))}::timestamptz[],
      ${of((o) => at(o, !['draft', 'submitted', 'cancelled'].includes(o.status)))}::timestamptz[],
      ${of((o) => at(o, ['completed', 'cancelled'].includes(o.status)))}::timestamptz[])
      as v(id, created_at, owner_user_id, owner_department_id, document_no, customer_id, customer_name, source_id,
        contact_phone, delivery_address, status, rate, list_total, total, tax, line_count, submitted_at,
        confirmed_at, closed_at)`);
  // Line ids taken first, so each child names its parent in the one INSERT (its key is checked at
  // the statement's end, when the parent is there too): no second pass over the lines.
  const lineCount = orders.reduce((sum, order) => sum + order.priced.length, 0);
  const ids = await nextIds(tx, 'sale_order_lines', lineCount);
  const firstLine: number[] = [];
  orders.reduce((at, order) => {
    firstLine.push(at);
    return at + order.priced.length;
  }, 0);
  const idOf = (order: number, index: number) => ids[firstLine[order]! + index]!;
  const flat = orders.flatMap((order, index) =>
    order.priced.map((line, lineIndex) => ({
      id: idOf(index, lineIndex),
      orderId: rows[index]!.id,
      lineNo: lineIndex + 1,
      parent: line.parent === undefined ? null : idOf(index, line.parent),
      line,
    })),
  );
  const column = (pick: (row: (typeof flat)[number]) => string | number | null) =>
    arrayLiteral(flat.map(pick));
  // One parameter per column (not per value): a thousand lines in one cheap statement.
  await tx.execute(sql`
    insert into sale_order_lines (id, org_id, parent_id, line_no, parent_line_id, item_kind, item_id,
      item_label, unit, quantity, unit_price, discount_rate, tax_rate, amount, tax_amount)
    select id, ${orgId}, parent_id, line_no, parent_line_id, item_kind, item_id, item_label, unit, quantity,
      unit_price, discount_rate, tax_rate, amount, tax_amount
    from unnest(${column((r) => r.id)}::int[], ${column((r) => r.orderId)}::int[], ${column((r) => r.lineNo)}::int[],
      ${column((r) => r.parent)}::int[], ${column((r) => r.line.itemKind)}::text[], ${column((r) => r.line.itemId)}::int[],
      ${column((r) => r.line.itemLabel)}::text[], ${column((r) => r.line.unit)}::text[], ${column((r) => r.line.quantity)}::numeric[],
      ${column((r) => r.line.unitPrice)}::bigint[], ${column((r) => r.line.discountRate)}::int[], ${column((r) => r.line.taxRate)}::int[],
      ${column((r) => r.line.amount)}::bigint[], ${column((r) => r.line.taxAmount)}::bigint[])
      as v(id, parent_id, line_no, parent_line_id, item_kind, item_id, item_label, unit, quantity, unit_price,
        discount_rate, tax_rate, amount, tax_amount)`);

  // Holds of every order that was confirmed (one call), then what shipped (one call).
  const held = ['confirmed', 'partlyShipped', 'shipped', 'completed'];
  const actor = { orgId, userId: userIds.get('warehouse') ?? null };
  const holds = orders.flatMap((order, index) =>
    held.includes(order.status)
      ? order.priced.flatMap((line, lineIndex) =>
          holdOf({ ...line, id: idOf(index, lineIndex) }, warehouse.id),
        )
      : [],
  );
  if (holds.length > 0) await reserveStockLines(tx, actor, holds);
  // Shipped and completed orders shipped whole; a partly shipped one its first machine with its kit.
  const shipped = orders.flatMap((order, index) =>
    ['partlyShipped', 'shipped', 'completed'].includes(order.status)
      ? order.priced.flatMap((line, lineIndex) =>
          order.status === 'partlyShipped' && lineIndex > 0 && line.parent === undefined
            ? []
            : [{ order: index, line, id: idOf(index, lineIndex) }],
        )
      : [],
  );
  const consumed = shipped.filter((step) => step.line.itemKind !== 'service');
  if (consumed.length > 0) {
    await consumeStockLines(
      tx,
      actor,
      consumed.map((step) => ({ documentKind: SALE_ORDER_RESERVATION_KIND, documentLineId: step.id })),
    );
    // One consume for every order (a call per order would cost the demo hundreds of statements);
    // each move then names its own order, as a shipment's moves name their document.
    await tx.execute(sql`
      update stock_moves m set document_id = o.id, document_no = o.document_no
      from sale_order_lines l join sale_orders o on o.id = l.parent_id
      where m.org_id = ${orgId} and m.document_kind = ${SALE_ORDER_RESERVATION_KIND}
        and m.document_line_id = l.id and m.document_no = ''`);
  }
  if (shipped.length === 0) return;
  const values = shipped.map(
    (step) =>
      sql`(${step.id}::int, ${step.line.quantity}::numeric, ${progressAmount(step.line.amount, step.line.quantity, '0', step.line.quantity)}::bigint)`,
  );
  await tx.execute(sql`
    update sale_order_lines l set shipped_quantity = v.quantity, shipped_amount = v.amount
    from (values ${sql.join(values, sql`, `)}) as v(id, quantity, amount) where l.id = v.id`);
  await tx.execute(sql`
    update sale_orders o set shipped_fen = s.amount
    from (select parent_id, sum(shipped_amount) as amount from sale_order_lines
          where id = any(${`{${shipped.map((step) => step.id).join(',')}}`}::int[]) group by parent_id) s
    where o.id = s.parent_id`);
}

/** The goods the demo company sells: its stocked machines and fittings and its services, with shop prices. */
async function seedDemoGoods(
  tx: Db,
  orgId: number,
  machines: readonly { id: number; price: number }[],
  parts: readonly { id: number; price: number }[],
  services: readonly { id: number; price: number }[],
  sourceIds: readonly number[],
): Promise<void> {
  const goods = [
    ...machines.map((item) => ({ orgId, productId: item.id, defaultPrice: item.price })),
    ...parts.map((item) => ({ orgId, fittingId: item.id, defaultPrice: item.price })),
    ...services.map((item) => ({ orgId, serviceId: item.id, defaultPrice: item.price })),
  ];
  const rows = await tx
    .insert(saleGoods)
    .values(goods)
    .returning({ id: saleGoods.id, price: saleGoods.defaultPrice });
  // The e-commerce shops sell the first machines 5 % cheaper.
  const shops = sourceIds.slice(2);
  const prices = rows.slice(0, 4).flatMap((row) =>
    shops.map((sourceId, index) => ({
      orgId,
      parentId: row.id,
      lineNo: index + 1,
      sourceId,
      price: Math.round((row.price * 95) / 100),
    })),
  );
  if (prices.length > 0) await tx.insert(saleGoodsPrices).values(prices);
}

/** Ids of a table's serial taken ahead, so one INSERT can write rows that name each other. */
async function nextIds(tx: Db, table: 'sale_orders' | 'sale_order_lines', count: number): Promise<number[]> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/**
 * The discount rate of each customer today (its own, else its level's, within their dates), in one
 * query: the rule of crm's discountRateFor for many customers at once.
 */
async function demoCustomerRates(tx: Db, orgId: number, customerIds: readonly number[]) {
  if (customerIds.length === 0) return new Map<number, number>();
  const today = formatBusinessDate(new Date());
  const result = (await tx.execute(sql`
    select c.id, coalesce(
      (select r.rate from customer_discount_rates r where r.org_id = ${orgId} and r.deleted_at is null
         and r.customer_id = c.id and (r.effective_from is null or r.effective_from <= ${today}::date)
         and (r.effective_to is null or r.effective_to >= ${today}::date) limit 1),
      (select r.rate from customer_discount_rates r where r.org_id = ${orgId} and r.deleted_at is null
         and r.customer_id is null and c.level <> '' and r.level = c.level
         and (r.effective_from is null or r.effective_from <= ${today}::date)
         and (r.effective_to is null or r.effective_to >= ${today}::date) limit 1),
      10000) as rate
    from customers c where c.id = any(${`{${customerIds.join(',')}}`}::int[])`)) as unknown as {
    rows: { id: number; rate: number }[];
  };
  return new Map(result.rows.map((row) => [Number(row.id), Number(row.rate)]));
}

/** Finance sees every order; the warehouse keeper the orders of the warehouses they manage. */
async function seedDemoOrderScopes(tx: Db, orgId: number): Promise<void> {
  const found = await tx
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), inArray(roles.code, ['finance', 'warehouse'])));
  const scopes = found.map((role) => ({
    roleId: role.id,
    resource: saleOrderScopes.name,
    scope: role.code === 'finance' ? 'all' : MY_WAREHOUSES_SCOPE.name,
  }));
  if (scopes.length > 0) await tx.insert(roleDataScopes).values(scopes);
}
