import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { Cell } from './export-cells.js';
import { columnLetters, sheetName, xlsxStream } from './xlsx-stream.js';

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* batchesOf(...batches: Cell[][][]) {
  for (const batch of batches) yield batch;
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const valuesOf = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((row) => (row ? [(row as unknown[]).slice(1)] : []));

describe('xlsx stream', () => {
  it('writes a workbook spreadsheet software reads back: text, numbers, escaping, frozen header', async () => {
    const bytes = await bytesOf(
      xlsxStream(
        '客户来源',
        ['名称', '排序', '备注'],
        batchesOf(
          [
            ['抖音', 10, 'a & b < c > "d"'],
            ['\'=HYPERLINK("x")', 0, ''],
          ],
          [[' 前后空格 ', -1.5, 'bell\u0007gone']],
        ),
      ),
    );
    // Every entry's CRC-32 and sizes agree with its data.
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(zip.files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['客户来源']);
    const sheet = workbook.worksheets[0]!;
    expect(valuesOf(sheet)).toEqual([
      ['名称', '排序', '备注'],
      ['抖音', 10, 'a & b < c > "d"'],
      ['\'=HYPERLINK("x")', 0],
      [' 前后空格 ', -1.5, 'bellgone'],
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('starts a new worksheet, header first, when one is full', async () => {
    const rows = Array.from({ length: 5 }, (_, n): Cell[] => [`r${n}`, n]);
    const bytes = await bytesOf(
      xlsxStream('Sources', ['Name', 'N'], batchesOf(rows.slice(0, 3), rows.slice(3)), 2),
    );
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sources', 'Sources (2)', 'Sources (3)']);
    expect(workbook.worksheets.map(valuesOf)).toEqual([
      [
        ['Name', 'N'],
        ['r0', 0],
        ['r1', 1],
      ],
      [
        ['Name', 'N'],
        ['r2', 2],
        ['r3', 3],
      ],
      [
        ['Name', 'N'],
        ['r4', 4],
      ],
    ]);
  });

  it('writes only the header when nothing matches, and no empty extra sheet when the last one is just full', async () => {
    const empty = await workbookOf(await bytesOf(xlsxStream('x', ['A'], batchesOf())));
    expect(empty.worksheets.map(valuesOf)).toEqual([[['A']]]);
    const full = await workbookOf(await bytesOf(xlsxStream('x', ['A'], batchesOf([['1'], ['2']]), 2)));
    expect(full.worksheets).toHaveLength(1);
  });

  it('names columns and sheets as Excel expects', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
    expect(sheetName('a/b:c[d]', 1)).toBe('a b c d');
    expect(sheetName('x'.repeat(40), 12)).toBe(`${'x'.repeat(26)} (12)`);
    expect(sheetName('', 1)).toBe('Sheet');
  });
});
