// The stock bench's list rows: each a route and the same page as one raw SQL statement (same
// filters, same order, same limit and offset, the labels the route answers, and the page total
// counted as the route counts it), so the bench can print the route's time as a ratio to the
// database's own time for that work on the same machine in the same run.
import type pg from 'pg';
import { andIf, type RawQuery, sqlText, verbatim } from './raw-sql.js';

/** One request's inputs (page number, product id, …), drawn once and used by both series. */
export type Inputs = Record<string, number | string>;

export interface ListRow {
  name: string;
  inputs: () => Inputs;
  /** The route's path and query for these inputs. */
  route: (input: Inputs) => string;
  /** The same page as one statement; its first column `key` names each row as `keys` does. */
  raw: (input: Inputs) => RawQuery;
  /** The route's rows, named as the raw statement's `key` column names them. */
  keys: (data: unknown) => string[];
}

export interface ListRowGroup {
  title: string;
  target: number;
  rows: ListRow[];
}

interface Pickers {
  /** The internal locations of live warehouses (or of one), by warehouse then location. */
  locations: (warehouseId?: number) => number[];
  product: () => number;
  warehouse: () => number;
  category: () => number;
  barcode: () => string;
}

const PAGE_SIZE = 10;
/** The route's exact-count limits (PAGE_TOTAL_EXACT_LIMIT, PAGE_TOTAL_SEARCH_EXACT_LIMIT). */
const COUNT_LIMIT = 10_000;
const SEARCH_COUNT_LIMIT = 1_000;
const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);
const offsetOf = (input: Inputs) => (Number(input.page) - 1) * PAGE_SIZE;
const listOf = (data: unknown) => (data as { list: Record<string, unknown>[] }).list;

export function listRowGroups(orgId: number, pick: Pickers): ListRowGroup[] {
  return [
    {
      title: 'Product list: GET /erp/catalogue/product/page',
      target: 20,
      rows: [
        productRow('newest first, page 1', () => ({ page: 1 }), '', 'p.id desc'),
        productRow('newest first, random page 1–1000', () => ({ page: randomInt(1000) }), '', 'p.id desc'),
        productRow('by name, page 1', () => ({ page: 1 }), '&sortField=name&sortOrder=asc', 'p.name, p.id'),
        productRow(
          'by list price desc, random page 1–100',
          () => ({ page: randomInt(100) }),
          '&sortField=listPrice&sortOrder=desc',
          'p.list_price desc, p.id desc',
        ),
        productRow(
          'by SKU, page 1, on sale',
          () => ({ page: 1, onSale: 1 }),
          '&sortField=sku',
          'p.sku, p.id',
        ),
        productRow('one category, page 1', () => ({ page: 1, category: pick.category() }), '', 'p.id desc'),
        productRow(
          'one category, by price, page 1',
          () => ({ page: 1, category: pick.category() }),
          '&sortField=listPrice',
          'p.list_price, p.id',
        ),
        productRow('name contains a brand, page 1', () => ({ page: 1, name: '华为' }), '', 'p.id desc'),
        productRow('barcode equals', () => ({ page: 1, barcode: pick.barcode() }), '', 'p.id desc'),
      ],
    },
    {
      title: 'Stock overview: GET /erp/stock/balance/page',
      target: 20,
      rows: [
        balanceRow('no filter, page 1', () => ({ page: 1 })),
        balanceRow('no filter, random page 1–1000', () => ({ page: randomInt(1000) })),
        balanceRow('one warehouse, page 1', () => ({ page: 1, warehouse: pick.warehouse() })),
        balanceRow('one warehouse, random page 1–1000', () => ({
          page: randomInt(1000),
          warehouse: pick.warehouse(),
        })),
        balanceRow('products only, page 1', () => ({ page: 1, product: 0 })),
        balanceRow('one product, all warehouses', () => ({ page: 1, product: pick.product() })),
      ],
    },
    {
      title: 'On-hand of one product across warehouses: GET /erp/stock/item/on-hand',
      target: 5,
      rows: [
        {
          name: 'random product, all warehouses',
          inputs: () => ({ product: pick.product() }),
          route: (input) => `/erp/stock/item/on-hand?itemKind=product&itemId=${input.product}`,
          raw: (input) => sqlText`
            select w.id::text as key, w.name, sum(b.on_hand)::text as on_hand, sum(b.reserved)::text as reserved
            from stock_balances b
            join stock_locations l on l.id = b.location_id
            join stock_warehouses w on w.id = l.warehouse_id
            where b.org_id = ${orgId} and b.item_kind = 'product' and b.item_id = ${input.product}
              and w.deleted_at is null
            group by w.id, w.name
            order by w.id`,
          keys: (data) => (data as { warehouseId: number }[]).map((row) => String(row.warehouseId)),
        },
      ],
    },
    {
      title: 'Move history of one product: GET /erp/stock/move/page',
      target: 20,
      rows: [
        moveRow('random product, page 1', () => ({ page: 1, product: pick.product() })),
        moveRow('random product, one warehouse, page 2', () => ({
          page: 2,
          product: pick.product(),
          warehouse: pick.warehouse(),
        })),
      ],
    },
  ];

  function productRow(name: string, inputs: () => Inputs, sort: string, order: string): ListRow {
    const where = (input: Inputs) =>
      sqlText`p.org_id = ${orgId} and p.deleted_at is null${andIf(
        input.onSale,
        () => sqlText`p.on_sale = true`,
      )}${andIf(input.category, () => sqlText`p.category_id = ${input.category}`)}${andIf(
        input.name,
        () => sqlText`p.name ilike ${`%${input.name}%`}`,
      )}${andIf(input.barcode, () => sqlText`p.barcode = ${input.barcode}`)}`;
    return {
      name,
      inputs,
      route: (input) =>
        `/erp/catalogue/product/page?pageNum=${input.page}&pageSize=${PAGE_SIZE}${sort}` +
        (input.onSale ? '&onSale=true' : '') +
        (input.category ? `&categoryId=${input.category}` : '') +
        (input.name ? `&name=${encodeURIComponent(String(input.name))}` : '') +
        (input.barcode ? `&barcode=${input.barcode}` : ''),
      // Ids first, then those rows (the way a deep offset is cheap: it skips index entries only).
      raw: (input) => sqlText`
        select p.id::text as key, p.*, c.name as category_label,
          (select count(*) from (select 1 from catalogue_products p where ${where(input)}
             limit ${(input.name ? SEARCH_COUNT_LIMIT : COUNT_LIMIT) + 1}) as bounded) as total
        from (select p.id from catalogue_products p where ${where(input)}
              order by ${verbatim(order)} limit ${PAGE_SIZE} offset ${offsetOf(input)}) as page
        join catalogue_products p on p.id = page.id
        left join catalogue_product_categories c on c.id = p.category_id
        order by ${verbatim(order)}`,
      keys: (data) => listOf(data).map((row) => String(row.id)),
    };
  }

  function balanceRow(name: string, inputs: () => Inputs): ListRow {
    // The overview's rows: non-zero balances at internal locations of live warehouses, within an
    // item by warehouse then location. The route reads those locations first; the raw statement is
    // given them (an array parameter the planner sees, as the route's), in the same order.
    const ids = (input: Inputs) => pick.locations(input.warehouse ? Number(input.warehouse) : undefined);
    const locations = (input: Inputs) => sqlText`${`{${ids(input).join(',')}}`}::int[]`;
    const where = (input: Inputs) => sqlText`b.org_id = ${orgId} and b.location_id = any(${locations(input)})
      and (b.on_hand <> 0 or b.reserved <> 0)${andIf(
        input.product !== undefined,
        () => sqlText`b.item_kind = 'product'`,
      )}${andIf(input.product, () => sqlText`b.item_id = ${input.product}`)}`;
    const order = (input: Inputs) =>
      sqlText`b.item_kind, b.item_id, array_position(${locations(input)}, b.location_id)`;
    // As the route finds the page: a window in the index's order (by location id within an item)
    // reaching one item's rows beyond the page on each side, then only the window put in page order.
    const spread = (input: Inputs) => ids(input).length - 1;
    const windowStart = (input: Inputs) => Math.max(0, offsetOf(input) - spread(input));
    return {
      name,
      inputs,
      route: (input) =>
        `/erp/stock/balance/page?pageNum=${input.page}&pageSize=${PAGE_SIZE}` +
        (input.warehouse ? `&warehouseId=${input.warehouse}` : '') +
        (input.product !== undefined ? '&itemKind=product' : '') +
        (input.product ? `&itemId=${input.product}` : ''),
      raw: (input) => sqlText`
        select b.location_id || ':' || b.item_kind || ':' || b.item_id as key, b.on_hand, b.reserved,
          w.id as warehouse_id, w.name as warehouse_name,
          case when l.parent_id is null then '' else l.name end as bin_name,
          coalesce(p.sku || ' ' || p.name, f.code || ' ' || f.name, '') as item_label,
          (select count(*) from (select 1 from stock_balances b where ${where(input)}
             limit ${COUNT_LIMIT + 1}) as bounded) as total
        from (select b.location_id, b.item_kind, b.item_id from stock_balances b where ${where(input)}
              order by b.item_kind, b.item_id, b.location_id
              limit ${offsetOf(input) - windowStart(input) + PAGE_SIZE + spread(input)}
              offset ${windowStart(input)}) as page
        join stock_balances b on b.org_id = ${orgId} and b.location_id = page.location_id
          and b.item_kind = page.item_kind and b.item_id = page.item_id
        join stock_locations l on l.id = b.location_id
        join stock_warehouses w on w.id = l.warehouse_id
        left join catalogue_products p on b.item_kind = 'product' and p.id = b.item_id
        left join catalogue_fittings f on b.item_kind = 'fitting' and f.id = b.item_id
        order by ${order(input)}
        limit ${PAGE_SIZE} offset ${offsetOf(input) - windowStart(input)}`,
      keys: (data) => listOf(data).map((row) => `${row.locationId}:${row.itemKind}:${row.itemId}`),
    };
  }

  function moveRow(name: string, inputs: () => Inputs): ListRow {
    const where = (input: Inputs) => sqlText`m.org_id = ${orgId} and m.item_kind = 'product'
      and m.item_id = ${input.product}${andIf(
        input.warehouse,
        () => sqlText`(fl.warehouse_id = ${input.warehouse} or tl.warehouse_id = ${input.warehouse})`,
      )}`;
    const from = `stock_moves m join stock_locations fl on fl.id = m.from_location_id
      join stock_locations tl on tl.id = m.to_location_id`;
    return {
      name,
      inputs,
      route: (input) =>
        `/erp/stock/move/page?pageNum=${input.page}&pageSize=${PAGE_SIZE}&itemKind=product&itemId=${input.product}` +
        (input.warehouse ? `&warehouseId=${input.warehouse}` : ''),
      raw: (input) => sqlText`
        select m.id::text as key, m.*, fl.kind as from_kind, tl.kind as to_kind,
          case when fl.parent_id is null then coalesce(fw.name, '') else fw.name || ' / ' || fl.name end as from_name,
          case when tl.parent_id is null then coalesce(tw.name, '') else tw.name || ' / ' || tl.name end as to_name,
          coalesce(u.name, '') as posted_by_name, coalesce(p.sku || ' ' || p.name, '') as item_label,
          (select count(*) from (select 1 from ${verbatim(from)} where ${where(input)}
             limit ${COUNT_LIMIT + 1}) as bounded) as total
        from ${verbatim(from)}
        left join stock_warehouses fw on fw.id = fl.warehouse_id
        left join stock_warehouses tw on tw.id = tl.warehouse_id
        left join users u on u.id = m.posted_by
        left join catalogue_products p on p.id = m.item_id
        where ${where(input)}
        order by m.effective_at desc, m.id desc
        limit ${PAGE_SIZE} offset ${offsetOf(input)}`,
      keys: (data) => listOf(data).map((row) => String(row.id)),
    };
  }
}

/**
 * Refuses to compare different work: the route's page and the raw statement's must name the same
 * rows in the same order (and not be empty, unless both are).
 */
export async function sameRows(
  row: ListRow,
  input: Inputs,
  url: string,
  headers: Record<string, string>,
  client: pg.Client,
) {
  const answer = await fetch(`${url}${row.route(input)}`, { headers });
  const body = (await answer.json()) as { data: unknown };
  if (answer.status !== 200) throw new Error(`${row.route(input)} answered ${answer.status}`);
  const routeKeys = row.keys(body.data);
  const rawKeys = (await client.query(row.raw(input))).rows.map((found) => String(found.key));
  if (routeKeys.join() !== rawKeys.join()) {
    throw new Error(
      `${row.name}: the raw statement reads other rows than the route\n  route ${routeKeys.join(' ')}\n  raw   ${rawKeys.join(' ')}`,
    );
  }
}
