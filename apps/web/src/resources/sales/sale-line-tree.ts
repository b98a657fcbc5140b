import { saleLineAmounts } from '@atrium/contract';

/**
 * The order form's line tree (销售订单 lines: a machine with its fittings and services as children),
 * kept as a flat list in tree order: each line's children follow it. A line names its parent by
 * its own key (`parentKey`); `toBody` turns that into the server's `parentLineNo`, the position of
 * the parent in the body. The amounts shown live use the contract's arithmetic; the server's answer
 * after save is what counts.
 */
export interface EditedSaleLine {
  /** The form's own key of the line (stable while editing). */
  key: string;
  /** A saved line's id (kept on save); absent for a new line. */
  id?: number;
  parentKey: string | null;
  itemKind: 'product' | 'fitting' | 'service';
  itemId: number | null;
  itemLabel: string;
  unit: string;
  quantity: string;
  /** Fen. */
  unitPrice: number;
  /** Basis points. */
  discountRate: number;
  taxRate: number;
}

let sequence = 0;
export const newLineKey = () => {
  sequence += 1;
  return `new-${sequence}`;
};

/** The keys of a line and all its descendants. */
export function subtreeKeys(lines: readonly EditedSaleLine[], key: string): Set<string> {
  const keys = new Set([key]);
  for (const line of lines) if (line.parentKey !== null && keys.has(line.parentKey)) keys.add(line.key);
  return keys;
}

/** How deep a line sits (0 for a root). */
export function depthOf(lines: readonly EditedSaleLine[], line: EditedSaleLine): number {
  let depth = 0;
  let parent = line.parentKey;
  while (parent !== null) {
    depth += 1;
    parent = lines.find((candidate) => candidate.key === parent)?.parentKey ?? null;
  }
  return depth;
}

/** Adds a line at the end, or as a child under `parentKey`: after the parent's whole subtree. */
export function addLine(
  lines: readonly EditedSaleLine[],
  line: EditedSaleLine,
  parentKey: string | null = null,
): EditedSaleLine[] {
  const added = { ...line, parentKey };
  if (parentKey === null) return [...lines, added];
  const subtree = subtreeKeys(lines, parentKey);
  let last = -1;
  lines.forEach((candidate, index) => {
    if (subtree.has(candidate.key)) last = index;
  });
  return [...lines.slice(0, last + 1), added, ...lines.slice(last + 1)];
}

/** Removes a line with its children (and theirs). */
export function removeLine(lines: readonly EditedSaleLine[], key: string): EditedSaleLine[] {
  const gone = subtreeKeys(lines, key);
  return lines.filter((line) => !gone.has(line.key));
}

/** The lines as the server takes them: each parent by its 1-based position in the body. */
export function toBody(lines: readonly EditedSaleLine[]) {
  const position = new Map(lines.map((line, index) => [line.key, index + 1]));
  return lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    ...(line.parentKey === null ? {} : { parentLineNo: position.get(line.parentKey)! }),
    itemKind: line.itemKind,
    itemId: line.itemId ?? 0,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discountRate: line.discountRate,
    taxRate: line.taxRate,
  }));
}

const QUANTITY = /^\d{1,10}(\.\d{1,4})?$/;

/** The line's amounts as the server will compute them (zeros while the quantity is not a number yet). */
export function lineFigures(line: EditedSaleLine) {
  if (!QUANTITY.test(line.quantity)) return { listAmount: 0, amount: 0, taxAmount: 0, discountAmount: 0 };
  return saleLineAmounts(line);
}

/** The order's totals from its lines. */
export function orderFigures(lines: readonly EditedSaleLine[]) {
  return lines.map(lineFigures).reduce(
    (sum, figures) => ({
      listTotal: sum.listTotal + figures.listAmount,
      total: sum.total + figures.amount,
      tax: sum.tax + figures.taxAmount,
    }),
    { listTotal: 0, total: 0, tax: 0 },
  );
}
