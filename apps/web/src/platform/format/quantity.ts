/**
 * A quantity as stock screens show it: the decimal string the server sent, followed by its item's
 * unit as the server named it (`8 台`, `52.5 米`); the unit is never guessed here.
 */
export function withUnit(quantity: string, unit: string): string {
  return unit ? `${quantity} ${unit}` : quantity;
}

/** A quantity signed for a place (`+3 台` in, `-1.5 米` out, `0 台` within it). */
export function signedWithUnit(change: string, unit: string): string {
  const signed = change.startsWith('-') || change === '0' ? change : `+${change}`;
  return withUnit(signed, unit);
}
