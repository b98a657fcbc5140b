import { fitsDecimals, quantityUnits, STOCK_QUANTITY_PATTERN } from '@atrium/contract';

/**
 * What a quantity input lets a user type for an item whose unit takes `decimals` decimals (0:
 * whole numbers): digits and at most that many after a point, so 3.5 台 can't be typed at all.
 * Half-typed values ('', '2.') pass; the server checks the posted quantity again.
 */
export function typedQuantityAllowed(text: string, decimals: number): boolean {
  const match = /^\d*(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return false;
  if (match[1] === undefined) return true;
  return decimals > 0 && match[1].length <= decimals;
}

/** Whether a typed quantity is a number its unit allows (a value typed before the item changed may not be). */
export function quantityFitsUnit(text: string, decimals: number): boolean {
  const typed = text.trim();
  return !STOCK_QUANTITY_PATTERN.test(typed) || fitsDecimals(quantityUnits(typed), decimals);
}
