import { randomBytes } from 'node:crypto';
import type { ImportRowError, Locale } from '@atrium/contract';
import {
  EXTERNAL_ORDER_IMPORT_FIELDS,
  type ExternalOrderPayload,
  externalOrderImportRow,
} from '@atrium/contract/endpoints/sale-channels';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import { translate } from '../../../platform/http/messages.js';
import type { ImportShape } from '../../../platform/import/import-columns.js';
import type { Plan, RowImporter } from '../../../platform/import/run-row-import.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { queueExternalOrderRetry, reasonText, takeExternalDelivery } from './external-order-intake.js';
import { inChunks } from './in-chunks.js';

/**
 * 外部订单 from a file (a platform's order export): one row per order line, the order's fields on
 * each row, grouped by platform order number. A dry run checks the rows and says which orders the
 * source has already (unchanged); the import logs each new order as an external order and applies
 * it exactly as a webhook's — a rejected order's rows come back as row errors with the reason.
 */

export const externalOrderImportShape: ImportShape = {
  fields: EXTERNAL_ORDER_IMPORT_FIELDS,
  schemas: { create: externalOrderImportRow },
};

type ImportRow = z.output<typeof externalOrderImportRow>;

/** Rows grouped into platform orders, in the file's order. */
function ordersOf(plans: Plan[]): { order: ExternalOrderPayload; rows: number[] }[] {
  const byNo = new Map<string, { order: ExternalOrderPayload; rows: number[] }>();
  for (const { row } of plans) {
    const values = row.values as ImportRow;
    let entry = byNo.get(values.orderNo);
    if (!entry) {
      entry = {
        order: {
          orderNo: values.orderNo,
          buyerName: values.buyerName,
          buyerPhone: values.buyerPhone,
          address: values.address,
          remark: values.remark,
          lines: [],
        },
        rows: [],
      };
      byNo.set(values.orderNo, entry);
    }
    entry.order.lines.push({
      sn: values.lineSn,
      sku: values.sku,
      quantity: values.quantity,
      unitPrice: values.unitPrice,
    });
    entry.rows.push(row.row);
  }
  return [...byNo.values()];
}

export async function externalOrderImporter(
  db: Db,
  jobs: JobQueue,
  orgId: number,
  sourceId: number,
  locale: Locale,
): Promise<RowImporter> {
  const [source] = await db
    .select({ id: saleSources.id, orgId: saleSources.orgId })
    .from(saleSources)
    .where(and(eq(saleSources.orgId, orgId), eq(saleSources.id, sourceId), isNull(saleSources.deletedAt)));
  if (!source) throw notFound();
  return {
    shape: externalOrderImportShape,
    plan: async (good) => {
      const numbers = [...new Set(good.map((row) => (row.values as ImportRow).orderNo))];
      const seen = new Set<string>();
      for (const part of inChunks(numbers, 5_000)) {
        const rows = await db
          .select({ extOrderNo: saleOrders.extOrderNo })
          .from(saleOrders)
          .where(
            and(
              eq(saleOrders.orgId, orgId),
              eq(saleOrders.sourceId, sourceId),
              inArray(saleOrders.extOrderNo, part),
            ),
          );
        for (const row of rows) seen.add(row.extOrderNo);
      }
      const plans: Plan[] = good.map((row) =>
        seen.has((row.values as ImportRow).orderNo)
          ? { action: 'unchanged', row }
          : { action: 'create', row },
      );
      return { plans, errors: [] };
    },
    commit: async (plans) => {
      const grouped = ordersOf(plans.filter((entry) => entry.action === 'create'));
      if (grouped.length === 0) return [];
      const eventId = `file-${Date.now()}-${randomBytes(4).toString('hex')}`;
      const items = await takeExternalDelivery(
        db,
        source,
        { eventId, items: grouped.map((entry) => entry.order) },
        'file',
        (item) => queueExternalOrderRetry(jobs, item),
      );
      const errors: ImportRowError[] = [];
      for (const item of items ?? []) {
        if (item.status === 'applied' || item.status === 'pending') continue;
        const message = reasonText(locale, item) || translate(locale, 'saleChannels.orderRejected');
        for (const row of grouped[item.itemIndex]!.rows) errors.push({ row, message });
      }
      return errors;
    },
  };
}
