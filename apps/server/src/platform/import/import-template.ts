import type { ImportFormat, Locale } from '@atrium/contract';
import type { FileAnswer } from '../http/bind-download.js';
import { columnTitle, type ImportShape, importableFields } from './import-columns.js';
import { xlsxOf } from './xlsx-rows.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV cell, quoted when it must be. */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The file to fill in: one header row with the importable fields' titles in the caller's locale.
 * The CSV starts with a byte-order mark so Excel opens it as UTF-8.
 */
export async function importTemplate(
  resource: Pick<ImportShape, 'fields'>,
  format: ImportFormat,
  locale: Locale,
  title: string,
): Promise<FileAnswer> {
  const header = importableFields(resource).map(([name, field]) => columnTitle(name, field, locale));
  if (format === 'xlsx') {
    return { body: await xlsxOf(title, [header]), contentType: XLSX_TYPE, fileName: `${title}.xlsx` };
  }
  const body = Buffer.from(`\ufeff${header.map(csvCell).join(',')}\r\n`, 'utf8');
  return { body, contentType: 'text/csv; charset=utf-8', fileName: `${title}.csv`, size: body.length };
}
