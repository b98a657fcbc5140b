import type { Locale } from '@atrium/contract';
import { type Cell, escapeFormula, formatDateTime } from './export-cells.js';
import type { ExportSource } from './export-jobs.js';

/** One column of a hand-built list's export: its header in each locale and the cell of a row. */
export interface ExportColumnDef<R> {
  title: Record<Locale, string>;
  cell: (row: R) => Cell;
}

/** Text as a person reads it; never run as a spreadsheet formula. */
export const textCell = (value: string | null | undefined): Cell => escapeFormula(value ?? '');

/** A time in UTC+8 (`2026-11-21 15:04:05`), '' when none. */
export const timeCell = (value: Date | string | null | undefined): Cell =>
  value ? formatDateTime(value) : '';

/** An export's source from its columns and the list's rows, batch by batch. */
export function tableSource<R>(
  columns: readonly ExportColumnDef<R>[],
  locale: Locale,
  total: number,
  batches: AsyncIterable<R[]>,
): ExportSource {
  const cells = async function* () {
    for await (const batch of batches) yield batch.map((row) => columns.map((column) => column.cell(row)));
  };
  return { header: columns.map((column) => column.title[locale]), total, batches: cells() };
}

/** Labels of a fixed set of codes (statuses, stages) in each locale. */
export type CodeLabels = Record<string, Record<Locale, string>>;

/** A code's label in the export locale (the code itself when unknown). */
export const codeCell = (labels: CodeLabels, locale: Locale, code: string): Cell =>
  labels[code]?.[locale] ?? textCell(code);
