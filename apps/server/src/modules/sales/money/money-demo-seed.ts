import { quantityUnits } from '@atrium/contract';
import { collectOrderResource } from '@atrium/contract/resources/collect-order';
import { invoiceResource } from '@atrium/contract/resources/invoice';
import { returnOrderResource } from '@atrium/contract/resources/return-order';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { referenceRegistry } from '../../../platform/references/reference-source.js';
import { type Actor, resourceStore } from '../../../platform/resources/resource-store.js';
import { writeStateChange } from '../../../platform/timeline/state-change-entry.js';
import { userReference } from '../../admin/admin-references.js';
import { paymentChannels } from '../../admin/master-data.tables.js';
import { customerReference } from '../../crm/customers/customer-references.js';
import { departmentReference } from '../../hrm/hrm-references.js';
import { warehouseReference } from '../../stock/stock-references.js';
import { orderLines, type SaleOrderRow } from '../orders/order-progress.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { saleOrderReference } from '../sales-references.js';
import { COLLECT_ORDER_EFFECTS, createCollectOrder } from './collect-orders.service.js';
import { createInvoice, INVOICE_EFFECTS } from './invoices.service.js';
import {
  saleCollectionLines,
  saleCollections,
  saleInvoiceLines,
  saleInvoices,
  saleReturnLines,
  saleReturns,
} from './money.tables.js';
import { paymentChannelReference } from './money-references.js';
import { unpaidFen } from './order-collections.js';
import { createReturnOrder, RETURN_ORDER_EFFECTS } from './return-orders.service.js';

const DEMO_DAY = '2026-11-20';

/**
 * Demo money documents on the organization's open orders (docs/sales-money.md, Demo): collections
 * (part and whole payments, one voided), invoice requests (requested, issued, void) and returns of
 * one shipped fitting (received, with their refunds), all through the same services as the
 * screens. An order a step does not fit (nothing shipped, nothing left) is passed over. Not
 * registered on this branch: the lead runs it as the demo step `sales.money` after the orders'
 * and shipments' steps.
 */
export async function seedDemoMoney(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  limit = 60,
): Promise<void> {
  const actor: Actor = { orgId, userId: userIds.get('finance') ?? userIds.get('admin')!, ip: '' };
  // The sources the documents' reference fields name (the app's registry is not at hand in a seed).
  const referenceSources = referenceRegistry([
    userReference,
    departmentReference,
    customerReference,
    warehouseReference,
    saleOrderReference,
    paymentChannelReference,
  ]);
  const stores = {
    collect: resourceStore(collectOrderResource, saleCollections, {
      lineTable: saleCollectionLines,
      referenceSources,
    }),
    invoice: resourceStore(invoiceResource, saleInvoices, { lineTable: saleInvoiceLines, referenceSources }),
    returns: resourceStore(returnOrderResource, saleReturns, {
      lineTable: saleReturnLines,
      referenceSources,
    }),
  };
  const [channel] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, orgId), eq(paymentChannels.enabled, true)))
    .orderBy(asc(paymentChannels.id))
    .limit(1);
  if (!channel) return;
  const orders = await tx
    .select()
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.orgId, orgId),
        inArray(saleOrders.status, ['confirmed', 'partlyShipped', 'shipped', 'completed']),
      ),
    )
    .orderBy(asc(saleOrders.id))
    .limit(limit);
  for (const [index, order] of orders.entries()) {
    // Each document in its own savepoint: one that does not fit this order is left out alone.
    const attempt = (work: (sp: Db) => Promise<unknown>) =>
      tx.transaction(work).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    if (index % 3 === 0) {
      await attempt(async (sp) => {
        const fresh = await currentOrder(sp, order.id);
        const amount = index % 6 === 0 ? unpaidFen(fresh) : Math.ceil(unpaidFen(fresh) / 2);
        const row = await createCollectOrder(sp, stores.collect, actor, {
          paymentChannelId: channel.id,
          collectedOn: DEMO_DAY,
          remark: index % 6 === 0 ? '全款' : '首付款',
          lines: [{ orderId: order.id, amount }],
        });
        const id = row.id as number;
        // Voided through its transition's effect (it marks the collection void and takes the money back).
        if (index % 9 === 3)
          await COLLECT_ORDER_EFFECTS.void!({ tx: sp, actor, id, row, from: 'posted', to: 'void' });
      });
    }
    if (index % 4 === 1) {
      await attempt(async (sp) => {
        const [line] = (await orderLines(sp, await currentOrder(sp, order.id))).filter(
          (row) => row.parentLineId === null,
        );
        if (!line) return;
        const row = await createInvoice(sp, stores.invoice, actor, {
          invoiceType: index % 8 === 1 ? 'special' : 'ordinary',
          title: order.customerName,
          taxNumber: '91310000MA1FL0000X',
          bankName: '招商银行上海分行',
          bankAccount: '121900000010001',
          address: '上海市浦东新区世纪大道 100 号',
          phone: '021-50000000',
          lines: [{ orderId: order.id, orderLineId: line.id, quantity: '1' }],
        });
        const id = row.id as number;
        if (index % 12 === 1) return; // left requested
        await sp
          .update(saleInvoices)
          .set({ invoiceNo: `0440${String(10_000 + id).slice(-4)}`, issuedOn: DEMO_DAY, status: 'issued' })
          .where(eq(saleInvoices.id, id));
        // On its timeline as the transition writes it (the demo takes the transitions without an app).
        await writeStateChange(sp, 'invoice', 'issue', { actor, id, from: 'requested', to: 'issued' });
        if (index % 12 === 9) {
          await INVOICE_EFFECTS.void!({
            tx: sp,
            actor,
            id,
            row: { ...row, status: 'issued' },
            from: 'issued',
            to: 'void',
          });
          await sp.update(saleInvoices).set({ status: 'void' }).where(eq(saleInvoices.id, id));
          await writeStateChange(sp, 'invoice', 'void', { actor, id, from: 'issued', to: 'void' });
        }
      });
    }
    if (index % 5 === 2) {
      await attempt(async (sp) => {
        const lines = await orderLines(sp, await currentOrder(sp, order.id));
        // A kit's part (a fitting, an accessory) that shipped: the customer sends one back.
        const fitting = lines.find(
          (line) =>
            line.parentLineId !== null &&
            line.itemKind !== 'service' &&
            quantityUnits(line.shippedQuantity) - quantityUnits(line.returnedQuantity) >= quantityUnits('1'),
        );
        if (!fitting) return;
        const row = await createReturnOrder(sp, stores.returns, actor, {
          orderId: order.id,
          reason: '配件与机型不匹配',
          inspection: 'qualified',
          lines: [{ orderLineId: fitting.id, quantity: '1' }],
        });
        const id = row.id as number;
        await RETURN_ORDER_EFFECTS.receive!({ tx: sp, actor, id, row, from: 'draft', to: 'received' });
        await sp.update(saleReturns).set({ status: 'received' }).where(eq(saleReturns.id, id));
        await writeStateChange(sp, 'returnOrder', 'receive', { actor, id, from: 'draft', to: 'received' });
      });
    }
  }
}

async function currentOrder(tx: Db, id: number): Promise<SaleOrderRow> {
  const [row] = await tx.select().from(saleOrders).where(eq(saleOrders.id, id));
  return row!;
}
