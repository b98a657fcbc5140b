import { quantityUnits } from '@atrium/contract';
import type { StockDocument } from '@atrium/contract/endpoints/stock-documents';

type CountLine = Pick<StockDocument['lines'][number], 'quantity' | 'previousQuantity' | 'value'>;

/**
 * A posted count's 盘盈 / 盘亏: the lines whose counted quantity is above (below) the book, and the
 * value their moves brought in (took out, negative). Quantities of different units are not added up.
 */
export function countTotals(lines: readonly CountLine[]): NonNullable<StockDocument['countTotals']> {
  const totals = { gainLines: 0, lossLines: 0, gainValue: 0, lossValue: 0 };
  for (const line of lines) {
    const difference = quantityUnits(line.quantity) - quantityUnits(line.previousQuantity ?? '0');
    if (difference > 0n) {
      totals.gainLines += 1;
      totals.gainValue += line.value;
    } else if (difference < 0n) {
      totals.lossLines += 1;
      totals.lossValue += line.value;
    }
  }
  return totals;
}
