import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx-rows.js';

const rowsOf = async (bytes: Buffer) => {
  const rows: string[][] = [];
  for await (const row of xlsxRows(bytes)) rows.push(row);
  return rows;
};

/** A zip of stored (uncompressed) parts, as some tools write them; the reader ignores CRCs. */
function storedZip(parts: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

describe('xlsx rows', () => {
  it('reads what Excel shows: strings, numbers, booleans, dates, formula results, rich text, gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('first');
    sheet.addRow(['名称', 'code', 'amount']);
    sheet.addRow(['A, Inc.', 7, 12.5]);
    sheet.getRow(3).values = [true, false, new Date(Date.UTC(2026, 10, 26))];
    sheet.getCell('A4').value = new Date(Date.UTC(2026, 10, 26, 8, 30));
    sheet.getCell('C4').value = { formula: 'B2*2', result: 14 };
    sheet.getCell('A6').value = { richText: [{ text: '粗' }, { text: '体', font: { bold: true } }] };
    sheet.getCell('B6').value = { formula: 'A2', result: 'A, Inc.' };
    workbook.addWorksheet('second').addRow(['not read']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    expect(await rowsOf(bytes)).toEqual([
      ['名称', 'code', 'amount'],
      ['A, Inc.', '7', '12.5'],
      ['true', 'false', '2026-11-26'],
      ['2026-11-26T08:30:00.000Z', '', '14'],
      [],
      ['粗体', 'A, Inc.'],
    ]);
  });

  it('reads the first tab, inline strings, prefixed names, 1904 dates and cells without references', async () => {
    const sheetXml = (text: string) =>
      `<x:worksheet xmlns:x="main"><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>${text}</x:t></x:is></x:c>` +
      '<x:c s="1"><x:v>0</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c><x:c t="s"><x:v>0</x:v></x:c></x:row>' +
      '<x:row r="3"><x:c r="C3" t="str"><x:f>A1</x:f><x:v>&lt;ok&gt;</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    const workbookWith = (firstTabTarget: string) =>
      storedZip({
        'xl/workbook.xml':
          '<workbook xmlns:r="rel"><workbookPr date1904="1"/><sheets><sheet name="tab" r:id="rId2"/><sheet name="other" r:id="rId1"/></sheets></workbook>',
        'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="${firstTabTarget}"/></Relationships>`,
        'xl/sharedStrings.xml':
          '<sst><si><r><t>漢</t></r><r><t>字</t></r><rPh><t>かんじ</t></rPh></si></sst>',
        'xl/styles.xml':
          '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="[Red]&quot;day&quot; yyyy/m/d"/></numFmts>' +
          '<cellStyleXfs><xf numFmtId="0"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>',
        'xl/worksheets/sheet1.xml': sheetXml('other tab'),
        'xl/worksheets/sheet2.xml': sheetXml('first tab'),
      });

    const expected = [['first tab', '1904-01-01', '', '漢字'], [], ['', '', '<ok>']];
    expect(await rowsOf(workbookWith('/xl/worksheets/sheet2.xml'))).toEqual(expected);
    expect(await rowsOf(workbookWith('../xl/worksheets/sheet2.xml'))).toEqual(expected);
  });

  it('refuses what is not a readable workbook', async () => {
    await expect(rowsOf(Buffer.from('PK\u0003\u0004broken'))).rejects.toThrow(/broken zip/);
    await expect(rowsOf(storedZip({ 'word/document.xml': '<document/>' }))).rejects.toThrow(/not a workbook/);
    const badXml = storedZip({ 'xl/workbook.xml': '<workbook><sheets>' });
    await expect(rowsOf(badXml)).rejects.toThrow();
    // A row or column past Excel's last one is a forged file, not millions of blank rows.
    const sheetWith = (row: string) =>
      storedZip({
        'xl/workbook.xml': '<workbook><sheets><sheet/></sheets></workbook>',
        'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${row}</sheetData></worksheet>`,
      });
    await expect(rowsOf(sheetWith('<row r="999999999"/>'))).rejects.toThrow(/past the sheet's end/);
    await expect(rowsOf(sheetWith('<row><c r="ZZZZ1"><v>1</v></c></row>'))).rejects.toThrow(/past/);
    // No relations, shared strings or styles (numbers only): the one worksheet, read as it is.
    expect(await rowsOf(sheetWith('<row r="2"><c r="C2"><v>1</v></c></row>'))).toEqual([[], ['', '', '1']]);
    expect(await rowsOf(sheetWith('<row><c r="XFD1"><v>1</v></c></row>'))).toEqual([
      [...Array.from({ length: 16_383 }, () => ''), '1'],
    ]);
    // An entity the file declares for itself (a path to read, or a billion laughs) is never expanded.
    const declared = storedZip({
      'xl/workbook.xml': '<!DOCTYPE w [<!ENTITY x SYSTEM "file:///etc/passwd">]><workbook>&x;</workbook>',
    });
    await expect(rowsOf(declared)).rejects.toThrow(/undefined entity/);
  });
});
