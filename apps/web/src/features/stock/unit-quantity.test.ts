import { describe, expect, it } from 'vitest';
import { quantityFitsUnit, typedQuantityAllowed } from './unit-quantity';

describe("a line's quantity keeps to its unit's decimals", () => {
  it('lets a whole unit take digits only, a decimal unit up to its decimals', () => {
    expect(typedQuantityAllowed('12', 0)).toBe(true);
    expect(typedQuantityAllowed('3.', 0)).toBe(false);
    expect(typedQuantityAllowed('3.5', 0)).toBe(false);
    expect(typedQuantityAllowed('2.', 2)).toBe(true);
    expect(typedQuantityAllowed('2.25', 2)).toBe(true);
    expect(typedQuantityAllowed('2.255', 2)).toBe(false);
    expect(typedQuantityAllowed('', 0)).toBe(true);
    expect(typedQuantityAllowed('-1', 4)).toBe(false);
    expect(typedQuantityAllowed('1e3', 4)).toBe(false);
  });

  it('marks a quantity typed before the item changed when the new unit refuses it', () => {
    expect(quantityFitsUnit('3.5', 0)).toBe(false);
    expect(quantityFitsUnit('3.5', 1)).toBe(true);
    expect(quantityFitsUnit('3', 0)).toBe(true);
    // Not a number yet: the form's own check says so.
    expect(quantityFitsUnit('3.', 0)).toBe(true);
  });
});
