import type { Fields, ResourceRow } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  type ResourceStore,
  updateOne,
} from '../../../platform/resources/resource-store.js';
import type { ResourceTransitionEffects } from '../../../platform/resources/resource-transitions.js';
import { files } from '../../files/files.tables.js';
import { amountsByOrder, writeOrderDocumentEntries } from '../orders/order-document-entries.js';
import { orderLines, recordLineProgress, type SaleOrderRow } from '../orders/order-progress.js';
import { INVOICE } from '../sales-document-kinds.js';
import { type AskedLine, assertSomeLines, onLineCell, withKitChildren } from './kit-lines.js';
import { saleInvoiceLines, saleInvoices } from './money.tables.js';
import { ownedByOrder, withoutCustomer, writeLineFigures } from './money-owner.js';
import { writeCreatedEntry } from './money-timelines.js';
import { lockOrders } from './order-collections.js';

type Body = Record<string, unknown>;
type InvoiceLine = { orderId: number; orderLineId: number; quantity: string };

/** What a 专票 must carry besides its title (a 普票's tax number is optional: individuals have none). */
const SPECIAL_NEEDS = ['taxNumber', 'bankName', 'bankAccount', 'address', 'phone'] as const;

function checkTitle(values: Body): void {
  if (values.invoiceType !== 'special') return;
  const missing = SPECIAL_NEEDS.find((field) => !String(values[field] ?? '').trim());
  if (missing) throw fieldError(missing, 'sales.invoiceSpecialNeeds');
}

/** An order money documents may move: confirmed or further, not cancelled (the orders are locked). */
export function checkOrderOpen(order: SaleOrderRow, customerId: number, path: string): void {
  const params = { order: order.documentNo };
  if (order.customerId !== customerId) throw fieldError(path, 'sales.moneyOrderOtherCustomer', params);
  if (order.status === 'cancelled') throw fieldError(path, 'sales.moneyOrderClosed', params);
  if (order.status === 'draft' || order.status === 'submitted')
    throw fieldError(path, 'sales.moneyOrderNotConfirmed', params);
}

/**
 * 新建发票 (an invoice request, docs/sales-money.md, Invoices), one transaction: the orders locked
 * by id, each order's lines (with kit children in proportion) invoiced through the progress API —
 * the request takes the capacity now, so two requests can't both take the last of it — and the
 * request written with each line's amount (its cumulative share), owned by the first order's owner.
 */
export function createInvoice(
  db: Db,
  store: ResourceStore<Fields>,
  actor: Actor,
  body: Body,
): Promise<ResourceRow<Fields>> {
  checkTitle(body);
  assertSomeLines(body.lines);
  const asked = (body.lines as InvoiceLine[]).map((line, index) => ({ ...line, index }));
  return db.transaction(async (tx) => {
    const orders = await lockOrders(
      tx,
      actor.orgId,
      asked.map((line) => line.orderId),
    );
    const first = orders.get(asked[0]!.orderId)!;
    const written: Body[] = [];
    for (const order of orders.values()) {
      const mine = asked.filter((line) => line.orderId === order.id);
      checkOrderOpen(order, first.customerId, `lines.${mine[0]!.index}.orderId`);
      written.push(...(await invoiceOrderLines(tx, actor, order, mine)));
    }
    const documentNo = await nextDocumentNumber(tx, actor.orgId, INVOICE);
    const totalFen = written.reduce((sum, line) => sum + (line.amount as number), 0);
    const row = await createOne(tx, store, actor, {
      ...withoutCustomer(body),
      documentNo,
      totalFen,
      lines: written,
    });
    await ownedByOrder(tx, saleInvoices, row, first);
    await writeLineFigures(tx, saleInvoiceLines, row, written as { itemLabel: string; amount: number }[]);
    await writeOrderDocumentEntries(
      tx,
      actor,
      'invoiced',
      { kind: 'invoice', id: row.id as number, label: documentNo },
      amountsByOrder(written as { orderId: number; amount: number }[]),
    );
    await writeCreatedEntry(tx, actor, 'invoice', row.id as number, orders.size === 1 ? first : undefined);
    return row;
  });
}

/** One order's part of a request: its lines invoiced (kit children along), answered as the request's lines. */
async function invoiceOrderLines(
  tx: Db,
  actor: Actor,
  order: SaleOrderRow,
  asked: readonly AskedLine[],
): Promise<Body[]> {
  const lines = await orderLines(tx, order);
  const all = withKitChildren(lines, asked);
  const steps = await recordLineProgress(
    tx,
    actor,
    order,
    'invoiced',
    all.map((line) => ({ lineId: line.orderLineId, quantity: line.quantity })),
  ).catch((error: unknown) => {
    throw onLineCell(error, lines, all);
  });
  return steps.map((step) => ({
    orderId: order.id,
    orderLineId: step.line.id,
    itemLabel: step.line.itemLabel,
    quantity: step.quantity,
    amount: step.amount,
  }));
}

/**
 * Editing a request: its title and tax details, and the tax office's number, date and file once
 * issued by them. Its customer and lines stay what the request took (void it and ask again).
 */
export async function updateInvoice(
  db: Db,
  store: ResourceStore<Fields>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
): Promise<ResourceRow<Fields>> {
  const { lines: _lines, customerId: _customer, ...kept } = body;
  const [before] = await db
    .select()
    .from(saleInvoices)
    .where(and(eq(saleInvoices.orgId, actor.orgId), eq(saleInvoices.id, id)));
  if (before) checkTitle({ ...before, ...kept });
  if (typeof kept.fileId === 'number') {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.orgId, actor.orgId), eq(files.id, kept.fileId)));
    if (!file) throw fieldError('fileId', 'sales.invoiceFileMissing');
  }
  return updateOne(db, store, actor, id, kept as Body & { version: number });
}

/** A request is never deleted: 作废 gives its quantities back and keeps the record. */
export function refuseInvoiceDelete(): Promise<ResourceRow<Fields>> {
  return Promise.reject(new AppError(400, 'sales.moneyDeleteByVoid'));
}

type StoredLine = { orderId: number; orderLineId: number; quantity: string };

/**
 * 开具 needs the tax office's number and date (entered by editing the request; its file is
 * uploaded then too, or later when the tax office's PDF comes); 作废 (of a request or an issued
 * invoice) gives each line's quantity back through the progress API.
 */
export const INVOICE_EFFECTS: ResourceTransitionEffects = {
  issue: async ({ row }) => {
    if (!String(row.invoiceNo ?? '').trim() || !row.issuedOn)
      throw new AppError(400, 'sales.invoiceIssueNeeds');
  },
  void: async ({ tx, actor, id, row }) => {
    const lines = row.lines as StoredLine[];
    const orders = await lockOrders(
      tx,
      actor.orgId,
      lines.map((line) => line.orderId),
    );
    const takenBack = new Map<number, number>();
    for (const order of orders.values()) {
      const steps = await recordLineProgress(
        tx,
        actor,
        order,
        'invoiced',
        lines
          .filter((line) => line.orderId === order.id)
          .map((line) => ({ lineId: line.orderLineId, quantity: `-${line.quantity}` })),
      );
      takenBack.set(
        order.id,
        steps.reduce((sum, step) => sum + step.amount, 0),
      );
    }
    await writeOrderDocumentEntries(
      tx,
      actor,
      'invoiceVoided',
      { kind: 'invoice', id, label: row.documentNo as string },
      takenBack,
    );
  },
};
