import { formatBusinessDateTime, type ImportRowError, type Locale } from '@atrium/contract';
import {
  LOGISTICS_STATUS_LABELS,
  STATUS_UPDATE_IMPORT_FIELDS,
  type StatusUpdateInput,
  type StatusUpdateResult,
  statusUpdateInput,
} from '@atrium/contract/endpoints/sale-channels';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { fieldError } from '../../../platform/http/app-error.js';
import { type MessageKey, type MessageParams, translate } from '../../../platform/http/messages.js';
import type { ImportShape } from '../../../platform/import/import-columns.js';
import type { Plan, RowImporter } from '../../../platform/import/run-row-import.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { lockSaleOrder } from '../orders/order-progress.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { businessInstant } from './statement-import.js';

/**
 * 订单状态更新 (docs/sales-channels.md): the logistics status of many orders at once, from a form
 * or a file. Each row names an order by its number or its platform order number; it updates an
 * order that has shipped (partly or wholly) when its event is newer than the order's current one,
 * under the order's lock, and writes the event on the order's timeline. A dry run says what each
 * row would do and changes nothing.
 */

const SHIPPED = ['partlyShipped', 'shipped', 'completed'] as const;

type OrderState = { id: number; documentNo: string; extOrderNo: string; status: string; at: Date | null };
type Row = StatusUpdateInput & { eventTime: Date };

export interface RowOutcome {
  index: number;
  orderNo: string;
  result: StatusUpdateResult;
  message: { key: MessageKey; params: MessageParams };
  saleOrderId: number | null;
}

const RESULT_KEYS: Record<StatusUpdateResult, MessageKey> = {
  updated: 'saleChannels.statusUpdated',
  orderNotFound: 'saleChannels.statusOrderNotFound',
  notShipped: 'saleChannels.statusNotShipped',
  stale: 'saleChannels.statusStale',
};

async function ordersNamed(tx: Db, orgId: number, numbers: string[]): Promise<Map<string, OrderState>> {
  const found = await tx
    .select({
      id: saleOrders.id,
      documentNo: saleOrders.documentNo,
      extOrderNo: saleOrders.extOrderNo,
      status: saleOrders.status,
      at: saleOrders.logisticsUpdatedAt,
    })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.orgId, orgId),
        isNull(saleOrders.deletedAt),
        or(inArray(saleOrders.documentNo, numbers), inArray(saleOrders.extOrderNo, numbers)),
      ),
    );
  const byNumber = new Map<string, OrderState>();
  // An order's own number wins over a platform number another order has.
  for (const order of found) if (order.extOrderNo !== '') byNumber.set(order.extOrderNo, order);
  for (const order of found) byNumber.set(order.documentNo, order);
  return byNumber;
}

/**
 * Decides each row (in order: a later row of the same order sees the earlier one's event) and,
 * unless `dryRun`, writes the updates in the caller's transaction, orders locked by id.
 */
export async function runStatusUpdates(
  tx: Db,
  actor: { orgId: number; userId: number },
  rows: readonly Row[],
  dryRun: boolean,
): Promise<RowOutcome[]> {
  const numbers = [...new Set(rows.map((row) => row.orderNo))];
  const orders = await ordersNamed(tx, actor.orgId, numbers);
  if (!dryRun) {
    const ids = [...new Set([...orders.values()].map((order) => order.id))].sort((a, b) => a - b);
    for (const id of ids) {
      const locked = await lockSaleOrder(tx, actor.orgId, id);
      for (const order of orders.values())
        if (order.id === id) Object.assign(order, { status: locked.status, at: locked.logisticsUpdatedAt });
    }
  }
  const outcomes: RowOutcome[] = [];
  for (const [index, row] of rows.entries()) {
    const order = orders.get(row.orderNo);
    const outcome = (result: StatusUpdateResult, params: MessageParams = {}): RowOutcome => ({
      index,
      orderNo: row.orderNo,
      result,
      message: { key: RESULT_KEYS[result], params: { orderNo: row.orderNo, ...params } },
      saleOrderId: order?.id ?? null,
    });
    if (!order) {
      outcomes.push(outcome('orderNotFound'));
      continue;
    }
    if (!(SHIPPED as readonly string[]).includes(order.status)) {
      outcomes.push(outcome('notShipped'));
      continue;
    }
    if (order.at && row.eventTime <= order.at) {
      outcomes.push(outcome('stale', { at: formatBusinessDateTime(order.at) }));
      continue;
    }
    order.at = row.eventTime;
    outcomes.push(outcome('updated', { status: LOGISTICS_STATUS_LABELS[row.status]['zh-CN'] }));
    if (dryRun) continue;
    await tx
      .update(saleOrders)
      .set({ logisticsStatus: row.status, logisticsUpdatedAt: row.eventTime, updatedAt: new Date() })
      .where(eq(saleOrders.id, order.id));
    await writeTimelineEntries(tx, [
      {
        orgId: actor.orgId,
        recordKind: 'saleOrder',
        recordId: order.id,
        type: 'event',
        action: 'logistics',
        body: [LOGISTICS_STATUS_LABELS[row.status]['zh-CN'], row.carrier, row.trackingNo]
          .filter(Boolean)
          .join(' '),
        data: { status: row.status, carrier: row.carrier, trackingNo: row.trackingNo },
        authorUserId: actor.userId,
        at: row.eventTime,
      },
    ]);
  }
  return outcomes;
}

/** A row's event time, or a refusal naming the field. */
function timed(row: StatusUpdateInput, path: string): Row {
  const eventTime = businessInstant(row.eventAt);
  if (!eventTime) throw fieldError(path, 'saleChannels.badDateTime', { value: row.eventAt });
  return { ...row, eventTime };
}

/** POST /erp/sale/order/statusUpdate (the form). */
export async function applyStatusUpdates(
  db: Db,
  actor: { orgId: number; userId: number },
  locale: Locale,
  body: { dryRun: boolean; rows: StatusUpdateInput[] },
) {
  const rows = body.rows.map((row, index) => timed(row, `rows.${index}.eventAt`));
  const outcomes = await db.transaction((tx) => runStatusUpdates(tx, actor, rows, body.dryRun));
  return {
    dryRun: body.dryRun,
    rows: outcomes.map((outcome) => ({
      index: outcome.index,
      orderNo: outcome.orderNo,
      result: outcome.result,
      message: translate(locale, outcome.message.key, outcome.message.params),
      saleOrderId: outcome.saleOrderId,
    })),
  };
}

/** Thrown to undo an all-or-nothing import's transaction. */
class RolledBack extends Error {}

export const statusUpdateImportShape: ImportShape = {
  fields: STATUS_UPDATE_IMPORT_FIELDS,
  schemas: { create: statusUpdateInput },
};

/** The file import: rows that would not update are the report's row errors; the rest update in one transaction. */
export function statusUpdateImporter(
  db: Db,
  actor: { orgId: number; userId: number },
  locale: Locale,
): RowImporter {
  const decide = async (
    tx: Db,
    plans: Plan[] | { row: number; values: Record<string, unknown> }[],
    dryRun: boolean,
  ) => {
    const good = plans.map((entry) => ('action' in entry ? entry.row : entry));
    const errors: ImportRowError[] = [];
    const timedRows: { row: number; input: Row }[] = [];
    for (const row of good) {
      const input = row.values as StatusUpdateInput;
      const eventTime = businessInstant(input.eventAt);
      if (!eventTime)
        errors.push({
          row: row.row,
          field: 'eventAt',
          message: translate(locale, 'saleChannels.badDateTime', { value: input.eventAt }),
        });
      else timedRows.push({ row: row.row, input: { ...input, eventTime } });
    }
    const outcomes = await runStatusUpdates(
      tx,
      actor,
      timedRows.map((entry) => entry.input),
      dryRun,
    );
    const plansOut: Plan[] = [];
    for (const outcome of outcomes) {
      const { row, input } = timedRows[outcome.index]!;
      if (outcome.result === 'updated')
        plansOut.push({ action: 'update', row: { row, values: input }, existing: {} });
      else errors.push({ row, message: translate(locale, outcome.message.key, outcome.message.params) });
    }
    return { plans: plansOut, errors };
  };
  return {
    shape: statusUpdateImportShape,
    plan: (good) => decide(db, good, true),
    // A row that stopped being updatable since the check (another update came first) is a row
    // error; with all-or-nothing it undoes the whole file.
    commit: async (plans, mode) => {
      let failed: ImportRowError[] = [];
      try {
        await db.transaction(async (tx) => {
          failed = (await decide(tx, plans, false)).errors;
          if (mode === 'allOrNothing' && failed.length > 0) throw new RolledBack();
        });
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return failed;
    },
  };
}
