import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as text: what the user sees in it (formulas by their result, rich text joined, dates ISO). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value !== 'object') return String(value);
  const cell = value as {
    richText?: { text: string }[];
    text?: unknown;
    result?: unknown;
    error?: unknown;
  };
  if (cell.richText) return cell.richText.map((part) => part.text).join('');
  if ('result' in cell) return cellText(cell.result);
  if (cell.text !== undefined) return cellText(cell.text);
  return '';
}

/** The rows of an XLSX file's first worksheet, read as a stream (exceljs), each as a list of cell texts. */
export async function* xlsxRows(input: Readable): AsyncGenerator<string[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers.
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    let expected = 1;
    for await (const row of worksheet) {
      // Rows with nothing in them are not emitted: keep the numbering of the file.
      for (; expected < row.number; expected++) yield [];
      const values = (row.values as unknown[]).slice(1);
      yield Array.from(values, (value) => cellText(value));
      expected = row.number + 1;
    }
    // Only the first worksheet is imported; the rest of the file need not be read.
    return;
  }
}

/** A workbook with one sheet holding the given rows (the first one bold, as a header). */
export async function xlsxOf(sheetName: string, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
