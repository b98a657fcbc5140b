import { describe, expect, it } from 'vitest';
import { countDifference, countSummary } from './count-differences';

describe('count differences', () => {
  it('is counted minus book, exact to four decimals', () => {
    expect(countDifference('10', '8')).toEqual({ text: '-2', sign: 'loss' });
    expect(countDifference('0.1', '0.3')).toEqual({ text: '+0.2', sign: 'gain' });
    expect(countDifference('2.5', ' 2.5000 ')).toEqual({ text: '0', sign: 'same' });
    expect(countDifference('', '4')).toEqual({ text: '+4', sign: 'gain' });
  });

  it('shows nothing for a counted quantity that is not a valid number', () => {
    for (const counted of ['', '-1', 'abc', '1.23456', '1e3']) {
      expect(countDifference('3', counted)).toEqual({ text: '', sign: 'unknown' });
    }
  });

  it('sums up gains, losses and unchanged lines', () => {
    expect(
      countSummary([
        { book: '5', counted: '6' },
        { book: '5', counted: '4' },
        { book: '5', counted: '5' },
        { book: '5', counted: '' },
      ]),
    ).toEqual({ gain: 1, loss: 1, same: 1 });
  });
});
