import { z } from 'zod';
import { defineEndpoint, PUBLIC, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMESTAMP_WINDOW_SECONDS,
} from '../signed-webhook.js';
import { itemKind } from '../stock-quantity.js';
import { optionalFilter, queryRecordId, text } from '../zod-kit.js';

/**
 * 仓库同步日志 (docs/warehouse-sync.md): a warehouse run by an outside WMS or fulfilment service
 * pushes stock levels and shipment confirmations to its signed webhook (or is pulled by its
 * adapter). Every item received is logged with its raw payload, what it mapped to, the diff
 * against our ledger and its status; a rejected, conflicting or failed item can be replayed, and
 * applying an item twice never posts twice.
 */

export const WAREHOUSE_SYNC_TIMESTAMP_HEADER = WEBHOOK_TIMESTAMP_HEADER;
export const WAREHOUSE_SYNC_SIGNATURE_HEADER = WEBHOOK_SIGNATURE_HEADER;
export const WAREHOUSE_SYNC_TIMESTAMP_WINDOW_SECONDS = WEBHOOK_TIMESTAMP_WINDOW_SECONDS;
export const WAREHOUSE_SYNC_ITEMS_MAX = 200;
/** A transient failure is retried by a job until the item has had this many attempts, then it is failed. */
export const WAREHOUSE_SYNC_MAX_ATTEMPTS = 5;

export const WAREHOUSE_SYNC_STATUSES = ['pending', 'applied', 'rejected', 'conflict', 'failed'] as const;
export type WarehouseSyncStatus = (typeof WAREHOUSE_SYNC_STATUSES)[number];
/** Statuses a replay may re-apply (an applied item is done; a pending one is the job's). */
export const WAREHOUSE_SYNC_REPLAYABLE: readonly WarehouseSyncStatus[] = ['rejected', 'conflict', 'failed'];
/** `unknown`: an item the adapter could not read as either kind (rejected). */
export const WAREHOUSE_SYNC_KINDS = ['level', 'shipment', 'unknown'] as const;
export type WarehouseSyncKind = (typeof WAREHOUSE_SYNC_KINDS)[number];
/** Built-in adapters; a vendor adapter adds its kind here (docs/warehouse-sync.md, "Plugging in a vendor"). */
export const WAREHOUSE_SYNC_ADAPTERS = ['atriumGenericJson'] as const;
export type WarehouseSyncAdapterKind = (typeof WAREHOUSE_SYNC_ADAPTERS)[number];

export const warehouseSyncSettingsRow = z.object({
  warehouseId: z.number().int(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  /** False while the warehouse has no sync settings yet (the other fields are then defaults). */
  configured: z.boolean(),
  enabled: z.boolean(),
  adapter: z.enum(WAREHOUSE_SYNC_ADAPTERS),
  /** The webhook path (relative to the server's origin); '' until configured. */
  hookPath: z.string(),
  /** The secret's last four characters; the whole secret is answered only on first save and rotate. */
  secretHint: z.string(),
  /** Where the adapter pulls from ('' for push only). */
  pullUrl: z.string(),
  /** Up to when the last pull read (ISO), null before the first. */
  pulledUntil: z.string().nullable(),
  version: z.number().int(),
});
export type WarehouseSyncSettingsRow = z.infer<typeof warehouseSyncSettingsRow>;

export const warehouseSyncSettingsList = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/sync/settings/list',
  access: permission('warehouseSyncLog:query'),
  summary: 'Every live warehouse of the organization with its sync settings (unconfigured ones too).',
  answer: z.array(warehouseSyncSettingsRow),
});

const warehouseParams = z.object({ warehouseId: queryRecordId });

export const warehouseSyncSettingsSave = defineEndpoint({
  method: 'PUT',
  path: '/erp/stock/sync/settings/:warehouseId',
  access: permission('warehouseSyncLog:update'),
  summary:
    "Save a warehouse's sync settings; the first save creates its hook key and secret and answers the secret this once.",
  params: warehouseParams,
  body: z.object({
    enabled: z.boolean(),
    adapter: z.enum(WAREHOUSE_SYNC_ADAPTERS),
    pullUrl: z.preprocess(
      (value) => (value === null ? '' : value),
      z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
    ),
    /** The version the caller read; absent (or 0) for a warehouse not configured yet. */
    version: z.number().int().min(0).default(0),
  }),
  answer: warehouseSyncSettingsRow.extend({ secret: z.string().optional() }),
});

export const warehouseSyncSecretRotate = defineEndpoint({
  method: 'POST',
  path: '/erp/stock/sync/settings/:warehouseId/secret',
  access: permission('warehouseSyncLog:update'),
  summary:
    'Replace the signing secret at once (the old one stops working); answers the new secret this once.',
  params: warehouseParams,
  answer: warehouseSyncSettingsRow.extend({ secret: z.string() }),
});

/** One row of the diff against our ledger: our quantity and theirs for one item. */
export const warehouseSyncDiffRow = z.object({
  /** The sender's SKU (product) or code (fitting). */
  code: z.string(),
  itemKind: itemKind.nullable(),
  itemId: z.number().int().nullable(),
  /** What is compared: on-hand at the level's time, or what a shipment takes out. */
  measure: z.enum(['onHand', 'shipped']),
  /** Ours: on-hand at the level's time, or on-hand before the shipment (decimal string). */
  ours: z.string(),
  /** Theirs: the level they report, or the quantity they shipped. */
  theirs: z.string(),
  /** What applying posts: theirs − ours for a level, −shipped for a shipment. */
  change: z.string(),
});
export type WarehouseSyncDiffRow = z.infer<typeof warehouseSyncDiffRow>;

export const warehouseSyncItemRow = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  eventId: z.string(),
  itemIndex: z.number().int(),
  kind: z.enum(WAREHOUSE_SYNC_KINDS),
  /** What the item names, for the list: the SKU or code of a level, the shipment number. */
  subject: z.string(),
  status: z.enum(WAREHOUSE_SYNC_STATUSES),
  attempts: z.number().int(),
  /** The last error or the reason of a rejection or conflict, in the reader's locale; '' when none. */
  error: z.string(),
  receivedAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type WarehouseSyncItemRow = z.infer<typeof warehouseSyncItemRow>;

export const warehouseSyncItemDetail = warehouseSyncItemRow.extend({
  /**
   * The item exactly as the sender sent it; when `rawEscaped`, `{"escapedJson": "<its JSON text>"}`
   * (text PostgreSQL can't hold, a NUL or a lone surrogate, written as JSON escapes).
   */
  raw: z.unknown(),
  rawEscaped: z.boolean(),
  /** What the adapter read from it (null until mapped, or when it could not be read). */
  mapped: z.unknown(),
  diff: z.array(warehouseSyncDiffRow),
  /** Ledger moves the item posted (empty unless applied with a difference). */
  moveIds: z.array(z.number().int()),
});
export type WarehouseSyncItemDetail = z.infer<typeof warehouseSyncItemDetail>;

export const warehouseSyncLogPage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/sync/log/page',
  access: permission('warehouseSyncLog:query'),
  summary:
    'Items received from outside warehouses, newest first, by warehouse, status, kind, received day and event id.',
  query: pageQuery.extend({
    warehouseId: optionalFilter(queryRecordId),
    status: optionalFilter(z.enum(WAREHOUSE_SYNC_STATUSES)),
    kind: optionalFilter(z.enum(WAREHOUSE_SYNC_KINDS)),
    /** Business days (China time), inclusive. */
    receivedFrom: optionalFilter(z.iso.date()),
    receivedTo: optionalFilter(z.iso.date()),
    eventId: optionalFilter(text.trim().max(100)),
  }),
  answer: page(warehouseSyncItemRow),
});

export const warehouseSyncItemGet = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/sync/log/:id',
  access: permission('warehouseSyncLog:get'),
  summary: 'One logged item with its raw payload, mapped result and diff against our ledger.',
  params: z.object({ id: queryRecordId }),
  answer: warehouseSyncItemDetail,
});

export const warehouseSyncItemReplay = defineEndpoint({
  method: 'POST',
  path: '/erp/stock/sync/log/:id/replay',
  access: permission('warehouseSyncLog:update'),
  summary:
    'Apply a rejected, conflicting or failed item again (mapped afresh); idempotent: an item is posted at most once.',
  params: z.object({ id: queryRecordId }),
  answer: warehouseSyncItemDetail,
});

export const warehouseSyncWebhook = defineEndpoint({
  method: 'POST',
  path: '/erp/stock/sync/hook/:hookKey',
  access: PUBLIC,
  summary:
    'Webhook of an outside warehouse (signed like the clue sync; docs/warehouse-sync.md): stock levels and shipment confirmations. 401 on a bad signature or a timestamp outside the window; a repeated eventId is answered as a duplicate and applies nothing.',
  params: z.object({ hookKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  // No `body`: the server checks the signature over the raw bytes first, then the adapter reads them.
  answer: z.object({
    eventId: z.string(),
    duplicate: z.boolean(),
    items: z.array(
      z.object({
        index: z.number().int(),
        status: z.enum(WAREHOUSE_SYNC_STATUSES),
        error: z.string(),
      }),
    ),
  }),
});
