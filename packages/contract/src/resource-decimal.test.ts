import { describe, expect, it } from 'vitest';
import {
  addQuantities,
  fitsDecimals,
  lineAmountFen,
  percentOfFen,
  quantityOf,
  quantityUnits,
  shareOfFen,
  subtractQuantity,
  sumFen,
} from './resource-decimal.js';

describe('exact decimal arithmetic for money (fen) and quantities (decimal strings)', () => {
  it('adds and subtracts quantities exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addQuantities('0.1', '0.2')).toBe('0.3');
    expect(addQuantities('12.5', '0.0001', '-2')).toBe('10.5001');
    expect(subtractQuantity('1', '1.0000')).toBe('0');
    expect(subtractQuantity('0.3', '1.25')).toBe('-0.95');
    expect(addQuantities('99999999999999.9999', '0.0001')).toBe('100000000000000');
  });

  it('reads and writes quantities in their shortest form, refusing anything else', () => {
    expect(quantityUnits('-0.125')).toBe(-1250n);
    expect(quantityOf(30000n)).toBe('3');
    for (const bad of ['1e3', '0.12345', '', '1.', '.5', 'NaN', '1,5']) {
      expect(() => quantityUnits(bad)).toThrow(RangeError);
    }
  });

  it("tells whether a quantity fits a unit's decimals", () => {
    expect(fitsDecimals(quantityUnits('3'), 0)).toBe(true);
    expect(fitsDecimals(quantityUnits('3.5'), 0)).toBe(false);
    expect(fitsDecimals(quantityUnits('2.25'), 2)).toBe(true);
    expect(fitsDecimals(quantityUnits('2.255'), 2)).toBe(false);
    expect(fitsDecimals(quantityUnits('-0.0001'), 4)).toBe(true);
  });

  it('prices a line in whole fen, rounding half away from zero', () => {
    expect(lineAmountFen(1999, '3')).toBe(5997);
    // 0.335 kg at ¥10.01/kg is ¥3.35335: 335 fen.
    expect(lineAmountFen(1001, '0.335')).toBe(335);
    expect(lineAmountFen(1, '0.5')).toBe(1);
    expect(lineAmountFen(-1, '0.5')).toBe(-1);
    expect(() => lineAmountFen(19.99, '1')).toThrow(RangeError);
  });

  it('sums fen and takes rates of them without floats', () => {
    expect(sumFen([10, 20, 1_000_000_000_000])).toBe(1_000_000_000_030);
    expect(() => sumFen([0.1, 0.2])).toThrow(RangeError);
    // 8.5% of ¥0.99 is 8.415 fen: 8.
    expect(percentOfFen(99, 850)).toBe(8);
    expect(percentOfFen(100, 50)).toBe(1);
  });

  it('carries a share of a value at its average, the whole of it exactly', () => {
    // 1 of 3 units worth 100 fen: 33.33 → 33; 2 of 3: 66.67 → 67; all 3: 100, never 99 or 101.
    expect(shareOfFen(100n, quantityUnits('1'), quantityUnits('3'))).toBe(33n);
    expect(shareOfFen(100n, quantityUnits('2'), quantityUnits('3'))).toBe(67n);
    expect(shareOfFen(100n, quantityUnits('3'), quantityUnits('3'))).toBe(100n);
    // Half a fen rounds away from zero, for negative stock too; nothing of nothing is 0.
    expect(shareOfFen(1n, quantityUnits('1'), quantityUnits('2'))).toBe(1n);
    expect(shareOfFen(-1n, quantityUnits('1'), quantityUnits('2'))).toBe(-1n);
    expect(shareOfFen(500n, quantityUnits('1'), 0n)).toBe(0n);
  });
});
