import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { fittings, products } from '../src/modules/catalogue/catalogue.tables.js';
import { stockBalances, stockWarehouses } from '../src/modules/stock/stock.tables.js';
import type { Db } from '../src/platform/db/database.js';

/**
 * A receipt body whose lines name no purchase price get 0 (the tests about quantities, not
 * cost): a line's `unitPrice` is required by the contract, and a test about cost names its own.
 */
function pricedLines(payload: object): object {
  const body = payload as { lines?: unknown };
  if (!Array.isArray(body.lines)) return payload;
  return {
    ...payload,
    lines: body.lines.map((line) =>
      line && typeof line === 'object' && !('unitPrice' in line) ? { ...line, unitPrice: 0 } : line,
    ),
  };
}

/** Helpers the stock tests share: calling the API as a signed-in user, the demo warehouses. */
export function stockClient(app: FastifyInstance, headers: Record<string, string>) {
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    extra = {},
  ) => {
    const response = await app.inject({ method, url, payload, headers: { ...headers, ...extra } });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    send,
    receipt: (payload: object, extra = {}) => send('POST', '/erp/stock/receipt', pricedLines(payload), extra),
    count: (payload: object, extra = {}) => send('POST', '/erp/stock/count', payload, extra),
    reverse: (id: number, extra = {}) => send('POST', `/erp/stock/receipt/${id}/reverse`, undefined, extra),
    balances: (query: string) => send('GET', `/erp/stock/balance/page?${query}`),
    moves: (query: string) => send('GET', `/erp/stock/move/page?${query}`),
  };
}

/** The id of a demo warehouse by code (WH-MAIN 主仓库, WH-EAST 华东仓, WH-REPAIR 维修仓). */
export async function warehouseId(db: Db, code: string): Promise<number> {
  const [row] = await db.select().from(stockWarehouses).where(eq(stockWarehouses.code, code));
  return row!.id;
}

/**
 * Items of the demo organization's catalogue that the demo stock leaves alone, so a test starts
 * from zero: plain products, serial-tracked products, fittings (ids, ascending).
 */
export async function untouchedItems(db: Db) {
  const [demo] = await db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const untouched = (kind: 'product' | 'fitting', table: typeof products | typeof fittings) =>
    sql`${table.orgId} = ${demo!.id} and ${table.deletedAt} is null and not exists (select 1 from ${stockBalances}
      where ${stockBalances.itemKind} = ${kind} and ${stockBalances.itemId} = ${table.id})`;
  const productIds = (serialTracked: boolean) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(untouched('product', products), eq(products.serialTracked, serialTracked)))
      .orderBy(asc(products.id))
      .then((rows) => rows.map((row) => row.id));
  return {
    orgId: demo!.id,
    plain: await productIds(false),
    serial: await productIds(true),
    fittings: await db
      .select({ id: fittings.id })
      .from(fittings)
      .where(untouched('fitting', fittings))
      .orderBy(asc(fittings.id))
      .then((rows) => rows.map((row) => row.id)),
  };
}

/**
 * Hands out ids from a list by a test's own numbering: the same number always gives the same id,
 * different numbers different ids (so a test reads `product(12)` as "some product, call it 12").
 */
export function itemPicker(ids: readonly number[]) {
  const given = new Map<number, number>();
  return (n: number): number => {
    if (!given.has(n)) {
      const next = ids[given.size];
      if (next === undefined) throw new Error(`only ${ids.length} items to hand out`);
      given.set(n, next);
    }
    return given.get(n)!;
  };
}

/** An item's label as the stock screens and messages show it (`SKU name`, `code name`). */
export async function itemLabel(db: Db, kind: 'product' | 'fitting', id: number): Promise<string> {
  const table = kind === 'product' ? products : fittings;
  const code = kind === 'product' ? products.sku : fittings.code;
  const [row] = await db
    .select({ label: sql<string>`${code} || ' ' || ${table.name}` })
    .from(table)
    .where(eq(table.id, id));
  return row!.label;
}

/**
 * Puts an item in 米 (2 decimals): a test that posts fractional quantities uses an item whose unit
 * allows them (the demo's counted items take whole numbers; docs/stock.md, Units).
 */
export async function inMetres(db: Db, kind: 'product' | 'fitting', id: number): Promise<number> {
  const table = kind === 'product' ? products : fittings;
  await db.update(table).set({ unit: '米' }).where(eq(table.id, id));
  return id;
}
