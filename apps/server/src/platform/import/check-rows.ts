import { childCollectionsOf, IMPORT_MAX_ROWS, type ImportRowError, type Locale } from '@atrium/contract';
import { AppError, fieldError } from '../http/app-error.js';
import { translate } from '../http/messages.js';
import { safeParseLocalized } from '../http/parse-input.js';
import { cellValue, columnTitle, type ImportShape, importableFields, mapHeader } from './import-columns.js';

/** A row that passed every check of the file itself: its line number and the values to write. */
export interface GoodRow {
  row: number;
  values: Record<string, unknown>;
}

export interface CheckedRows {
  /** Data rows read (blank ones skipped). */
  total: number;
  good: GoodRow[];
  errors: ImportRowError[];
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a file's rows (row 1 is the header) and checks each data row as the create endpoint
 * would (the resource's create schema, messages in the caller's locale) plus uniqueness within
 * the file. Every problem of every row is reported with its row number.
 */
export async function checkRows(
  resource: ImportShape,
  rows: AsyncIterable<string[]>,
  locale: Locale,
): Promise<CheckedRows> {
  const fields = Object.fromEntries(importableFields(resource));
  const maxRows = resource.maxRows ?? IMPORT_MAX_ROWS;
  let columns: (string | null)[] | null = null;
  let rowNumber = 0;
  let total = 0;
  const good: GoodRow[] = [];
  const errors: ImportRowError[] = [];
  const uniqueFields = Object.keys(fields).filter((name) => fields[name]!.unique);
  const firstRowOf = new Map(uniqueFields.map((name) => [name, new Map<unknown, number>()]));
  // A row's problems are listed in the order of the template's columns.
  const order = (field: string | undefined) => (field ? Object.keys(fields).indexOf(field) : -1);

  for await (const cells of rows) {
    rowNumber++;
    if (columns === null) {
      columns = headerColumns(resource, cells, locale);
      continue;
    }
    if (isBlank(cells)) continue;
    if (++total > maxRows) throw new AppError(400, 'import.tooManyRows', { max: maxRows });

    const rowErrors: ImportRowError[] = [];
    const input: Record<string, unknown> = {};
    columns.forEach((name, index) => {
      if (name === null) return;
      const parsed = cellValue(fields[name]!, cells[index] ?? '');
      if ('problem' in parsed) {
        const { key, params } = parsed.problem;
        rowErrors.push({ row: rowNumber, field: name, message: translate(locale, key, params) });
      } else if (parsed.value !== undefined) {
        input[name] = parsed.value;
      }
    });
    const result = safeParseLocalized(resource.schemas.create, input, locale);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).join('.');
        if (rowErrors.some((error) => error.field === field)) continue;
        rowErrors.push({ row: rowNumber, ...(field ? { field } : {}), message: issue.message });
      }
    }
    const values = { ...((result.success ? result.data : input) as Record<string, unknown>) };
    // A row is the record's own fields: the children a create defaults to (none) are left as they are.
    for (const [name] of childCollectionsOf(resource)) delete values[name];
    for (const name of uniqueFields) {
      const value = values[name];
      if (value === undefined || value === null || value === '') continue;
      const firstRow = firstRowOf.get(name)!.get(value);
      if (firstRow === undefined) firstRowOf.get(name)!.set(value, rowNumber);
      else
        rowErrors.push({
          row: rowNumber,
          field: name,
          message: translate(locale, 'import.duplicateInFile', { row: firstRow }),
        });
    }
    if (rowErrors.length > 0) errors.push(...rowErrors.sort((a, b) => order(a.field) - order(b.field)));
    else good.push({ row: rowNumber, values });
  }
  if (columns === null || total === 0) throw fieldError('file', 'import.empty');
  return { total, good, errors };
}

/** The header row → field per column; refuses a file without one or missing a required column. */
function headerColumns(resource: ImportShape, cells: string[], locale: Locale): (string | null)[] {
  const columns = mapHeader(resource, cells);
  if (columns.every((column) => column === null)) throw fieldError('file', 'import.noHeader');
  for (const [name, field] of importableFields(resource)) {
    if (field.required && !columns.includes(name)) {
      throw fieldError('file', 'import.columnMissing', { column: columnTitle(name, field, locale) });
    }
  }
  return columns;
}
