import { posix } from 'node:path';
import { readXml, xmlReader } from './xml-reader.js';
import { entryBytes, entryStream, type ZipEntry, zipEntries } from './zip-archive.js';

/**
 * Reads the rows of an XLSX file's first worksheet tab, each as the cell texts a user sees: shared
 * and inline strings, numbers, booleans as `true`/`false`, formulas by their cached result, dates
 * (numbers in a date format) as ISO text, errors as empty. The worksheet is inflated and parsed as
 * a stream, so a big sheet is never held whole.
 */
export async function* xlsxRows(bytes: Buffer): AsyncGenerator<string[]> {
  const entries = zipEntries(bytes);
  const part = (name: string) => {
    const entry = entries.get(name);
    return entry ? entryBytes(bytes, entry).toString('utf8') : undefined;
  };
  const workbook = part('xl/workbook.xml');
  if (workbook === undefined) throw new Error('not a workbook: no xl/workbook.xml');
  const book = workbookOf(workbook, part('xl/_rels/workbook.xml.rels') ?? '');
  const sheet = entries.get(book.firstSheet) ?? firstWorksheetEntry(entries);
  if (!sheet) return;
  const context: CellContext = {
    sharedStrings: sharedStringsOf(part('xl/sharedStrings.xml') ?? ''),
    dateStyles: dateStylesOf(part('xl/styles.xml') ?? ''),
    date1904: book.date1904,
  };
  yield* sheetRows(entryStream(bytes, sheet), context);
}

interface CellContext {
  sharedStrings: string[];
  /** By cell style index (`s`): whether the style's number format shows a date or time. */
  dateStyles: boolean[];
  date1904: boolean;
}

function workbookOf(workbookXml: string, relsXml: string): { firstSheet: string; date1904: boolean } {
  let firstSheetRel: string | undefined;
  let date1904 = false;
  readXml(workbookXml, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name === 'sheet' && firstSheetRel === undefined) {
        firstSheetRel = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      }
    },
  });
  let target = '';
  readXml(relsXml, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === firstSheetRel) target = attributes.Target ?? '';
    },
  });
  // Targets are relative to xl/ (`worksheets/sheet1.xml`, `../xl/…`) or absolute (`/xl/…`).
  const firstSheet = target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
  return { firstSheet, date1904 };
}

/** When the workbook's relations do not say, the lowest-numbered worksheet part. */
function firstWorksheetEntry(entries: Map<string, ZipEntry>): ZipEntry | undefined {
  const sheets = [...entries.values()].filter((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name));
  return sheets.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))[0];
}

/** Each `<si>`'s text: its runs joined, phonetic guides (`<rPh>`) left out. */
function sharedStringsOf(xml: string): string[] {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let inPhonetic = false;
  readXml(xml, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inText = true;
    },
    text(text) {
      if (inText) current += text;
    },
    close(name) {
      if (name === 'si') strings.push(current);
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
  });
  return strings;
}

/** Built-in number formats that show dates or times (including the ones of East Asian Excel). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

function isDateFormat(code: string): boolean {
  // Literal text (quoted) and colours/conditions (in brackets) say nothing about dates.
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhsb]/i.test(bare.replace(/General/gi, ''));
}

function dateStylesOf(xml: string): boolean[] {
  const customFormats = new Map<number, string>();
  const styles: boolean[] = [];
  let inCellStyles = false;
  readXml(xml, {
    open(name, attributes) {
      if (name === 'numFmt') customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) {
        const id = Number(attributes.numFmtId ?? 0);
        const custom = customFormats.get(id);
        styles.push(custom === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(custom));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  return styles;
}

/** Column number (1-based) of a cell reference such as `AB12`. */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

function dateText(serial: number, date1904: boolean): string {
  const days = date1904 ? serial + 1462 : serial;
  const date = new Date(Math.round((days - 25569) * 86_400_000));
  if (Number.isNaN(date.getTime())) return String(serial);
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/** A cell's text from its type (`t`), style (`s`) and value (`<v>`, or `<is>` for inline strings). */
function cellText(type: string, style: number, value: string, context: CellContext): string {
  switch (type) {
    case 's':
      return context.sharedStrings[Number(value)] ?? '';
    case 'str':
    case 'inlineStr':
      return value;
    case 'b':
      return value === '' ? '' : String(value !== '0');
    case 'e':
      return '';
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : dateText(date.getTime() / 86_400_000 + 25569, false);
    }
    default: {
      if (value === '') return '';
      const number = Number(value);
      if (Number.isNaN(number)) return value;
      return context.dateStyles[style] ? dateText(number, context.date1904) : String(number);
    }
  }
}

/** Excel's sheet size (rows, columns: XFD). */
const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

/** The worksheet's rows in order; rows the file leaves out (blank ones) come as empty lists. */
async function* sheetRows(xml: AsyncIterable<Buffer>, context: CellContext): AsyncGenerator<string[]> {
  const ready: string[][] = [];
  let nextRow = 1;
  let cells: string[] = [];
  let column = 0;
  let type = 'n';
  let style = 0;
  let value = '';
  let capturing = false;
  let inPhonetic = false;
  const reader = xmlReader({
    open(name, attributes) {
      if (name === 'row') {
        const number = attributes.r ? Number(attributes.r) : nextRow;
        // Past Excel's last row a file is forged: its blank rows alone would fill the memory.
        if (number > MAX_ROWS) throw new Error(`row ${number} is past the sheet's end`);
        for (; nextRow < number; nextRow++) ready.push([]);
        cells = [];
        column = 0;
      } else if (name === 'c') {
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        if (column > MAX_COLUMNS) throw new Error(`column ${column} is past the sheet's end`);
        type = attributes.t ?? 'n';
        style = Number(attributes.s ?? 0);
        value = '';
      } else if (name === 'v') capturing = true;
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && type === 'inlineStr' && !inPhonetic) capturing = true;
    },
    text(text) {
      if (capturing) value += text;
    },
    close(name) {
      if (name === 'v' || name === 't') capturing = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && column > 0) cells[column - 1] = cellText(type, style, value, context);
      else if (name === 'row') {
        ready.push(Array.from(cells, (cell) => cell ?? ''));
        nextRow++;
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of xml) {
    reader.write(decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  reader.write(decoder.decode());
  reader.close();
  yield* ready.splice(0);
}

/** A workbook with one sheet holding the given rows (the first one bold, as a header). */
export async function xlsxOf(sheetName: string, rows: string[][]): Promise<Buffer> {
  // Loaded on first use: exceljs (with archiver) took about a second of every start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
