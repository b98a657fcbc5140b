import { yuanTextToFen } from '@atrium/contract';

/**
 * Money on every screen: the server speaks whole cents, people type and read yuan with two
 * decimals. Converting once at the edge (and summing cents only) keeps every total exact.
 */

/** Yuan as typed (up to two decimals) → cents; null/undefined/NaN count as 0. */
export function yuanToCents(yuan: number | null | undefined): number {
  if (yuan === null || yuan === undefined || Number.isNaN(yuan)) return 0;
  // 19.99 * 100 is 1998.9999…: rounding restores the cents the person typed.
  return Math.round(yuan * 100);
}

/** Cents → yuan for an input's value. */
export const centsToYuan = (cents: number) => cents / 100;

/** 1234567 → "¥12,345.67" (integer arithmetic, so no float ever shows as 0.30000000000000004). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}¥${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** Yuan typed with more than two decimals: finer than a fen. */
export const FINER_THAN_FEN = /^-?\d+\.\d{3,}$/;

/**
 * Yuan as typed, exactly: whole fen for a number with up to two decimals ("12.5" → 1250,
 * "-5" → -500); null for anything else (finer than a fen, not a number), which a form must refuse
 * rather than round. The contract's reading, shared with imports.
 */
export const typedYuanToCents = yuanTextToFen;

/** Cents → the yuan an input shows, exactly (1250 → "12.50"). */
export function centsToYuanText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
