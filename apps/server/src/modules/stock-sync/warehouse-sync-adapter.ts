import type { ItemKind } from '@atrium/contract';
import type { WarehouseSyncAdapterKind, WarehouseSyncKind } from '@atrium/contract/endpoints/stock-sync';
import type { MessageKey, MessageParams } from '../../platform/http/messages.js';
import type { IntakeDelivery } from '../../platform/intake/signed-intake.js';

/**
 * The plug between an outside warehouse system and Atrium (docs/warehouse-sync.md). An adapter
 * speaks the sender's format: it splits a delivery into items and reads each item into our
 * vocabulary (a stock level or a shipment naming items by SKU / fitting code); it never touches
 * the ledger. The sync service resolves codes against the catalogue, compares with the ledger and
 * posts through the stock services, the same way for every adapter.
 */

/** A delivery as the adapter split it: the sender's event id and its items, still in the sender's shape. */
export type SyncDelivery = IntakeDelivery;

/** The item lists of deliveries: the parts of a body whose text the guard leaves to each item. */
export const itemsOf = (...deliveries: (SyncDelivery | null)[]): unknown[][] =>
  deliveries.flatMap((delivery) => (delivery ? [delivery.items] : []));

/** An item named the way the sender names it: a product by SKU or a fitting by code. */
export interface SyncItemRef {
  itemKind: ItemKind;
  code: string;
}

/** The stock level of one item at the sender's warehouse at a time. */
export interface MappedLevel {
  kind: 'level';
  warehouseCode: string;
  item: SyncItemRef;
  /** Zero or more: a decimal string (never a float). */
  quantity: string;
  /** ISO time the level was true at; the receive time when the sender gave none. */
  asOf: string;
}

export interface MappedShipmentLine {
  item: SyncItemRef;
  /** More than zero: a decimal string. */
  quantity: string;
  serials: string[];
}

/** A shipment the sender confirms has left the warehouse for the customer. */
export interface MappedShipment {
  kind: 'shipment';
  warehouseCode: string;
  shipmentNo: string;
  shippedAt: string;
  lines: MappedShipmentLine[];
}

export type MappedSyncItem = MappedLevel | MappedShipment;

export interface SyncRejection {
  kind: WarehouseSyncKind;
  /** What the item names, as far as it could be read (for the list). */
  subject: string;
  key: MessageKey;
  params?: MessageParams;
}

export type ItemReading = { ok: true; item: MappedSyncItem } | ({ ok: false } & SyncRejection);

/** What a pull read: the deliveries since the given time, and up to when it read. */
export interface PullResult {
  deliveries: SyncDelivery[];
  until: Date;
}

export interface WarehouseSyncAdapter {
  kind: WarehouseSyncAdapterKind;
  /** A pushed body (signature already checked, JSON parsed); null when it is not a delivery. */
  parseDelivery(body: unknown): SyncDelivery | null;
  /**
   * One item in the sender's shape → our vocabulary, or why it can't be read. May throw
   * `SyncTransientError` when it depends on something that is down (a vendor API): retried.
   */
  readItem(raw: unknown, receivedAt: Date): Promise<ItemReading>;
  /** Reads what the sender has after `since` (settings' pull URL); absent for push-only adapters. */
  pull?(
    source: { pullUrl: string; secret: string },
    since: Date | null,
    signal?: AbortSignal,
  ): Promise<PullResult>;
}

/** A failure worth retrying (the sender's API or the network was down); anything else is final. */
export class SyncTransientError extends Error {
  override name = 'SyncTransientError';
}
