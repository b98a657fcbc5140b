import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantityOf } from './resource-decimal.js';
import { childShare, progressAmount, saleLineAmounts } from './sale-amounts.js';

describe('sale line amounts', () => {
  it('applies the discount and finds the tax inside the price', () => {
    // 2 × ¥1,130.00 at 85 % with 13 % VAT: ¥1,921.00, of which ¥221.00 tax.
    expect(saleLineAmounts({ quantity: '2', unitPrice: 113_000, discountRate: 8500, taxRate: 1300 })).toEqual(
      {
        listAmount: 226_000,
        amount: 192_100,
        taxAmount: 22_100,
        discountAmount: 33_900,
      },
    );
    // Half up to the fen: 0.5 × ¥0.03 at 100 % = 1.5 fen → 2 fen.
    expect(saleLineAmounts({ quantity: '0.5', unitPrice: 3, discountRate: 10_000, taxRate: 0 }).amount).toBe(
      2,
    );
  });

  it('splits a line into steps that always add up to its amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        (amount, parts) => {
          const units = parts.reduce((sum, part) => sum + BigInt(part), 0n);
          const quantity = quantityOf(units);
          let done = 0n;
          let carried = 0;
          for (const part of parts) {
            const next = done + BigInt(part);
            const step = progressAmount(amount, quantity, quantityOf(done), quantityOf(next));
            expect(step).toBeGreaterThanOrEqual(0);
            carried += step;
            done = next;
          }
          expect(carried).toBe(amount);
        },
      ),
    );
  });

  it("gives a kit child's share of its parent, or null when it is not exact", () => {
    expect(childShare('4', '2', '1')).toBe('2');
    expect(childShare('1', '3', '1')).toBeNull();
    expect(childShare('1.5', '3', '2')).toBe('1');
  });
});
