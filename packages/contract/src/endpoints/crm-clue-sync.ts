import { z } from 'zod';
import { defineEndpoint, PUBLIC, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMESTAMP_WINDOW_SECONDS,
} from '../signed-webhook.js';
import { idParams, optionalFilter, queryRecordId, recordId, recordVersion } from '../zod-kit.js';

/**
 * Clue sync (线索同步配置, issue 4): external lead sources (ad platforms, web forms, partners)
 * push clues to a signed webhook. Each source has its own URL key and secret, the clue pool its
 * clues land in, and a mapping from the vendor's JSON fields to clue fields. Every delivery is
 * logged with each item's outcome (accepted, or rejected with the reason).
 *
 * Vendor protocol (docs/clue-sync-webhook.md):
 *   POST /erp/crm/clue/sync/hook/{hookKey}, Content-Type: application/json
 *   X-Atrium-Timestamp: unix seconds; more than CLUE_SYNC_TIMESTAMP_WINDOW_SECONDS away from the
 *     server clock is refused (a captured request can't be replayed later)
 *   X-Atrium-Signature: sha256=<hex HMAC-SHA256 of "{timestamp}.{raw body}" with the source secret>
 *   body: { eventId, items: [ {…vendor fields} ] }; an eventId seen before is answered as a
 *     duplicate and not processed again (vendors retry).
 */

export const CLUE_SYNC_TIMESTAMP_HEADER = WEBHOOK_TIMESTAMP_HEADER;
export const CLUE_SYNC_SIGNATURE_HEADER = WEBHOOK_SIGNATURE_HEADER;
export const CLUE_SYNC_TIMESTAMP_WINDOW_SECONDS = WEBHOOK_TIMESTAMP_WINDOW_SECONDS;
export const CLUE_SYNC_ITEMS_MAX = 100;
export const CLUE_SYNC_NAME_MAX = 50;
/** A mapping path: dot-separated keys into an item, e.g. `contact.mobile`. */
export const CLUE_SYNC_PATH_MAX = 100;

export const CLUE_SYNC_DELIVERY_STATUSES = ['processed', 'duplicate', 'rejected'] as const;
export type ClueSyncDeliveryStatus = (typeof CLUE_SYNC_DELIVERY_STATUSES)[number];
export const CLUE_SYNC_ITEM_STATUSES = ['accepted', 'rejected'] as const;

const mappingPath = z
  .string()
  .trim()
  .max(CLUE_SYNC_PATH_MAX)
  .regex(/^$|^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/);

/** Where each clue field is found in a vendor item; '' leaves an optional field empty. */
export const clueFieldMapping = z.object({
  name: mappingPath.min(1),
  phone: mappingPath.min(1),
  company: mappingPath.default(''),
});
export type ClueFieldMapping = z.infer<typeof clueFieldMapping>;

export const clueSyncSourceRow = z.object({
  id: z.number().int(),
  name: z.string(),
  poolId: z.number().int(),
  poolName: z.string(),
  /** A customer-source code given to every clue of this source ('' for none). */
  sourceCode: z.string(),
  fieldMapping: clueFieldMapping,
  enabled: z.boolean(),
  /** The webhook path for this source (relative to the server's origin). */
  hookPath: z.string(),
  /** The secret's last four characters; the whole secret is answered only on create and rotate. */
  secretHint: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ClueSyncSourceRow = z.infer<typeof clueSyncSourceRow>;

const sourceBody = z.object({
  name: z.string().trim().min(1).max(CLUE_SYNC_NAME_MAX),
  poolId: recordId,
  sourceCode: z.string().trim().max(32).default(''),
  fieldMapping: clueFieldMapping,
  enabled: z.boolean().default(true),
});

export const clueSyncSourcePage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/clue/sync/source/page',
  access: permission('clueSyncConfig:query'),
  summary: 'Clue sync sources of the organization, newest first, optionally filtered by name.',
  query: pageQuery.extend({ name: optionalFilter(z.string().trim().max(CLUE_SYNC_NAME_MAX)) }),
  answer: page(clueSyncSourceRow),
});

export const clueSyncSourceCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue/sync/source',
  access: permission('clueSyncConfig:add'),
  summary: 'Add a clue sync source; answers the new webhook path and, this once, the whole secret.',
  body: sourceBody,
  answer: clueSyncSourceRow.extend({ secret: z.string() }),
});

export const clueSyncSourceUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/clue/sync/source/:id',
  access: permission('clueSyncConfig:update'),
  summary: 'Edit a source (name, pool, source code, mapping, enabled) at the version the caller read.',
  params: idParams,
  body: sourceBody.extend({ version: recordVersion }),
  answer: clueSyncSourceRow,
});

export const clueSyncSourceRotateSecret = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue/sync/source/:id/secret',
  access: permission('clueSyncConfig:update'),
  summary: 'Replace the secret at once (the old one stops working); answers the new secret this once.',
  params: idParams,
  answer: clueSyncSourceRow.extend({ secret: z.string() }),
});

export const clueSyncSourceDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/clue/sync/source/:id',
  access: permission('clueSyncConfig:delete'),
  summary: 'Delete a source: its webhook answers 404 from then on; its log stays.',
  params: idParams,
  answer: z.null(),
});

export const clueSyncItem = z.object({
  index: z.number().int(),
  status: z.enum(CLUE_SYNC_ITEM_STATUSES),
  /** Why it was rejected, in the caller's locale; '' when accepted. */
  reason: z.string(),
  name: z.string(),
  phone: z.string(),
  clueId: z.number().int().nullable(),
  /** The item as received (cut at 2,000 characters), to fix a mapping. */
  payload: z.string(),
});

export const clueSyncDeliveryRow = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  eventId: z.string(),
  status: z.enum(CLUE_SYNC_DELIVERY_STATUSES),
  /** Why a delivery was rejected as a whole (signature, timestamp, body), in the caller's locale. */
  reason: z.string(),
  acceptedCount: z.number().int(),
  rejectedCount: z.number().int(),
  receivedAt: z.string(),
  items: z.array(clueSyncItem),
});
export type ClueSyncDeliveryRow = z.infer<typeof clueSyncDeliveryRow>;

export const clueSyncLogPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/clue/sync/log/page',
  access: permission('clueSyncConfig:query'),
  summary: 'The sync log: deliveries newest first with each item and its outcome, by source and status.',
  query: pageQuery.extend({
    sourceId: optionalFilter(queryRecordId),
    status: optionalFilter(z.enum(CLUE_SYNC_DELIVERY_STATUSES)),
  }),
  answer: page(clueSyncDeliveryRow),
});

/**
 * What the vendor sends; the item fields are the vendor's own, read through the source's mapping.
 * Parsed by the server after the signature check (see clueSyncWebhook).
 */
export const clueSyncDelivery = z.object({
  eventId: z.string().trim().min(1).max(100),
  // Each item is judged on its own (one not an object, or with a NUL, is logged as rejected).
  items: z.array(z.unknown()).min(1).max(CLUE_SYNC_ITEMS_MAX),
});

export const clueSyncWebhook = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue/sync/hook/:hookKey',
  access: PUBLIC,
  summary:
    'Webhook for an external clue source (signed; see docs/clue-sync-webhook.md). 401 on a bad signature or a timestamp outside the window; a repeated eventId is answered as a duplicate without processing.',
  params: z.object({ hookKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  // No `body` here on purpose: the server reads the raw body, checks the signature over those exact
  // bytes, and only then parses it with `clueSyncDelivery` (a bad body is logged, not just refused).
  answer: z.object({
    eventId: z.string(),
    duplicate: z.boolean(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    items: z.array(
      z.object({ index: z.number().int(), status: z.enum(CLUE_SYNC_ITEM_STATUSES), reason: z.string() }),
    ),
  }),
});
