import { crmBusinessApi } from '@atrium/contract';

import { yuanToCents } from '../../platform/format/money';

/** Product lines and totals of the opportunity forms (money helpers: platform/format/money.ts). */

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
