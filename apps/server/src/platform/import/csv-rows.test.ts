import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows.js';

const rowsOf = async (...chunks: (string | Buffer)[]) => {
  const rows: string[][] = [];
  const source = (async function* () {
    for (const chunk of chunks) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  })();
  for await (const row of csvRows(source)) rows.push(row);
  return rows;
};

describe('csv rows', () => {
  it('drops the BOM, reads quotes, escaped quotes, embedded line breaks and CRLF', async () => {
    expect(await rowsOf('\ufeffname,code\r\n"A, Inc.","x""y"\r\n"two\nlines",z\r\n')).toEqual([
      ['name', 'code'],
      ['A, Inc.', 'x"y'],
      ['two\nlines', 'z'],
    ]);
  });

  it('reads records split anywhere across chunks, LF or CR endings, no final line break', async () => {
    const text = 'a,b\n"q""uo",2\r3,"4"';
    for (let cut = 1; cut < text.length; cut++) {
      expect(await rowsOf(text.slice(0, cut), text.slice(cut))).toEqual([
        ['a', 'b'],
        ['q"uo', '2'],
        ['3', '4'],
      ]);
    }
  });

  it('keeps empty fields and blank lines (the caller decides), splits multi-byte characters safely', async () => {
    const bytes = Buffer.from('名称,,编码\n\n甲,,A\n');
    expect(await rowsOf(bytes.subarray(0, 4), bytes.subarray(4))).toEqual([
      ['名称', '', '编码'],
      [''],
      ['甲', '', 'A'],
    ]);
  });

  it('reads GB18030 files (Excel on Chinese Windows)', async () => {
    const gbk = Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x41, 0x0a]); // 名称,A
    expect(await rowsOf(gbk)).toEqual([['名称', 'A']]);
  });
});
