import type { Locale } from '@atrium/contract';
import { formatBusinessDateTime } from '@atrium/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { type Cell, escapeFormula } from './export-cells.js';
import type { ExportInput, ExportSource, ListExporter } from './export-jobs.js';
import { idKeysetBatches } from './id-keyset-batches.js';

/** One column of a hand-built list's export: its header in each locale and the cell of a row. */
export interface ExportColumnDef<R> {
  title: Record<Locale, string>;
  cell: (row: R) => Cell;
}

/** Text as a person reads it; never run as a spreadsheet formula. */
export const textCell = (value: string | null | undefined): Cell => escapeFormula(value ?? '');

/** A time in UTC+8 (`2026-11-21 15:04:05`), '' when none. */
export const timeCell = (value: Date | string | null | undefined): Cell =>
  value ? formatBusinessDateTime(value) : '';

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

/** A hand-built list's export, described by the list's own query pieces. */
export interface TableExportConfig<Q extends PgSelect> {
  name: string;
  menuKey: string;
  /** The list's condition for the requester (scope derived now, in the job) and the filters. */
  where: (input: ExportInput) => Promise<SQL>;
  /** How many rows match (for progress). */
  count: (db: Db, where: SQL) => Promise<number>;
  /** The id column the rows are paged by, newest first. */
  id: AnyPgColumn;
  /** The list's select (its joins) with a condition. */
  select: (db: Db, where: SQL) => Q;
  idOf: (row: Awaited<Q>[number]) => number;
  columns: (locale: Locale) => readonly ExportColumnDef<Awaited<Q>[number]>[];
}

/** An exporter of a hand-built list: its condition, paged by id, one row per record. */
export function tableExporter<Q extends PgSelect>(config: TableExportConfig<Q>): ListExporter {
  return {
    name: config.name,
    menuKey: config.menuKey,
    open: async (input) => {
      const { db, locale, signal } = input;
      const where = await config.where(input);
      const rows = idKeysetBatches(
        signal,
        config.id,
        where,
        (condition) => config.select(db, condition),
        config.idOf,
      );
      return tableSource(config.columns(locale), locale, await config.count(db, where), rows);
    },
  };
}
