import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { serialNo } from '../stock-quantity.js';

/**
 * "Where is serial X and what happened to it" (docs/repairs.md, Serial history): where the serial
 * is now, and every stock move, sale, pickup, repair and swap of it, oldest first.
 */

export const SERIAL_EVENT_KINDS = ['move', 'sale', 'pickup', 'repair', 'swapOut', 'swapIn'] as const;

export const serialEvent = z.object({
  kind: z.enum(SERIAL_EVENT_KINDS),
  at: z.string(),
  /** The document it names (a move's document number, the order's, the repair's). */
  documentNo: z.string(),
  /** The record: a move's id, a sale order's, a pickup's, a repair's, a swap's repair. */
  recordId: z.number().int().nullable(),
  /** For a move: its document kind, from and to; for a repair: its state; for a swap: the other serial. */
  detail: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  customerName: z.string(),
});
export type SerialEvent = z.infer<typeof serialEvent>;

export const serialHistory = z.object({
  serialNo: z.string(),
  /** Where each item carrying this serial is now. */
  whereabouts: z.array(
    z.object({
      itemKind: z.string(),
      itemId: z.number().int(),
      itemLabel: z.string(),
      locationKind: z.string(),
      locationName: z.string(),
    }),
  ),
  events: z.array(serialEvent),
});
export type SerialHistory = z.infer<typeof serialHistory>;

export const repairSerialHistory = defineEndpoint({
  method: 'GET',
  path: '/erp/repair/serial-history',
  access: permission('repairList:query'),
  summary:
    'Where a serial is and everything that happened to it (moves, sales, pickups, repairs, swaps), oldest first; 404 when unknown.',
  query: z.object({ serialNo }),
  answer: serialHistory,
});
