import { z } from 'zod';
import { lineAmountFen } from './resource-decimal.js';
import type { FieldDef } from './resource-fields.js';
import { fieldBodySchema, fieldRowSchema, referenceFieldNames } from './resource-fields.js';
import { recordId } from './zod-kit.js';

type Fields = Record<string, FieldDef>;

/** At most this many lines per record unless the resource says otherwise. */
export const LINES_MAX_DEFAULT = 500;

/**
 * Line amounts computed by the server: each line's `amount` = `quantity` × `unitPrice` (rounded
 * half up to whole fen), and the parent's `total` = the sum of the line amounts. What a client
 * sends for `amount` or `total` is ignored: the body schemas do not carry them (zod strips them).
 */
export interface LineAmount<LF extends Fields = Fields, F extends Fields = Fields> {
  /** A required `quantity` line field. */
  quantity: Extract<keyof LF, string>;
  /** A required `money` line field: the price of one unit, in fen. */
  unitPrice: Extract<keyof LF, string>;
  /** A `money` line field the server fills in. */
  amount: Extract<keyof LF, string>;
  /** A `money` field of the parent the server fills in. */
  total: Extract<keyof F, string>;
}

/** A document's child lines (an order's lines, a receipt's items): ordinary fields, one row each. */
export interface LinesConfig<LF extends Fields = Fields, F extends Fields = Fields, A = LineAmount<LF, F>> {
  fields: LF;
  /** Fewest lines a record may have (0 by default). */
  min?: number;
  /** Most lines a record may have (LINES_MAX_DEFAULT by default). */
  max?: number;
  amount?: A;
}

/**
 * A named child collection of a record besides `lines` (a product's images and spec attributes, a
 * supplier's contacts, a work order's followers): its own fields and table, written with the record
 * in one request, one transaction, one version. Only `lines` total an amount.
 */
export type ChildConfig<CF extends Fields = Fields> = Omit<LinesConfig<CF>, 'amount'>;

/** Every child collection of a resource by name, `lines` (when declared) first. */
export function childCollectionsOf(resource: {
  lines?: LinesConfig;
  children?: Record<string, ChildConfig>;
}): [string, LinesConfig][] {
  return [
    ...(resource.lines ? ([['lines', resource.lines]] as [string, LinesConfig][]) : []),
    ...Object.entries(resource.children ?? {}),
  ];
}

/** The lines of a resource as types: their fields and, when declared, the computed amount names. */
export interface LinesShape<LF extends Fields = Fields, A = LineAmount | undefined> {
  fields: LF;
  amount: A;
}

/** The line fields a body never carries (the computed amount). */
export type ComputedLineField<A> = A extends { amount: infer N extends PropertyKey } ? N : never;
/** The parent field a body never carries (the computed total). */
export type ComputedTotalField<L> = L extends { amount: { total: infer N extends PropertyKey } } ? N : never;

/** Refuses, when the resource is defined, a child collection (`lines` by default) the engine can't serve. */
export function assertLinesConfig(
  name: string,
  parentFields: Fields,
  lines: LinesConfig,
  collection = 'lines',
): void {
  const fail = (problem: string) => {
    throw new Error(`${name}: ${collection} ${problem}`);
  };
  if (collection !== 'lines' && (lines.amount || parentFields[collection] || collection === 'lineCount'))
    fail('clashes with a field, or totals an amount (only lines do)');
  const { min = 0, max = LINES_MAX_DEFAULT, amount } = lines;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < Math.max(min, 1))
    fail(`min ${min} / max ${max} are not a range of line counts`);
  for (const [field, def] of Object.entries(lines.fields)) {
    if (field === 'id' || field === 'lineNo') fail(`field ${field} clashes with a line column`);
    if (def.unique) fail(`field ${field} cannot be unique`);
  }
  if (!amount) return;
  const need = (field: string, def: FieldDef | undefined, kind: FieldDef['kind'], required: boolean) => {
    if (def?.kind !== kind || (required && !def.required))
      fail(`amount: ${field} must be a${required ? ' required' : ''} ${kind} field`);
  };
  need(amount.quantity, lines.fields[amount.quantity], 'quantity', true);
  need(amount.unitPrice, lines.fields[amount.unitPrice], 'money', true);
  need(amount.amount, lines.fields[amount.amount], 'money', false);
  need(amount.total, parentFields[amount.total], 'money', false);
}

const mapFields = (fields: Fields, schemaOf: (field: FieldDef) => z.ZodType) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, schemaOf(field)]));

/** The line fields a body may carry: all but the computed amount and the server-set `readOnly` ones. */
export function writableLineFields(lines: LinesConfig): Fields {
  const computed = lines.amount?.amount;
  return Object.fromEntries(
    Object.entries(lines.fields).filter(([name, field]) => name !== computed && !field.readOnly),
  );
}

/**
 * The `lines` of a create body (no ids) or of an update body (a line with the `id` of one of the
 * record's lines changes that line, one without is new): between `min` and `max` lines.
 */
export function linesBodySchema(lines: LinesConfig, mode: 'create' | 'update'): z.ZodType {
  const line = z.object({
    ...(mode === 'update' ? { id: recordId.optional() } : {}),
    ...mapFields(writableLineFields(lines), (field) =>
      field.required ? fieldBodySchema(field) : fieldBodySchema(field).optional(),
    ),
  });
  return z
    .array(line)
    .min(lines.min ?? 0)
    .max(lines.max ?? LINES_MAX_DEFAULT);
}

/** One line in an answer: its id, its position (from 1) and its fields. */
export function lineRowSchema(lines: LinesConfig): z.ZodType {
  const references = referenceFieldNames(lines.fields);
  return z.object({
    id: z.number().int(),
    lineNo: z.number().int(),
    ...mapFields(lines.fields, fieldRowSchema),
    // A line's reference fields (a product) answer their labels, as a record's do.
    ...(references.length > 0
      ? { labels: z.object(Object.fromEntries(references.map((name) => [name, z.string().nullable()]))) }
      : {}),
  });
}

/** The line amounts and total of a set of lines; `overflow` names the first line past a safe amount. */
export interface LineTotals {
  amounts: number[];
  total: number;
  /** Index of the first line whose amount, or the running total, is beyond a safe integer of fen. */
  overflow: number | null;
}

/**
 * Each line's amount (quantity × unit price, half up to whole fen) and their sum, exactly (BigInt,
 * never a float). The server stores these; the browser shows the same figures while typing.
 */
export function lineTotals(amount: LineAmount, lines: readonly Record<string, unknown>[]): LineTotals {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  const amounts: number[] = [];
  let total = 0n;
  let overflow: number | null = null;
  lines.forEach((line, index) => {
    const value = BigInt(lineAmountFen(line[amount.unitPrice] as number, line[amount.quantity] as string));
    total += value;
    const outOfRange = (n: bigint) => n > safe || n < -safe;
    if (overflow === null && (outOfRange(value) || outOfRange(total))) overflow = index;
    amounts.push(Number(value));
  });
  return { amounts, total: Number(total), overflow };
}
