import { saleLineAmounts } from '@atrium/contract';
import type { SaleLineItemKind } from '@atrium/contract/endpoints/sale-orders';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { products } from '../../catalogue/catalogue.tables.js';
import { platformServices } from '../../catalogue/platform-services.tables.js';
import { assertUnitPrecision, itemKeyOf, stockItemsOf } from '../../stock/stock-items.js';

/**
 * What an order line sells: a catalogue product or fitting (through the stock module's view of
 * the catalogue: label, unit and its decimals) or a platform service (no stock, unit 次). A line
 * keeps the label, unit and default tax rate its item had when the line was written.
 */
export interface SaleItem {
  label: string;
  unit: string;
  /** The item's VAT rate (basis points): a product's own, 13 % for a fitting, 6 % for a service. */
  taxRate: number;
}

export interface ItemOfLine {
  itemKind: SaleLineItemKind;
  itemId: number;
  quantity: string;
}

export const FITTING_TAX_RATE = 1300;
export const SERVICE_TAX_RATE = 600;
export const SERVICE_UNIT = '次';

const keyOf = (line: { itemKind: SaleLineItemKind; itemId: number }) => `${line.itemKind}:${line.itemId}`;

/**
 * The live items of these lines (one query per kind), each quantity checked against its unit's
 * decimals; a missing or deleted item is a 400 on `<path>.<n>.itemId`.
 */
export async function saleItemsOf(
  tx: Db,
  orgId: number,
  lines: readonly ItemOfLine[],
  path = 'lines',
): Promise<Map<string, SaleItem>> {
  const found = new Map<string, SaleItem>();
  const stockLines = lines.filter((line) => line.itemKind !== 'service') as {
    itemKind: 'product' | 'fitting';
    itemId: number;
  }[];
  const stock = await stockItemsOf(tx, orgId, stockLines, { forPosting: false });
  const productIds = [...new Set(stockLines.filter((l) => l.itemKind === 'product').map((l) => l.itemId))];
  const taxes =
    productIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, taxRate: products.taxRate })
          .from(products)
          .where(and(eq(products.orgId, orgId), inArray(products.id, productIds)));
  const productTax = new Map(taxes.map((row) => [row.id, Math.round(Number(row.taxRate) * 100)]));
  for (const [key, item] of stock) {
    if (!item.live) continue;
    const [kind, id] = key.split(':') as ['product' | 'fitting', string];
    found.set(key, {
      label: item.label,
      unit: item.unit,
      taxRate: kind === 'product' ? (productTax.get(Number(id)) ?? FITTING_TAX_RATE) : FITTING_TAX_RATE,
    });
  }
  const serviceIds = [...new Set(lines.filter((l) => l.itemKind === 'service').map((l) => l.itemId))];
  if (serviceIds.length > 0) {
    const rows = await tx
      .select({ id: platformServices.id, name: platformServices.name })
      .from(platformServices)
      .where(
        and(
          eq(platformServices.orgId, orgId),
          inArray(platformServices.id, serviceIds),
          isNull(platformServices.deletedAt),
        ),
      );
    for (const row of rows) {
      found.set(keyOf({ itemKind: 'service', itemId: row.id }), {
        label: row.name,
        unit: SERVICE_UNIT,
        taxRate: SERVICE_TAX_RATE,
      });
    }
  }
  lines.forEach((line, index) => {
    if (!found.has(keyOf(line))) throw fieldError(`${path}.${index}.itemId`, 'sales.orderItemMissing');
    if (line.itemKind !== 'service') {
      const ref = { itemKind: line.itemKind, itemId: line.itemId };
      assertUnitPrecision(ref, stock.get(itemKeyOf(ref))!, line.quantity, {
        line: index,
        field: 'quantity',
      });
    }
  });
  return found;
}

export const saleItemKey = keyOf;

/** A line's pricing as stored: the given rates (else the customer's / the item's) and the server's amounts. */
export function pricedLine(
  line: { quantity: string; unitPrice: number; discountRate?: number; taxRate?: number },
  item: SaleItem,
  customerRate: number,
) {
  const discountRate = line.discountRate ?? customerRate;
  const taxRate = line.taxRate ?? item.taxRate;
  const amounts = saleLineAmounts({
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountRate,
    taxRate,
  });
  return { discountRate, taxRate, ...amounts };
}

/** Refuses an order with more lines than an order holds. */
export function assertLineCount(count: number, max: number): void {
  if (count < 1) throw new AppError(400, 'sales.orderLinesEmpty');
  if (count > max) throw new AppError(400, 'sales.orderTooManyLines', { max: String(max) });
}
