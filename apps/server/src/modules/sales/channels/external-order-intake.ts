import {
  crmCustomersApi,
  isValidPhone,
  type Locale,
  normalizePhone,
  saleLineAmounts,
} from '@atrium/contract';
import {
  EXTERNAL_ORDER_MAX_ATTEMPTS,
  EXTERNAL_ORDER_TAX_RATE,
  EXTERNAL_ORDER_TIMESTAMP_WINDOW_SECONDS,
  type ExternalOrderPayload,
  externalOrderDelivery,
  externalOrderPayload,
} from '@atrium/contract/endpoints/sale-channels';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { AppError } from '../../../platform/http/app-error.js';
import { showableText } from '../../../platform/http/input-guard.js';
import { type MessageKey, type MessageParams, translate } from '../../../platform/http/messages.js';
import {
  type ApplyTrigger,
  applyIntakeItem,
  applyIntakeItems,
  type IntakeItems,
  type IntakeOutcome,
  queueIntakeRetry,
  type Replayer,
} from '../../../platform/intake/apply-intake-item.js';
import type { IntakeVia } from '../../../platform/intake/intake-events.tables.js';
import { storableRaw } from '../../../platform/intake/intake-raw.js';
import {
  type IncomingDelivery,
  openSignedIntake,
  type SignedIntake,
} from '../../../platform/intake/signed-intake.js';
import { takeDelivery } from '../../../platform/intake/take-delivery.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { fittings, products } from '../../catalogue/catalogue.tables.js';
import { createCustomer, customerWithPhone } from '../../crm/customers/customer-create.service.js';
import { customers } from '../../crm/customers.tables.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { sourceSettingsOf } from '../sources/sale-source-settings.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { saleExternalOrders } from './channels.tables.js';
import { createExternalSaleOrder, type ExternalOrderLineInput } from './external-order-create.js';

/**
 * 外部订单 through the platform intake (docs/sales-channels.md): a source's signed webhook (or a
 * file, external-order-import.ts) delivers platform orders; each is logged as received, then
 * applied in its own transaction, never twice: a sale order (confirmed with holds when stock
 * allows, else a draft with the reason), the platform order's existing sale order (`duplicate`),
 * or a rejection with the reason.
 */

export type ExternalOrderItem = typeof saleExternalOrders.$inferSelect;
type Source = typeof saleSources.$inferSelect;
type Outcome = IntakeOutcome<ExternalOrderItem>;

/** The key of a source's event ids in the platform's duplicate guard. */
export const EXTERNAL_ORDER_SOURCE = 'saleSource';
export const EXTERNAL_ORDER_RETRY_JOB = 'sales.externalOrder.retry';

/** The order sources' signed webhook, as the platform intake reads it. */
export const EXTERNAL_ORDER_INTAKE: SignedIntake<Source> = {
  windowSeconds: EXTERNAL_ORDER_TIMESTAMP_WINDOW_SECONDS,
  findSource: async (db, hookKey) => {
    const [source] = await db
      .select()
      .from(saleSources)
      .where(and(eq(saleSources.webhookKey, hookKey), isNull(saleSources.deletedAt)));
    return source && source.secret !== '' ? source : undefined;
  },
  parseDelivery: (_source, body) => {
    const parsed = externalOrderDelivery.safeParse(body);
    return parsed.success
      ? { eventId: parsed.data.eventId, items: (body as { orders: unknown[] }).orders }
      : null;
  },
  refusalKey: (refusal) => `saleChannels.${refusal}`,
};

const rejected = (errorKey: MessageKey, errorParams: MessageParams = {}): Outcome => ({
  status: 'rejected',
  errorKey,
  errorParams,
  saleOrderId: null,
  duplicate: false,
});

export const EXTERNAL_ORDER_ITEMS: IntakeItems<ExternalOrderItem> = {
  lock: async (tx, orgId, id) => {
    const [item] = await tx
      .select()
      .from(saleExternalOrders)
      .where(and(eq(saleExternalOrders.id, id), eq(saleExternalOrders.orgId, orgId)))
      .for('update');
    return item;
  },
  save: async (tx, id, patch) => {
    const [item] = await tx
      .update(saleExternalOrders)
      .set(patch)
      .where(eq(saleExternalOrders.id, id))
      .returning();
    return item!;
  },
  settle: settleExternalOrder,
  unreadable: (_item, reason) => rejected(reason.key, reason.params),
  maxAttempts: EXTERNAL_ORDER_MAX_ATTEMPTS,
  retryJob: EXTERNAL_ORDER_RETRY_JOB,
  auditEntity: 'sales.externalOrder',
  audited: (item) => ({ status: item.status, errorKey: item.errorKey, saleOrderId: item.saleOrderId }),
  messages: {
    missing: 'saleChannels.externalOrderMissing',
    notReplayable: 'saleChannels.notReplayable',
    transient: 'saleChannels.transientFailure',
    failed: 'saleChannels.failedAfterRetries',
  },
};

export const applyExternalOrder = (
  db: Db,
  orgId: number,
  itemId: number,
  trigger: ApplyTrigger,
  replayer?: Replayer,
) => applyIntakeItem(db, EXTERNAL_ORDER_ITEMS, orgId, itemId, trigger, replayer);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the list shows of an order before (or whether or not) it is applied. */
function summaryOf(raw: unknown) {
  const record = isRecord(raw) ? raw : {};
  const textOf = (value: unknown, max: number) =>
    typeof value === 'string' ? showableText(value).slice(0, max) : '';
  const parsed = externalOrderPayload.safeParse(raw);
  return {
    extOrderNo: textOf(record.orderNo, 64),
    buyerName: textOf(record.buyerName, 100),
    totalFen: parsed.success ? (parsed.data.totalFen ?? externalOrderTotal(parsed.data)) : 0,
  };
}

/** A line's amount as its order line will have it (sale-amounts.ts: the platform's price, no discount). */
const lineTotal = (line: { quantity: string; unitPrice: number }) =>
  saleLineAmounts({
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountRate: 10_000,
    taxRate: EXTERNAL_ORDER_TAX_RATE,
  }).amount;

/** What an order's lines come to (fen). */
export const externalOrderTotal = (order: Pick<ExternalOrderPayload, 'lines'>) =>
  order.lines.reduce((sum, line) => sum + lineTotal(line), 0);

/**
 * Logs a delivery's orders (pending) under its event id, then applies each; null when the event id
 * was taken before. `via` file deliveries use an event id of their own per import.
 */
export async function takeExternalDelivery(
  db: Db,
  source: Pick<Source, 'id' | 'orgId'>,
  delivery: { eventId: string; items: unknown[] },
  via: IntakeVia | 'file',
  onRetry: (item: ExternalOrderItem) => Promise<unknown>,
): Promise<ExternalOrderItem[] | null> {
  const key = { orgId: source.orgId, sourceKind: EXTERNAL_ORDER_SOURCE, sourceId: source.id };
  // A file is fetched by us, not pushed: the platform's duplicate guard knows it as a pull.
  const ids = await takeDelivery(
    db,
    key,
    delivery.eventId,
    via === 'file' ? 'pull' : via,
    async (tx, receivedAt) => {
      const rows = await tx
        .insert(saleExternalOrders)
        .values(
          delivery.items.map((raw, itemIndex) => ({
            orgId: source.orgId,
            sourceId: source.id,
            via: via === 'file' ? ('file' as const) : ('push' as const),
            eventId: delivery.eventId,
            itemIndex,
            ...storableRaw(raw),
            ...summaryOf(raw),
            receivedAt,
          })),
        )
        .returning({ id: saleExternalOrders.id });
      return rows.map((row) => row.id);
    },
  );
  if (ids === null) return null;
  return applyIntakeItems(db, EXTERNAL_ORDER_ITEMS, source.orgId, ids, onRetry);
}

export const queueExternalOrderRetry = (jobs: JobQueue, item: ExternalOrderItem) =>
  queueIntakeRetry(jobs, EXTERNAL_ORDER_ITEMS, item);

/** An item's reason in a reader's locale ('' when none). */
export const reasonText = (locale: Locale, item: Pick<ExternalOrderItem, 'errorKey' | 'errorParams'>) =>
  item.errorKey === '' ? '' : translate(locale, item.errorKey as MessageKey, item.errorParams);

/** What the list calls an item's status: an applied item that found its order made before is a duplicate. */
export const displayStatus = (item: Pick<ExternalOrderItem, 'status' | 'duplicate'>) =>
  item.duplicate ? ('duplicate' as const) : item.status;

/**
 * POST /erp/sale/external/hook/{hookKey}: the source by its key (404), enabled (403), signature
 * and timestamp (401), then the body (400). A repeated event id answers duplicate, nothing applied.
 */
export async function receiveExternalOrders(db: Db, jobs: JobQueue, incoming: IncomingDelivery) {
  const { source, delivery } = await openSignedIntake(db, EXTERNAL_ORDER_INTAKE, incoming);
  const items = await takeExternalDelivery(db, source, delivery, 'push', (item) =>
    queueExternalOrderRetry(jobs, item),
  );
  const orderNos = await orderNumbers(
    db,
    (items ?? []).flatMap((item) => (item.saleOrderId ? [item.saleOrderId] : [])),
  );
  return {
    eventId: delivery.eventId,
    duplicate: items === null,
    items: (items ?? []).map((item) => ({
      index: item.itemIndex,
      orderNo: item.extOrderNo,
      status: displayStatus(item),
      reason: reasonText(incoming.locale, item),
      saleOrderNo: item.saleOrderId ? (orderNos.get(item.saleOrderId) ?? '') : '',
    })),
  };
}

async function orderNumbers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: saleOrders.id, documentNo: saleOrders.documentNo })
    .from(saleOrders)
    .where(inArray(saleOrders.id, ids));
  return new Map(rows.map((row) => [row.id, row.documentNo]));
}

/** The sale order a source already has for a platform order number, if any. */
async function existingOrderId(tx: Db, source: Source, extOrderNo: string) {
  const [found] = await tx
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.orgId, source.orgId),
        eq(saleOrders.sourceId, source.id),
        eq(saleOrders.extOrderNo, extOrderNo),
      ),
    );
  return found?.id ?? null;
}

const duplicateOf = (saleOrderId: number): Outcome => ({
  status: 'applied',
  duplicate: true,
  saleOrderId,
  errorKey: '',
  errorParams: {},
});

/** The raw order read afresh and applied: see the file comment. */
async function settleExternalOrder(tx: Db, item: ExternalOrderItem): Promise<Outcome> {
  const parsed = externalOrderPayload.safeParse(item.raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return rejected('saleChannels.orderInvalid', { field: showableText(issue?.path.join('.') ?? '') || '—' });
  }
  const order = parsed.data;
  const [source] = await tx.select().from(saleSources).where(eq(saleSources.id, item.sourceId));
  if (!source || source.deletedAt) return rejected('saleChannels.sourceMissing');
  const found = await existingOrderId(tx, source, order.orderNo);
  if (found !== null) return duplicateOf(found);
  const settings = sourceSettingsOf(source);
  if (settings.defaultWarehouseId === null || settings.defaultOwnerUserId === null)
    return rejected('saleChannels.sourceNotSetUp', { source: source.name });
  const sns = new Set<string>();
  for (const line of order.lines) {
    if (sns.has(line.sn)) return rejected('saleChannels.lineSnRepeated', { sn: line.sn });
    sns.add(line.sn);
  }
  const lines = await resolveLines(tx, source.orgId, order);
  if ('missing' in lines) return rejected('saleChannels.unknownSku', { sku: lines.missing });
  const linesFen = externalOrderTotal(order);
  if (order.totalFen !== undefined && order.totalFen !== linesFen)
    return rejected('saleChannels.amountMismatch', { given: order.totalFen, lines: linesFen });
  const ownerUserId = settings.defaultOwnerUserId;
  const customer = await buyerCustomer(tx, source, order, ownerUserId, settings.createCustomers);
  if ('refusal' in customer) return rejected(customer.refusal.key, customer.refusal.params);
  try {
    const created = await tx.transaction((savepoint) =>
      createExternalSaleOrder(
        savepoint,
        { orgId: source.orgId, userId: ownerUserId },
        {
          sourceId: source.id,
          warehouseId: settings.defaultWarehouseId!,
          ownerUserId,
          customerId: customer.id,
          customerName: customer.name,
          contactName: order.buyerName,
          contactPhone: normalizePhone(order.buyerPhone),
          deliveryAddress: order.address,
          remark: order.remark,
          extOrderNo: order.orderNo,
          lines: lines.lines,
        },
      ),
    );
    return {
      status: 'applied',
      duplicate: false,
      saleOrderId: created.id,
      errorKey: created.draftReason?.key ?? '',
      errorParams: created.draftReason?.params ?? {},
    };
  } catch (error) {
    // Another delivery of the same platform order won the race (createSaleOrder found its number
    // taken, or the unique index did): this one is its duplicate.
    const taken =
      pgErrorOf(error)?.constraint === 'sale_orders_org_source_ext_no_idx' ||
      (error instanceof AppError && error.messageKey === 'sales.orderExtNoTaken');
    if (!taken) {
      if (error instanceof AppError) return rejected(error.messageKey, error.params);
      throw error;
    }
    const winner = await existingOrderId(tx, source, order.orderNo);
    return winner === null
      ? rejected('saleChannels.orderInvalid', { field: 'orderNo' })
      : duplicateOf(winner);
  }
}

/** Each platform SKU as a product (by SKU) or a fitting (by code) of the organization. */
async function resolveLines(
  tx: Db,
  orgId: number,
  order: ExternalOrderPayload,
): Promise<{ lines: ExternalOrderLineInput[] } | { missing: string }> {
  const skus = [...new Set(order.lines.map((line) => line.sku))];
  const [productRows, fittingRows] = await Promise.all([
    tx
      .select({ id: products.id, code: products.sku, name: products.name, unit: products.unit })
      .from(products)
      .where(and(eq(products.orgId, orgId), inArray(products.sku, skus), isNull(products.deletedAt))),
    tx
      .select({ id: fittings.id, code: fittings.code, name: fittings.name, unit: fittings.unit })
      .from(fittings)
      .where(and(eq(fittings.orgId, orgId), inArray(fittings.code, skus), isNull(fittings.deletedAt))),
  ]);
  const bySku = new Map<
    string,
    { itemKind: 'product' | 'fitting'; id: number; code: string; name: string; unit: string }
  >();
  for (const row of fittingRows) bySku.set(row.code, { itemKind: 'fitting', ...row });
  for (const row of productRows) bySku.set(row.code, { itemKind: 'product', ...row });
  const lines: ExternalOrderLineInput[] = [];
  for (const line of order.lines) {
    const item = bySku.get(line.sku);
    if (!item) return { missing: line.sku };
    lines.push({
      itemKind: item.itemKind,
      itemId: item.id,
      itemLabel: `${item.code} ${item.name}`,
      unit: item.unit,
      extOrderSn: line.sn,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    });
  }
  return { lines };
}

type Refusal = { refusal: { key: MessageKey; params: MessageParams } };

/**
 * The buyer as a CRM customer: the organization's customer with the buyer's phone, else (when
 * the source creates customers) a new customer owned by the source's default owner.
 */
async function buyerCustomer(
  tx: Db,
  source: Source,
  order: ExternalOrderPayload,
  ownerUserId: number,
  createCustomers: boolean,
): Promise<{ id: number; name: string } | Refusal> {
  const phone = normalizePhone(order.buyerPhone);
  if (phone === '' || !isValidPhone(phone, 2))
    return { refusal: { key: 'saleChannels.buyerPhoneInvalid', params: { phone: order.buyerPhone } } };
  const held = await customerWithPhone(tx, source.orgId, phone);
  if (held) {
    const [customer] = await tx
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, held.id));
    return { id: held.id, name: customer!.name };
  }
  if (!createCustomers) return { refusal: { key: 'saleChannels.buyerUnknown', params: { phone } } };
  try {
    const body = crmCustomersApi.customerCreate.body!.parse({
      name: order.buyerName,
      phone,
      address: order.address,
      remark: `${source.name} ${order.orderNo}`.slice(0, 200),
    });
    const created = await createCustomer(tx, { orgId: source.orgId, userId: ownerUserId, ip: '' }, body, {
      ownerUserId,
    });
    return { id: created.id, name: created.name };
  } catch (error) {
    if (error instanceof AppError) return { refusal: { key: error.messageKey, params: error.params } };
    throw error;
  }
}
