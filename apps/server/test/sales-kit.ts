import { saleLineAmounts } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { SALE_ORDER_RESERVATION_KIND } from '../src/modules/sales/orders/sale-order-reservations.js';
import { saleOrderLines, saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { saleSources } from '../src/modules/sales/sources/sale-sources.tables.js';
import { reserveStockLines } from '../src/modules/stock/stock-reservations.js';
import type { Db } from '../src/platform/db/database.js';

/**
 * Test orders written straight into the tables, for the tests of what follows an order (shipping,
 * money, channels) without going through the order screens' service. Amounts come from the same
 * arithmetic the service uses (`saleLineAmounts`), and a confirmed order holds its stock lines
 * through the real stock API, so everything after it runs on real reservations.
 */
export interface KitLine {
  itemKind: 'product' | 'fitting' | 'service';
  itemId: number;
  quantity: string;
  unitPrice: number;
  discountRate?: number;
  taxRate?: number;
  /** Index (0-based) of the parent line in this list: a kit child. */
  parent?: number;
  extOrderSn?: string;
}

export interface KitOrder {
  orgId: number;
  ownerUserId: number;
  ownerDepartmentId?: number | null;
  customerId: number;
  customerName?: string;
  sourceId: number;
  warehouseId: number;
  status?: 'draft' | 'submitted' | 'confirmed';
  extOrderNo?: string;
  lines: KitLine[];
}

/** A source of the organization to hang test orders on (created once per code). */
export async function kitSource(db: Db, orgId: number, code = 'KIT-OWN'): Promise<number> {
  const [found] = await db.select({ id: saleSources.id }).from(saleSources).where(eq(saleSources.code, code));
  if (found) return found.id;
  const [made] = await db
    .insert(saleSources)
    .values({ orgId, code, name: `测试来源 ${code}`, kind: 'own' })
    .returning({ id: saleSources.id });
  return made!.id;
}

let sequence = 0;

/** Writes an order with its lines; a confirmed one reserves its product and fitting lines. Answers the order and line ids in line order. */
export async function kitOrder(
  db: Db,
  order: KitOrder,
): Promise<{ id: number; lineIds: number[]; documentNo: string }> {
  return db.transaction(async (tx) => {
    const priced = order.lines.map((line) => ({
      line,
      amounts: saleLineAmounts({
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountRate: line.discountRate ?? 10_000,
        taxRate: line.taxRate ?? 1300,
      }),
    }));
    const sum = (pick: (amounts: (typeof priced)[number]['amounts']) => number) =>
      priced.reduce((total, { amounts }) => total + pick(amounts), 0);
    sequence += 1;
    const documentNo = `KIT-${process.pid}-${sequence}`;
    const status = order.status ?? 'confirmed';
    const [row] = await tx
      .insert(saleOrders)
      .values({
        orgId: order.orgId,
        ownerUserId: order.ownerUserId,
        ownerDepartmentId: order.ownerDepartmentId ?? null,
        documentNo,
        customerId: order.customerId,
        customerName: order.customerName ?? `客户 ${order.customerId}`,
        sourceId: order.sourceId,
        warehouseId: order.warehouseId,
        status,
        listTotalFen: sum((a) => a.listAmount),
        totalFen: sum((a) => a.amount),
        taxFen: sum((a) => a.taxAmount),
        lineCount: order.lines.length,
        extOrderNo: order.extOrderNo ?? '',
        confirmedAt: status === 'confirmed' ? new Date() : null,
      })
      .returning({ id: saleOrders.id });
    const lineIds: number[] = [];
    for (const [index, { line, amounts }] of priced.entries()) {
      const [inserted] = await tx
        .insert(saleOrderLines)
        .values({
          orgId: order.orgId,
          parentId: row!.id,
          lineNo: index + 1,
          parentLineId: line.parent === undefined ? null : lineIds[line.parent]!,
          itemKind: line.itemKind,
          itemId: line.itemId,
          itemLabel: `${line.itemKind} ${line.itemId}`,
          extOrderSn: line.extOrderSn ?? '',
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          discountRate: line.discountRate ?? 10_000,
          taxRate: line.taxRate ?? 1300,
          amount: amounts.amount,
          taxAmount: amounts.taxAmount,
        })
        .returning({ id: saleOrderLines.id });
      lineIds.push(inserted!.id);
    }
    if (status === 'confirmed') {
      const held = order.lines.flatMap((line, index) =>
        line.itemKind === 'service'
          ? []
          : [
              {
                documentKind: SALE_ORDER_RESERVATION_KIND,
                documentLineId: lineIds[index]!,
                warehouseId: order.warehouseId,
                itemKind: line.itemKind,
                itemId: line.itemId,
                quantity: line.quantity,
              },
            ],
      );
      if (held.length > 0)
        await reserveStockLines(tx, { orgId: order.orgId, userId: order.ownerUserId }, held);
    }
    return { id: row!.id, lineIds, documentNo };
  });
}
