import { formatBusinessDateTime, type ItemKind } from '@atrium/contract';
import { receiptTransitions } from '@atrium/contract/endpoints/stock-documents';
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { referenceOptions } from '../../platform/references/reference-lookups.js';
import type { ReferenceCaller, ReferenceRegistry } from '../../platform/references/reference-source.js';
import { writeStateChange } from '../../platform/timeline/state-change-entry.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import { SUPPLIER_SOURCE, terminatedSupplierIds } from './receipt-supplier.js';
import { stockLocations, stockWarehouses } from './stock.tables.js';
import { postCount, postReceipt, reverseReceipt } from './stock-documents.service.js';
import { warehouseRoot } from './stock-locations.js';

/**
 * A week of stock for the demo organization, posted through the real services (so balances,
 * serials and audit are what the screens would make): receipts into all three warehouses on
 * several past days, in date order (the ledger refuses a move dated before a later one), then
 * today a count with differences and the reversal of a receipt.
 */

const DAY_MS = 86_400_000;

/** A past business time: `daysAgo` days before now, at `hour`:00 China time. */
function pastAt(now: number, daysAgo: number, hour: number): string {
  const day = formatBusinessDateTime(now - daysAgo * DAY_MS).slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00:00`;
}

/** Some of the demo suppliers (the supply module's step wrote them), through their reference source. */
async function demoSupplierIds(
  tx: Db,
  references: ReferenceRegistry,
  caller: ReferenceCaller,
): Promise<number[]> {
  const source = references.get(SUPPLIER_SOURCE);
  if (!source) return [];
  // Nothing is received from a supplier marked 停止合作 (receipt-supplier.ts).
  const options = await referenceOptions(tx, source, caller, {}, 12);
  const terminated = await terminatedSupplierIds(
    tx,
    caller.orgId,
    options.map((option) => option.id),
  );
  return options
    .map((option) => option.id)
    .filter((id) => !terminated.has(id))
    .slice(0, 6);
}

type Line = { itemKind: ItemKind; itemId: number; quantity: string; unitPrice: number; serials?: string[] };

export async function seedDemoStock(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  references: ReferenceRegistry,
) {
  const actor = { orgId, userId: userIds.get('warehouse') ?? null };
  // The suppliers the keeper may pick (those of their department): the receipts are theirs.
  const suppliers =
    actor.userId === null ? [] : await demoSupplierIds(tx, references, { orgId, userId: actor.userId });
  const warehouses = new Map(
    (
      await tx
        .select({ id: stockWarehouses.id, code: stockWarehouses.code })
        .from(stockWarehouses)
        .where(eq(stockWarehouses.orgId, orgId))
    ).map((row) => [row.code, row.id]),
  );
  const bySku = async (prefixes: string[], limit: number) =>
    tx
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(
        and(eq(products.orgId, orgId), or(...prefixes.map((prefix) => like(products.sku, `${prefix}-%`)))),
      )
      .orderBy(asc(products.id))
      .limit(limit);
  const phones = await bySku(['PH'], 6);
  const laptops = await bySku(['NB'], 4);
  const purifiers = await bySku(['WP'], 3);
  const supplies = await bySku(['OS'], 12);
  const filters = await bySku(['FL'], 10);
  const parts = await tx
    .select({ id: fittings.id })
    .from(fittings)
    .where(eq(fittings.orgId, orgId))
    .orderBy(asc(fittings.id))
    .limit(12);
  // Cable is kept by the metre (米 takes 2 decimals).
  const cables = await tx
    .select({ id: fittings.id })
    .from(fittings)
    .where(and(eq(fittings.orgId, orgId), like(fittings.code, 'CB-%')))
    .orderBy(asc(fittings.id));
  // Bought at the catalogue's cost price, or 60 % of the list price where it names none.
  const prices = new Map(
    [
      ...(
        await tx
          .select({ id: products.id, cost: products.costPrice, list: products.listPrice })
          .from(products)
          .where(eq(products.orgId, orgId))
      ).map((row) => [`product:${row.id}`, row] as const),
      ...(
        await tx
          .select({ id: fittings.id, cost: fittings.costPrice, list: fittings.price })
          .from(fittings)
          .where(eq(fittings.orgId, orgId))
      ).map((row) => [`fitting:${row.id}`, row] as const),
    ].map(([key, row]) => [key, row.cost ?? Math.round(row.list * 0.6)]),
  );
  const priceOf = (itemKind: ItemKind, id: number) => prices.get(`${itemKind}:${id}`) ?? 0;
  const plain = (rows: { id: number }[], quantity: (index: number) => number): Line[] =>
    rows.map((row, index) => ({
      itemKind: 'product',
      itemId: row.id,
      quantity: String(quantity(index)),
      unitPrice: priceOf('product', row.id),
    }));
  const tracked = (rows: { id: number; sku: string }[], count: number, batch: string): Line[] =>
    rows.map((row) => ({
      itemKind: 'product',
      itemId: row.id,
      quantity: String(count),
      unitPrice: priceOf('product', row.id),
      serials: Array.from(
        { length: count },
        (_, n) => `${row.sku}-${batch}${String(n + 1).padStart(3, '0')}`,
      ),
    }));
  const fittingLines = (quantity: (index: number) => string): Line[] =>
    parts.map((row, index) => ({
      itemKind: 'fitting',
      itemId: row.id,
      quantity: quantity(index),
      unitPrice: priceOf('fitting', row.id),
    }));

  const main = warehouses.get('WH-MAIN')!;
  const east = warehouses.get('WH-EAST')!;
  const repair = warehouses.get('WH-REPAIR')!;
  // 主仓库 keeps some stock in bins (库位).
  const mainRoot = (await warehouseRoot(tx, orgId, main)).locationId;
  const bins = await tx
    .insert(stockLocations)
    .values(
      ['A-01', 'A-02', 'B-01'].map((name) => ({
        orgId,
        kind: 'internal' as const,
        warehouseId: main,
        parentId: mainRoot,
        name,
      })),
    )
    .returning({ id: stockLocations.id });
  const now = Date.now();
  const receipts: { warehouseId: number; binId?: number; daysAgo: number; remark: string; lines: Line[] }[] =
    [
      {
        warehouseId: main,
        daysAgo: 6,
        remark: '办公耗材月度采购',
        lines: plain(supplies, (i) => 40 + i * 5),
      },
      { warehouseId: main, daysAgo: 5, remark: '手机首批到货', lines: tracked(phones, 3, 'A') },
      { warehouseId: main, daysAgo: 5, remark: '滤芯补货', lines: plain(filters, (i) => 20 + i * 2) },
      { warehouseId: east, daysAgo: 4, remark: '华东仓笔记本到货', lines: tracked(laptops, 2, 'E') },
      {
        warehouseId: east,
        daysAgo: 4,
        remark: '华东仓耗材',
        lines: plain(supplies.slice(0, 6), (i) => 15 + i),
      },
      { warehouseId: repair, daysAgo: 3, remark: '维修备件入库', lines: fittingLines((i) => `${10 + i}`) },
      { warehouseId: repair, daysAgo: 3, remark: '维修用净水器', lines: tracked(purifiers, 1, 'R') },
      { warehouseId: main, daysAgo: 2, remark: '配件补货', lines: fittingLines((i) => `${5 + (i % 4)}`) },
      {
        warehouseId: repair,
        daysAgo: 2,
        remark: '线缆按米入库',
        lines: cables.map((row, index) => ({
          itemKind: 'fitting' as const,
          itemId: row.id,
          quantity: ['305', '52.5'][index % 2]!,
          unitPrice: priceOf('fitting', row.id),
        })),
      },
      {
        warehouseId: main,
        binId: bins[0]!.id,
        daysAgo: 2,
        remark: 'A-01 货架耗材',
        lines: plain(filters.slice(5), () => 6),
      },
      { warehouseId: east, daysAgo: 1, remark: '手机调拨补货', lines: tracked(phones.slice(0, 3), 2, 'B') },
    ];
  const posted: number[] = [];
  for (const receipt of receipts) {
    const supplierId = suppliers[posted.length % Math.max(suppliers.length, 1)];
    const document = await postReceipt(
      tx,
      actor,
      {
        warehouseId: receipt.warehouseId,
        ...(supplierId === undefined ? {} : { supplierId }),
        ...(receipt.binId ? { binId: receipt.binId } : {}),
        effectiveAt: pastAt(now, receipt.daysAgo, 9 + (posted.length % 6)),
        remark: receipt.remark,
        lines: receipt.lines,
      },
      references,
    );
    posted.push(document.id);
  }
  // Today: a count at 主仓库 with a loss, a gain and a missing phone, then a wrong receipt reversed.
  const firstPhone = tracked(phones.slice(0, 1), 3, 'A')[0]!;
  await postCount(tx, actor, {
    warehouseId: main,
    remark: '月末盘点',
    lines: [
      { itemKind: 'product', itemId: supplies[0]!.id, countedQuantity: '38' },
      { itemKind: 'product', itemId: supplies[1]!.id, countedQuantity: '47' },
      { itemKind: 'product', itemId: filters[0]!.id, countedQuantity: '20' },
      {
        itemKind: 'product',
        itemId: firstPhone.itemId,
        countedQuantity: '2',
        serials: firstPhone.serials!.slice(0, 2),
      },
    ],
  });
  const wrong = await postReceipt(tx, actor, {
    warehouseId: east,
    remark: '录入错误，已冲销',
    lines: plain(filters.slice(0, 2), () => 5),
  });
  await reverseReceipt(tx, actor, wrong.id);
  // As the `reverse` transition leaves it on the receipt's timeline (the demo takes it without an app).
  await writeStateChange(tx, receiptTransitions.kind, 'reverse', {
    actor,
    id: wrong.id,
    from: 'posted',
    to: 'reversed',
  });
}
