import {
  type FieldDef,
  type LinesConfig,
  lineTotals,
  QUANTITY_PATTERN,
  type Resource,
} from '@atrium/contract';
import { toBodyValue, toFormValue } from './field-form-value';
import type { AnyRow } from './resource-types';

/** One line as the form holds it: its id when it is a saved line, its fields by name. */
export type FormLine = { id?: number } & Record<string, unknown>;

/** The line fields the form shows (the computed amount among them, read-only). */
export function lineFieldsOf(lines: LinesConfig): [string, FieldDef][] {
  return Object.entries(lines.fields).filter(([, def]) => def.visibleIn?.form !== false);
}

/** The line fields a body carries: all but the amount the server computes. */
const writableLineFields = (lines: LinesConfig) =>
  lineFieldsOf(lines).filter(([name]) => name !== lines.amount?.amount);

/** A new, empty line: switches off. */
export function emptyLine(lines: LinesConfig): FormLine {
  return Object.fromEntries(
    lineFieldsOf(lines)
      .filter(([, def]) => def.kind === 'boolean')
      .map(([name]) => [name, false]),
  );
}

/** A new record starts with as many empty lines as it needs (at least one to type into). */
export function emptyLines(lines: LinesConfig): FormLine[] {
  return Array.from({ length: Math.max(lines.min ?? 0, 1) }, () => emptyLine(lines));
}

export function linesToFormValues(resource: Resource, row: AnyRow): FormLine[] {
  const lines = resource.lines!;
  return ((row.lines ?? []) as Record<string, unknown>[]).map((line) => {
    const values: FormLine = { id: line.id as number };
    for (const [name, def] of lineFieldsOf(lines)) {
      const value = line[name];
      values[name] = toFormValue(def, value);
    }
    return values;
  });
}

function lineBody(lines: LinesConfig, line: FormLine, withId: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = withId && line.id !== undefined ? { id: line.id } : {};
  for (const [name, def] of writableLineFields(lines)) {
    const value = toBodyValue(def, line[name]);
    if (value !== null) body[name] = value;
  }
  return body;
}

/**
 * The `lines` of a body: every line of a new record; for an edit, the whole set (saved lines with
 * their ids) when any line changed, else nothing, so the lines stay as they are.
 */
export function linesToBody(
  resource: Resource,
  formLines: unknown,
  original: AnyRow | null,
): Record<string, unknown>[] | undefined {
  const lines = resource.lines!;
  const current = ((formLines ?? []) as FormLine[]).map((line) => lineBody(lines, line, original !== null));
  if (original === null) return current;
  const before = linesToFormValues(resource, original).map((line) => lineBody(lines, line, true));
  return JSON.stringify(current) === JSON.stringify(before) ? undefined : current;
}

/** A line whose quantity and unit price are filled in well enough to price it. */
function isPriced(lines: LinesConfig, line: FormLine | undefined): line is FormLine {
  const amount = lines.amount!;
  const quantity = line?.[amount.quantity];
  const unitPrice = line?.[amount.unitPrice];
  return typeof quantity === 'string' && QUANTITY_PATTERN.test(quantity) && Number.isSafeInteger(unitPrice);
}

/** The figures the form shows while typing: each priced line's amount (null until priced) and the total. */
export interface LiveTotals {
  amounts: (number | null)[];
  total: number | null;
}

/** The same exact arithmetic as the server (lineTotals), over the lines typed so far. */
export function liveLineTotals(lines: LinesConfig, formLines: readonly (FormLine | undefined)[]): LiveTotals {
  const amount = lines.amount;
  if (!amount) return { amounts: formLines.map(() => null), total: null };
  const priced = formLines.filter((line) => isPriced(lines, line));
  const figures = lineTotals(amount, priced);
  if (figures.overflow !== null) return { amounts: formLines.map(() => null), total: null };
  let next = 0;
  const amounts = formLines.map((line) => (isPriced(lines, line) ? figures.amounts[next++]! : null));
  return { amounts, total: figures.total };
}

/** Whether a line holds anything typed (removing it then asks first). */
export function lineHasData(lines: LinesConfig, line: FormLine | undefined): boolean {
  if (!line) return false;
  return (
    line.id !== undefined ||
    lineFieldsOf(lines).some(([name, def]) => {
      const value = line[name];
      return def.kind !== 'boolean' && value !== undefined && value !== null && value !== '';
    })
  );
}
