import { crmBusinessApi } from '@atrium/contract';

/**
 * Money on the opportunity screens: the server speaks whole cents, people type and read yuan with
 * two decimals. Converting once at the edge (and summing cents only) keeps every total exact.
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

/** A product line as the form holds it: quantity and unit price in yuan, possibly still empty. */
export interface FormProductLine {
  productName?: string;
  quantity?: number | null;
  unitPrice?: number | null;
}

/** The form's lines in the contract's shape (cents), empty ones left out. */
export function productLinesOf(lines: readonly (FormProductLine | undefined)[] | undefined) {
  return (lines ?? [])
    .filter((line): line is FormProductLine => Boolean(line))
    .map((line) => ({
      productId: null,
      productName: (line.productName ?? '').trim(),
      quantity: line.quantity ?? 0,
      unitPriceCents: yuanToCents(line.unitPrice),
    }));
}

/** A form line's amount in cents. */
export const formLineCents = (line: FormProductLine | undefined) =>
  crmBusinessApi.lineAmountCents({
    quantity: line?.quantity ?? 0,
    unitPriceCents: yuanToCents(line?.unitPrice),
  });

/** The opportunity's total in cents as the server will compute it: lines, or the typed amount. */
export function formTotalCents(
  lines: readonly (FormProductLine | undefined)[] | undefined,
  amountYuan?: number | null,
) {
  return crmBusinessApi.businessAmountCents(productLinesOf(lines), yuanToCents(amountYuan));
}
