import { describe, expect, it } from 'vitest';
import { formatCents, yuanToCents } from '../../platform/format/money';
import { formLineCents, formTotalCents, productLinesOf } from './business-amounts';

describe('opportunity amounts', () => {
  it('turns typed yuan into exact cents', () => {
    expect(yuanToCents(19.99)).toBe(1999);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(1_234_567.89)).toBe(123_456_789);
    expect(yuanToCents(null)).toBe(0);
  });

  it('computes line amounts and the total from the lines, ignoring the typed amount', () => {
    const lines = [
      { productName: ' 螺丝 ', quantity: 3, unitPrice: 0.1 },
      { productName: '控制器', quantity: 7, unitPrice: 19.99 },
      undefined,
    ];
    expect(lines.map(formLineCents)).toEqual([30, 13_993, 0]);
    expect(formTotalCents(lines, 99)).toBe(14_023);
    expect(productLinesOf(lines)[0]).toEqual({
      productId: null,
      productName: '螺丝',
      quantity: 3,
      unitPriceCents: 10,
    });
  });

  it('uses the typed amount when there are no lines', () => {
    expect(formTotalCents([], 2_599.5)).toBe(259_950);
    expect(formTotalCents(undefined, undefined)).toBe(0);
  });

  it('formats cents as yuan with separators and two decimals', () => {
    expect(formatCents(14_023)).toBe('¥140.23');
    expect(formatCents(123_456_789)).toBe('¥1,234,567.89');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatCents(0)).toBe('¥0.00');
  });
});
