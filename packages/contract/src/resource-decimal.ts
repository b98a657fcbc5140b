/**
 * Exact decimal arithmetic for the money and quantity field kinds, without JS floats:
 * money is a whole number of fen (cents), a quantity a decimal string with up to
 * QUANTITY_SCALE fraction digits (`"12.5"`, `"-0.125"`). Values are scaled to BigInt.
 */

/** Fraction digits a quantity keeps. */
export const QUANTITY_SCALE = 4;
/** A quantity as typed and stored: up to 14 whole digits and QUANTITY_SCALE decimals. */
export const QUANTITY_PATTERN = /^-?\d{1,14}(\.\d{1,4})?$/;

const SCALE = 10n ** BigInt(QUANTITY_SCALE);

/** A quantity string → its value in 1/10^QUANTITY_SCALE units. Throws on anything else. */
export function quantityUnits(quantity: string): bigint {
  if (!QUANTITY_PATTERN.test(quantity)) throw new RangeError(`not a quantity: ${quantity}`);
  const negative = quantity.startsWith('-');
  const [whole = '0', fraction = ''] = quantity.replace('-', '').split('.');
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(QUANTITY_SCALE, '0'));
  return negative ? -units : units;
}

/** Units → the shortest quantity string (`12.5000` → `"12.5"`, `3.0000` → `"3"`). */
export function quantityOf(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(QUANTITY_SCALE, '0').replace(/0+$/, '');
  return `${negative && abs !== 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Whether a quantity (in 1/10^QUANTITY_SCALE units) has at most `decimals` fraction digits: what
 * a unit of measure allows (0: whole numbers only).
 */
export function fitsDecimals(units: bigint, decimals: number): boolean {
  return units % 10n ** BigInt(QUANTITY_SCALE - Math.min(Math.max(decimals, 0), QUANTITY_SCALE)) === 0n;
}

/** The sum of quantities, exact. */
export function addQuantities(...quantities: string[]): string {
  return quantityOf(quantities.reduce((sum, quantity) => sum + quantityUnits(quantity), 0n));
}

/** a − b, exact. */
export function subtractQuantity(a: string, b: string): string {
  return quantityOf(quantityUnits(a) - quantityUnits(b));
}

/** Divides rounding half away from zero (as a till does). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/**
 * `part` of `whole` (quantities in units) of an amount in fen, rounded half away from zero: the
 * value a move carries at a moving average (stock cost). The whole of it is the amount exactly;
 * nothing of nothing is 0.
 */
export function shareOfFen(amountFen: bigint, part: bigint, whole: bigint): bigint {
  if (whole === 0n) return 0n;
  return part === whole ? amountFen : divideRounded(amountFen * part, whole);
}

/** A line amount: unit price in fen × quantity, rounded half up to whole fen. */
export function lineAmountFen(unitPriceFen: number, quantity: string): number {
  if (!Number.isSafeInteger(unitPriceFen)) throw new RangeError(`not whole fen: ${unitPriceFen}`);
  return Number(divideRounded(BigInt(unitPriceFen) * quantityUnits(quantity), SCALE));
}

/** The total of amounts in fen; refuses anything but whole fen, so a float never sneaks in. */
export function sumFen(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`not whole fen: ${amount}`);
    return sum + BigInt(amount);
  }, 0n);
  return Number(total);
}

/** A rate in basis points (1/10000) of an amount in fen, rounded half up: a discount, a commission. */
export function percentOfFen(amountFen: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountFen) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`not whole numbers: ${amountFen}, ${basisPoints}`);
  }
  return Number(divideRounded(BigInt(amountFen) * BigInt(basisPoints), 10_000n));
}
