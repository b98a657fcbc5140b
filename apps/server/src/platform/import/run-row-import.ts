import { createHash } from 'node:crypto';
import {
  IMPORT_REPORT_MAX_ERRORS,
  type ImportMode,
  type ImportReport,
  type ImportRowError,
  type Locale,
} from '@atrium/contract';
import { AppError, fieldError } from '../http/app-error.js';
import type { ReceivedFile } from '../http/multipart-file.js';
import { type CheckedRows, checkRows, type GoodRow } from './check-rows.js';
import { csvRows } from './csv-rows.js';
import type { ImportShape } from './import-columns.js';
import { xlsxRows } from './xlsx-rows.js';

/** What a good row will do: insert, change a record matched by its key, or nothing. */
export type Plan =
  | { action: 'create'; row: GoodRow }
  | { action: 'update'; row: GoodRow; existing: Record<string, unknown> }
  | { action: 'unchanged'; row: GoodRow };

export type WriteMode = Exclude<ImportMode, 'dryRun'>;

/**
 * One kind of import: the file's shape, the database's rules for rows that passed the file's own
 * checks, and the writer. A resource's store is one (run-import.ts); hand-built lists (customers,
 * clues, support customers) bring their own create paths.
 */
export interface RowImporter {
  shape: ImportShape;
  /** Some good rows turn bad (a clash, a cap, an unknown label); the rest are planned. */
  plan(good: GoodRow[]): Promise<{ plans: Plan[]; errors: ImportRowError[] }>;
  /**
   * Writes the plans. Answers the rows that failed while being written (someone took a phone
   * meanwhile); with `allOrNothing` any such row means nothing was written.
   */
  commit(plans: Plan[], mode: WriteMode): Promise<ImportRowError[]>;
}

/** An error of the parser: the file cannot be read as CSV or XLSX. */
class UnreadableFile extends Error {}

/** The rows, with the parser's own errors marked as the file's fault (and nothing else). */
async function* parsed(rows: AsyncIterable<string[]>): AsyncGenerator<string[]> {
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof AppError) throw error; // the parser's own clear refusal
    throw new UnreadableFile('unreadable import file', { cause: error });
  }
}

/** An XLSX file is a zip (`PK`); anything else is read as CSV. */
function rowsOf(bytes: Buffer): AsyncIterable<string[]> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) return parsed(xlsxRows(bytes));
  // In slices, so a big file is parsed as it would be from the network.
  return parsed(
    csvRows(
      (async function* () {
        for (let start = 0; start < bytes.length; start += 64 * 1024)
          yield bytes.subarray(start, start + 64 * 1024);
      })(),
    ),
  );
}

async function readChecked(shape: ImportShape, file: ReceivedFile, locale: Locale): Promise<CheckedRows> {
  try {
    return await checkRows(shape, rowsOf(file.bytes), locale);
  } catch (error) {
    // A broken zip or XML part, a file that is neither CSV nor XLSX. Anything else is ours: a 500.
    if (!(error instanceof UnreadableFile)) throw error;
    const refusal = fieldError('file', 'import.unreadable');
    refusal.cause = error.cause; // logged by the error handler, never shown
    throw refusal;
  }
}

/**
 * Imports a CSV/XLSX file: checks every row (the file's own checks, then the importer's), then —
 * unless a dry run, or all-or-nothing with a bad row — writes the good rows. The counts say what
 * was written (a dry run, or all-or-nothing refused: what would be).
 */
export async function runRowImport(
  importer: RowImporter,
  locale: Locale,
  file: ReceivedFile,
  mode: ImportMode,
): Promise<ImportReport> {
  const checked = await readChecked(importer.shape, file, locale);
  const planned = await importer.plan(checked.good);
  const errors = [...checked.errors, ...planned.errors];
  const badBefore = new Set(errors.map((error) => error.row)).size;
  const write = mode === 'goodRowsOnly' || (mode === 'allOrNothing' && badBefore === 0);
  const failed = write ? await importer.commit(planned.plans, mode as WriteMode) : [];
  errors.push(...failed);
  errors.sort((a, b) => a.row - b.row);
  const failedRows = new Set(failed.map((error) => error.row));
  const kept = planned.plans.filter((entry) => !failedRows.has(entry.row.row));
  const count = (action: Plan['action']) => kept.filter((entry) => entry.action === action).length;
  return {
    mode,
    fileName: file.fileName,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    total: checked.total,
    good: kept.length,
    bad: new Set(errors.map((error) => error.row)).size,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    // All-or-nothing with a row failing while written: nothing stayed.
    committed: write && !(mode === 'allOrNothing' && failed.length > 0),
    errors: errors.slice(0, IMPORT_REPORT_MAX_ERRORS),
    errorsTruncated: errors.length > IMPORT_REPORT_MAX_ERRORS,
  };
}
