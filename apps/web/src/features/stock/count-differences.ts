import { quantityOf, quantityUnits, STOCK_QUANTITY_PATTERN } from '@atrium/contract';

/** What a count line shows before posting: counted − book, exact (decimal strings, never floats). */
export interface CountDifference {
  /** '+2', '-0.5', '0'; '' while the counted quantity is not a valid number. */
  text: string;
  sign: 'gain' | 'loss' | 'same' | 'unknown';
}

export function countDifference(book: string, counted: string): CountDifference {
  const typed = counted.trim();
  if (!STOCK_QUANTITY_PATTERN.test(typed)) return { text: '', sign: 'unknown' };
  const difference = quantityUnits(typed) - quantityUnits(book || '0');
  if (difference === 0n) return { text: '0', sign: 'same' };
  return difference > 0n
    ? { text: `+${quantityOf(difference)}`, sign: 'gain' }
    : { text: quantityOf(difference), sign: 'loss' };
}

/** How many lines gain, lose or stay as they are (lines not yet valid are left out). */
export function countSummary(lines: readonly { book: string; counted: string }[]) {
  const summary = { gain: 0, loss: 0, same: 0 };
  for (const line of lines) {
    const { sign } = countDifference(line.book, line.counted);
    if (sign !== 'unknown') summary[sign] += 1;
  }
  return summary;
}
