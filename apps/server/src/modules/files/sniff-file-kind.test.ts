import { describe, expect, it } from 'vitest';
import { checkUpload, sniffFileKind } from './sniff-file-kind.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('file kind sniffing', () => {
  it('tells each allowed kind by its first bytes', () => {
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffFileKind(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffFileKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffFileKind(bytes('ID3', [4, 0]))).toBe('mp3');
    expect(sniffFileKind(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(sniffFileKind(bytes('PK', [3, 4], '....xl/workbook.xml'))).toBe('xlsx');
    expect(sniffFileKind(bytes('PK', [3, 4], '....word/document.xml'))).toBe('docx');
    expect(sniffFileKind(bytes('PK', [3, 4], '....payload.exe'))).toBeNull();
    expect(sniffFileKind(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffFileKind(Buffer.from('名称,编码\r\n甲,A\r\n'))).toBe('text');
  });

  it('accepts an upload only when its bytes are what its extension says', () => {
    expect(checkUpload('a.JPG', bytes([0xff, 0xd8, 0xff, 0xdb]))).toMatchObject({
      ok: true,
      mime: 'image/jpeg',
    });
    expect(checkUpload('notes.txt', Buffer.from('hello'))).toMatchObject({ ok: true, mime: 'text/plain' });
    expect(checkUpload('report.xlsx', bytes('PK', [3, 4], 'word/document.xml'))).toEqual({
      ok: false,
      reason: 'contentMismatch',
      detected: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(checkUpload('page.html', Buffer.from('<html>'))).toEqual({ ok: false, reason: 'kindNotAllowed' });
    expect(checkUpload('noextension', Buffer.from('x'))).toEqual({ ok: false, reason: 'kindNotAllowed' });
  });
});
