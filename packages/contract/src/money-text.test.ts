import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yuanTextToFen } from './money-text.js';

describe('yuan as written', () => {
  it('reads yuan with up to two decimals into whole fen, exactly', () => {
    expect(yuanTextToFen('12.5')).toBe(1250);
    expect(yuanTextToFen(' 19.99 ')).toBe(1999);
    expect(yuanTextToFen('-5')).toBe(-500);
    expect(yuanTextToFen('1,234,567.89')).toBe(123_456_789);
    expect(yuanTextToFen('¥99')).toBe(9900);
    expect(yuanTextToFen('-0')).toBe(0);
    expect(yuanTextToFen('0.1')).toBe(10);
  });

  it('refuses what is not an amount of whole fen', () => {
    for (const text of ['', '1.234', '0.30000000000000004', 'abc', '1e3', '12,34', '--1', '1.', '.5'])
      expect(yuanTextToFen(text), text).toBeNull();
  });

  it('reads back every amount as an export writes it (yuan with two decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (fen) => {
        const abs = Math.abs(fen);
        const text = `${fen < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(yuanTextToFen(text)).toBe(fen);
        // A spreadsheet's number cell: the shortest text of the float (19.9, 20).
        expect(yuanTextToFen(String(fen / 100))).toBe(fen);
      }),
    );
  });
});
