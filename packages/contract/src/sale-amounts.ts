import { quantityOf, quantityUnits, shareOfFen } from './resource-decimal.js';

/**
 * The arithmetic of a sale order line, shared by the server (which alone decides: the browser's
 * totals are never trusted) and the order form (which shows the same figures live). Money is
 * integer fen, rates are basis points (10000 = 100 %), quantities decimal strings; never floats.
 *
 * - `unitPrice` is the list price per unit, tax included (as Chinese price lists are).
 * - `discountRate` is the share of the list price the customer pays (customer discount rate,
 *   客户折扣率: 8500 = 85 %); `taxRate` the VAT rate in the price (1300 = 13 %).
 * - amount = quantity × unitPrice × discountRate, half up to the fen; the tax in it is
 *   amount × taxRate / (10000 + taxRate), half up.
 */
export const RATE_FULL = 10_000;

export interface SaleLinePricing {
  quantity: string;
  unitPrice: number;
  discountRate: number;
  taxRate: number;
}

export interface SaleLineAmounts {
  /** quantity × list price: what the line would cost without a discount. */
  listAmount: number;
  /** What the customer pays for the line (tax included). */
  amount: number;
  /** The VAT inside `amount`. */
  taxAmount: number;
  /** listAmount − amount. */
  discountAmount: number;
}

function roundedDivide(numerator: bigint, denominator: bigint): bigint {
  // Half away from zero, as a till rounds (the same rule as resource-decimal's shares).
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

const UNITS_PER_QUANTITY = quantityUnits('1');

export function saleLineAmounts(line: SaleLinePricing): SaleLineAmounts {
  const units = quantityUnits(line.quantity);
  const listUnits = BigInt(line.unitPrice) * units; // fen × 10^-4
  const listAmount = roundedDivide(listUnits, UNITS_PER_QUANTITY);
  const amount = roundedDivide(listUnits * BigInt(line.discountRate), UNITS_PER_QUANTITY * BigInt(RATE_FULL));
  const taxAmount = roundedDivide(amount * BigInt(line.taxRate), BigInt(RATE_FULL + line.taxRate));
  return {
    listAmount: Number(listAmount),
    amount: Number(amount),
    taxAmount: Number(taxAmount),
    discountAmount: Number(listAmount - amount),
  };
}

/**
 * The amount that a step of a line's progress (shipping, returning, invoicing `from` → `to` of its
 * `quantity`) carries: the cumulative share at `to` less the cumulative share at `from`. Shares are
 * taken of the whole line, so the steps always add up to the line's amount exactly when they reach
 * its quantity, however it was split (no fen lost or invented by rounding each part).
 */
export function progressAmount(lineAmount: number, quantity: string, from: string, to: string): number {
  const whole = quantityUnits(quantity);
  const amount = BigInt(lineAmount);
  return Number(
    shareOfFen(amount, quantityUnits(to), whole) - shareOfFen(amount, quantityUnits(from), whole),
  );
}

/**
 * A child line's quantity for `parentPart` of its parent's quantity (a kit: a machine with its
 * fittings): child.quantity × parentPart / parent.quantity. Null when it is not an exact quantity
 * (4 decimals): the caller refuses the step rather than round a fitting.
 */
export function childShare(childQuantity: string, parentQuantity: string, parentPart: string): string | null {
  const numerator = quantityUnits(childQuantity) * quantityUnits(parentPart);
  const whole = quantityUnits(parentQuantity);
  if (whole === 0n || numerator % whole !== 0n) return null;
  return quantityOf(numerator / whole);
}
