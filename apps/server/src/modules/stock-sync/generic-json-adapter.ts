import { quantityOf, quantityUnits, STOCK_QUANTITY_PATTERN } from '@atrium/contract';
import {
  WAREHOUSE_SYNC_ITEMS_MAX,
  WAREHOUSE_SYNC_SIGNATURE_HEADER,
  WAREHOUSE_SYNC_TIMESTAMP_HEADER,
} from '@atrium/contract/endpoints/stock-sync';
import { readWebhookBody } from '../../platform/webhooks/webhook-body.js';
import { signDelivery } from '../../platform/webhooks/webhook-signature.js';
import {
  type ItemReading,
  itemsOf,
  type MappedShipmentLine,
  type PullResult,
  type SyncDelivery,
  type SyncItemRef,
  SyncTransientError,
  type WarehouseSyncAdapter,
} from './warehouse-sync-adapter.js';

/**
 * The built-in "Atrium generic WMS JSON" format (docs/warehouse-sync.md):
 *
 *   {"eventId":"wms-20261125-0001","items":[
 *     {"type":"stockLevel","warehouse":"WH-EAST","sku":"P-1001","quantity":"12","at":"2026-11-25T10:00:00+08:00"},
 *     {"type":"stockLevel","warehouse":"WH-EAST","fittingCode":"F-0001","quantity":3},
 *     {"type":"shipment","warehouse":"WH-EAST","shipmentNo":"SHP-88","at":"…",
 *      "lines":[{"sku":"P-1001","quantity":"2","serials":["SN1","SN2"]}]}]}
 */

const TEXT_MAX = 100;
const SHIPMENT_LINES_MAX = 200;
const SERIALS_MAX = 500;
const PULL_TIMEOUT_MS = 15_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Own keys only: a sender's item must not reach Object.prototype through `__proto__`. */
const own = (item: Json, key: string): unknown => (Object.hasOwn(item, key) ? item[key] : undefined);
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A quantity as a decimal string: a decimal string, or a safe whole JSON number (never a float). */
function quantityText(value: unknown): string | null {
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? String(value)
        : null;
  if (text === null || !STOCK_QUANTITY_PATTERN.test(text)) return null;
  return quantityOf(quantityUnits(text));
}

function timeOf(value: unknown, receivedAt: Date): string | null {
  if (value === undefined || value === null || value === '') return receivedAt.toISOString();
  if (typeof value !== 'string' || value.length > 40) return null;
  // An offset is required: a time without one would be read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

function itemRefOf(item: Json): SyncItemRef | null {
  const sku = textOf(own(item, 'sku'));
  if (sku) return { itemKind: 'product', code: sku.slice(0, TEXT_MAX) };
  const code = textOf(own(item, 'fittingCode'));
  if (code) return { itemKind: 'fitting', code: code.slice(0, TEXT_MAX) };
  return null;
}

function readLevel(item: Json, receivedAt: Date): ItemReading {
  const ref = itemRefOf(item);
  const subject = ref?.code ?? '';
  const reject = (key: Parameters<typeof rejection>[2], params?: Record<string, string>) =>
    rejection('level', subject, key, params);
  if (!ref) return reject('warehouseSync.codeMissing');
  const quantity = quantityText(own(item, 'quantity'));
  if (quantity === null)
    return reject('warehouseSync.quantityInvalid', { value: shown(own(item, 'quantity')) });
  const asOf = timeOf(own(item, 'at'), receivedAt);
  if (asOf === null) return reject('warehouseSync.timeInvalid', { value: shown(own(item, 'at')) });
  return {
    ok: true,
    item: { kind: 'level', warehouseCode: textOf(own(item, 'warehouse')), item: ref, quantity, asOf },
  };
}

function readShipment(item: Json, receivedAt: Date): ItemReading {
  const shipmentNo = textOf(own(item, 'shipmentNo')).slice(0, TEXT_MAX);
  const reject = (key: Parameters<typeof rejection>[2], params?: Record<string, string | number>) =>
    rejection('shipment', shipmentNo, key, params);
  if (!shipmentNo) return reject('warehouseSync.shipmentNoMissing');
  const shippedAt = timeOf(own(item, 'at'), receivedAt);
  if (shippedAt === null) return reject('warehouseSync.timeInvalid', { value: shown(own(item, 'at')) });
  const rawLines = own(item, 'lines');
  if (!Array.isArray(rawLines) || rawLines.length === 0 || rawLines.length > SHIPMENT_LINES_MAX)
    return reject('warehouseSync.shipmentLinesMissing', { max: SHIPMENT_LINES_MAX });
  const lines: MappedShipmentLine[] = [];
  for (const [index, line] of rawLines.entries()) {
    const lineNo = index + 1;
    if (!isObject(line)) return reject('warehouseSync.lineUnreadable', { line: lineNo });
    const ref = itemRefOf(line);
    if (!ref) return reject('warehouseSync.lineCodeMissing', { line: lineNo });
    const quantity = quantityText(own(line, 'quantity'));
    if (quantity === null || quantityUnits(quantity) === 0n)
      return reject('warehouseSync.lineQuantityInvalid', {
        line: lineNo,
        value: shown(own(line, 'quantity')),
      });
    const rawSerials = own(line, 'serials') ?? [];
    if (!Array.isArray(rawSerials) || rawSerials.length > SERIALS_MAX)
      return reject('warehouseSync.serialsUnreadable', { line: lineNo });
    const serials = rawSerials.map(textOf);
    if (serials.some((serial) => serial === '' || serial.length > 64))
      return reject('warehouseSync.serialsUnreadable', { line: lineNo });
    if (serials.length > 0 && quantityUnits(String(serials.length)) !== quantityUnits(quantity))
      return reject('warehouseSync.serialCountMismatch', { line: lineNo, count: serials.length, quantity });
    lines.push({ item: ref, quantity, serials });
  }
  return {
    ok: true,
    item: { kind: 'shipment', warehouseCode: textOf(own(item, 'warehouse')), shipmentNo, shippedAt, lines },
  };
}

function rejection(
  kind: 'level' | 'shipment' | 'unknown',
  subject: string,
  key:
    | 'warehouseSync.codeMissing'
    | 'warehouseSync.quantityInvalid'
    | 'warehouseSync.timeInvalid'
    | 'warehouseSync.shipmentNoMissing'
    | 'warehouseSync.shipmentLinesMissing'
    | 'warehouseSync.lineUnreadable'
    | 'warehouseSync.lineCodeMissing'
    | 'warehouseSync.lineQuantityInvalid'
    | 'warehouseSync.serialsUnreadable'
    | 'warehouseSync.serialCountMismatch'
    | 'warehouseSync.itemUnreadable',
  params: Record<string, string | number> = {},
): ItemReading {
  return { ok: false, kind, subject, key, params };
}

/** A value as the rejection names it: short, and text even when the sender sent an object. */
const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value).slice(0, 40));

function parseDelivery(body: unknown): SyncDelivery | null {
  if (!isObject(body)) return null;
  const eventId = own(body, 'eventId');
  const items = own(body, 'items');
  if (typeof eventId !== 'string' || eventId.trim() === '' || eventId.length > 100) return null;
  if (!Array.isArray(items) || items.length === 0 || items.length > WAREHOUSE_SYNC_ITEMS_MAX) return null;
  return { eventId: eventId.trim(), items };
}

const deliveriesIn = (answer: unknown) => {
  const listed = isObject(answer) ? own(answer, 'deliveries') : undefined;
  return Array.isArray(listed) ? listed.map(parseDelivery) : [];
};

/**
 * Pull: `GET {pullUrl}?since=<ISO>` signed like our webhooks (the signed text is the `since`
 * value), answering `{"deliveries":[{eventId, items}], "until":"<ISO>"}`. A network error, a
 * timeout or a 5xx is transient (retried at the next pull); anything else malformed is an error.
 */
async function pull(
  source: { pullUrl: string; secret: string },
  since: Date | null,
  signal?: AbortSignal,
): Promise<PullResult> {
  const sinceText = since ? since.toISOString() : '';
  const url = new URL(source.pullUrl);
  url.searchParams.set('since', sinceText);
  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/json',
        [WAREHOUSE_SYNC_TIMESTAMP_HEADER]: String(timestamp),
        [WAREHOUSE_SYNC_SIGNATURE_HEADER]: signDelivery(source.secret, timestamp, sinceText),
      },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(PULL_TIMEOUT_MS)])
        : AbortSignal.timeout(PULL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SyncTransientError(`pull: ${(error as Error).name}`);
  }
  if (response.status >= 500) throw new SyncTransientError(`pull: HTTP ${response.status}`);
  if (!response.ok) throw new Error(`pull: HTTP ${response.status}`);
  // Guarded like a pushed body: too deep or bad text outside the items refuses the answer.
  const body = readWebhookBody(await response.text(), (value) => itemsOf(...deliveriesIn(value)));
  if (body.issues.length > 0) throw new Error(`pull: the answer is refused (${body.issues[0]!.messageKey})`);
  const answer = body.value;
  if (!isObject(answer) || !Array.isArray(own(answer, 'deliveries')))
    throw new Error('pull: not a pull answer');
  const deliveries = deliveriesIn(answer);
  if (deliveries.some((delivery) => delivery === null)) throw new Error('pull: a delivery is malformed');
  const until = new Date(textOf(own(answer, 'until')));
  return {
    deliveries: deliveries as SyncDelivery[],
    until: Number.isNaN(until.getTime()) ? new Date() : until,
  };
}

export const genericJsonAdapter: WarehouseSyncAdapter = {
  kind: 'atriumGenericJson',
  parseDelivery,
  async readItem(raw, receivedAt) {
    if (!isObject(raw)) return rejection('unknown', '', 'warehouseSync.itemUnreadable');
    const type = own(raw, 'type');
    if (type === 'stockLevel') return readLevel(raw, receivedAt);
    if (type === 'shipment') return readShipment(raw, receivedAt);
    return rejection('unknown', '', 'warehouseSync.itemUnreadable');
  },
  pull,
};
