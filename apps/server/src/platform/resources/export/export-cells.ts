import {
  type FieldDef,
  type Fields,
  formatBusinessDateTime,
  type Locale,
  type Resource,
} from '@atrium/contract';
import { columnTitle } from '../../import/import-columns.js';

/**
 * How an export shows values to people: labels in the requester's locale, booleans as 是/否,
 * enum values by their label, times on the business clock (China Standard Time, the contract's
 * business-clock.ts).
 */
const YES_NO: Record<Locale, [string, string]> = { 'zh-CN': ['是', '否'], en: ['Yes', 'No'] };
const META_TITLES: Record<'createdAt' | 'updatedAt', Record<Locale, string>> = {
  createdAt: { 'zh-CN': '创建时间', en: 'Created at' },
  updatedAt: { 'zh-CN': '更新时间', en: 'Updated at' },
};

/** A cell: text, or a number (XLSX keeps it numeric). */
export type Cell = string | number;

/**
 * Text a spreadsheet would run as a formula (= + - @, or a leading tab / carriage return, as
 * OWASP lists) gets a leading single quote, so a record named `=HYPERLINK(…)` stays text.
 */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A stored value as the cell a person reads. */
export function formatCell(field: FieldDef, value: unknown, locale: Locale): Cell {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'number':
      return Number(value);
    case 'money':
      // Whole fen → yuan with two decimals, as people read money.
      return Number(value) / 100;
    case 'quantity':
      return String(value);
    case 'boolean':
      return YES_NO[locale][value ? 0 : 1];
    case 'enum':
      return field.valueLabels?.[String(value)]?.[locale] ?? String(value);
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
    case 'datetime':
      return formatBusinessDateTime(value as Date | string);
    default:
      return escapeFormula(String(value));
  }
}

export interface ExportColumn {
  /** Column of the resource's table. */
  name: string;
  title: string;
  format: (value: unknown) => Cell;
}

/** The columns of an export: every field of the resource (but those `visibleIn.export: false`), then when the record was made and changed. */
export function exportColumns<F extends Fields>(resource: Resource<F>, locale: Locale): ExportColumn[] {
  const exported = Object.entries(resource.fields as Fields).filter(
    ([, field]) => field.visibleIn?.export !== false,
  );
  const fields = exported.map(([name, field]) => ({
    name,
    title: columnTitle(name, field, locale),
    format: (value: unknown) => formatCell(field, value, locale),
  }));
  const meta = (['createdAt', 'updatedAt'] as const).map((name) => ({
    name,
    title: META_TITLES[name][locale],
    format: (value: unknown) => (value ? formatBusinessDateTime(value as Date) : ''),
  }));
  return [...fields, ...meta];
}
