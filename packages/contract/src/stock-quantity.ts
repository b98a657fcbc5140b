import { z } from 'zod';
import { quantityUnits } from './resource-decimal.js';
import { text } from './zod-kit.js';

/**
 * A stock quantity as typed on a document line: a decimal string, more than zero, at most
 * 4 decimals and 10 whole digits (a balance column holds 14, so sums of lines cannot overflow
 * it in practice; the server still refuses an overflow with a 400). Never a JS float.
 */
export const STOCK_QUANTITY_PATTERN = /^\d{1,10}(\.\d{1,4})?$/;
/** Message key (server catalogue) of a quantity that is not a positive decimal of that shape. */
export const STOCK_QUANTITY_MESSAGE_KEY = 'stock.quantityInvalid';

const isPositiveQuantity = (value: string) => STOCK_QUANTITY_PATTERN.test(value) && quantityUnits(value) > 0n;

/** A positive quantity (receipts, reservations). */
export const stockQuantity = z
  .string()
  .trim()
  .refine(isPositiveQuantity, { params: { messageKey: STOCK_QUANTITY_MESSAGE_KEY } });

/** Message key of a counted quantity that is not a decimal of that shape (zero is a count). */
export const COUNTED_QUANTITY_MESSAGE_KEY = 'stock.countedQuantityInvalid';

/** A counted quantity: zero or more. */
export const countedQuantity = z
  .string()
  .trim()
  .refine((value) => STOCK_QUANTITY_PATTERN.test(value), {
    params: { messageKey: COUNTED_QUANTITY_MESSAGE_KEY },
  });

export const ITEM_KINDS = ['product', 'fitting'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const itemKind = z.enum(ITEM_KINDS);

/** A serial number: printable text, 1–64 characters. */
export const serialNo = text.trim().min(1).max(64);
