import { describe, expect, it } from 'vitest';
import { warrantyDecision, warrantyUntil } from './repair-warranty.js';

describe('repair warranty', () => {
  it('counts months from the ship day, clamping to the month end', () => {
    expect(warrantyUntil('2026-01-15', 12)).toBe('2027-01-15');
    expect(warrantyUntil('2026-01-31', 1)).toBe('2026-02-28');
    expect(warrantyUntil('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('is under warranty through the last covered day and not after it', () => {
    expect(warrantyDecision('2025-11-28', 12, '2026-11-28')).toEqual({
      underWarranty: true,
      warrantyUntil: '2026-11-28',
    });
    expect(warrantyDecision('2025-11-27', 12, '2026-11-28').underWarranty).toBe(false);
  });

  it('is out of warranty without a ship day or warranty months', () => {
    expect(warrantyDecision(null, 12, '2026-11-28')).toEqual({ underWarranty: false, warrantyUntil: null });
    expect(warrantyDecision('2026-11-01', null, '2026-11-28').underWarranty).toBe(false);
    expect(warrantyDecision('2026-11-01', 0, '2026-11-28').underWarranty).toBe(false);
  });
});
