import type { Cell } from './export-cells.js';
import type { RowBatches } from './export-writers.js';
import { utf8Chunks } from './utf8-chunks.js';
import { type ZipEntry, zipStream } from './zip-stream.js';

/** A worksheet holds 1,048,576 rows (Excel's limit): the header and this many records. */
export const XLSX_ROWS_PER_SHEET = 1_048_575;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Characters XML 1.0 cannot carry at all; they are dropped rather than making the file unreadable. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const escapeXml = (text: string) =>
  // Most cells need nothing: test once rather than copy the text five times.
  NEEDS_ESCAPE.test(text)
    ? text
        .replace(NOT_IN_XML, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
    : text;

/** A, B, …, Z, AA, AB, … for a 0-based column. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function cellXml(ref: string, cell: Cell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  if (cell === '') return '';
  const space = /^\s|\s$/.test(cell) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeXml(cell)}</t></is></c>`;
}

/** Column widths in characters, from the header (a Chinese character is about two wide). */
function columnsXml(header: string[]): string {
  const widths = header.map((title) =>
    Math.max(
      14,
      [...title].reduce((sum, c) => sum + (c > '\u2e80' ? 2 : 1), 4),
    ),
  );
  return `<cols>${widths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`;
}

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, unique in the workbook. */
export function sheetName(base: string, sheet: number): string {
  const suffix = sheet === 1 ? '' : ` (${sheet})`;
  const clean = base.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet';
  return clean.slice(0, 31 - suffix.length) + suffix;
}

/**
 * An XLSX workbook (Office Open XML, inline strings, no styles) as a byte stream: the records fill
 * worksheets of up to `rowsPerSheet` rows each, every one starting with the header row, frozen.
 * Rows become UTF-8 bytes as they are made (utf8-chunks.ts), so no long text lingers in the heap.
 */
export async function* xlsxStream(
  name: string,
  header: string[],
  batches: RowBatches,
  rowsPerSheet = XLSX_ROWS_PER_SHEET,
): AsyncGenerator<Buffer> {
  const refs = header.map((_, i) => columnLetters(i));
  const rowXml = (r: number, cells: Cell[]) =>
    `<row r="${r}">${cells.map((cell, i) => cellXml(`${refs[i] ?? columnLetters(i)}${r}`, cell)).join('')}</row>`;
  const sheetStart =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `${columnsXml(header)}<sheetData>${rowXml(1, header)}`;

  const source = batches[Symbol.asyncIterator]();
  let pending: Cell[][] = [];
  let exhausted = false;
  const refill = async () => {
    while (pending.length === 0 && !exhausted) {
      const next = await source.next();
      if (next.done) exhausted = true;
      else pending = next.value;
    }
  };
  async function* sheetXml(): AsyncGenerator<Buffer> {
    yield Buffer.from(sheetStart);
    let written = 0;
    while (written < rowsPerSheet) {
      await refill();
      if (pending.length === 0) break;
      const rows = pending.slice(0, rowsPerSheet - written);
      pending = pending.slice(rows.length);
      const first = written + 2;
      yield* utf8Chunks(rows.map((cells, i) => rowXml(first + i, cells)));
      written += rows.length;
    }
    yield Buffer.from('</sheetData></worksheet>');
  }

  let sheets = 0;
  async function* entries(): AsyncGenerator<ZipEntry> {
    do {
      sheets += 1;
      yield { name: `xl/worksheets/sheet${sheets}.xml`, content: sheetXml() };
      await refill();
    } while (pending.length > 0);
    const numbers = Array.from({ length: sheets }, (_, i) => i + 1);
    const fixed = (path: string, xml: string): ZipEntry => ({ name: path, content: once(XML_HEAD + xml) });
    yield fixed(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        numbers
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        '</Types>',
    );
    yield fixed(
      '_rels/.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    yield fixed(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        numbers
          .map((n) => `<sheet name="${escapeXml(sheetName(name, n))}" sheetId="${n}" r:id="rId${n}"/>`)
          .join('') +
        '</sheets></workbook>',
    );
    yield fixed(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PACKAGE_REL_NS}">${numbers
        .map(
          (n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
        )
        .join('')}</Relationships>`,
    );
  }
  yield* zipStream(entries());
}

async function* once(text: string): AsyncGenerator<Buffer> {
  yield Buffer.from(text);
}
