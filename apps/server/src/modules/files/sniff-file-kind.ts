import { filesApi, type UploadKind } from '@atrium/contract';

const { UPLOAD_KINDS } = filesApi;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** Text: no control bytes but tab, line breaks and form feed (UTF-8 and GBK text both pass). */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** An OOXML package names its main part in the zip's directory; other zips are not allowed. */
function officeKindOf(bytes: Buffer): UploadKind | null {
  if (bytes.includes('xl/workbook.xml', 0, 'latin1')) return 'xlsx';
  if (bytes.includes('word/document.xml', 0, 'latin1')) return 'docx';
  return null;
}

/**
 * What a file really is, from its first bytes (magic numbers), among the kinds uploads allow;
 * null for anything else. Text is only recognised as a whole (csv and txt look the same).
 */
export function sniffFileKind(bytes: Buffer): UploadKind | 'text' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKindOf(bytes);
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame header: 11 set sync bits, layer III.
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return isText(bytes) ? 'text' : null;
}

const EXTENSIONS: Record<string, UploadKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  csv: 'csv',
  txt: 'txt',
  mp3: 'mp3',
  wav: 'wav',
};

export type UploadCheck =
  | { ok: true; kind: UploadKind; mime: string; extension: string }
  | { ok: false; reason: 'kindNotAllowed' }
  | { ok: false; reason: 'contentMismatch'; detected: string };

/** An upload is allowed when its name's extension is an allowed kind and its bytes are that kind. */
export function checkUpload(fileName: string, bytes: Buffer): UploadCheck {
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const claimed = EXTENSIONS[extension];
  if (!claimed) return { ok: false, reason: 'kindNotAllowed' };
  const sniffed = sniffFileKind(bytes);
  const matches = sniffed === claimed || (sniffed === 'text' && (claimed === 'csv' || claimed === 'txt'));
  if (!matches) return { ok: false, reason: 'contentMismatch', detected: describe(sniffed) };
  return { ok: true, kind: claimed, mime: UPLOAD_KINDS[claimed], extension };
}

function describe(kind: UploadKind | 'text' | null): string {
  if (kind === null) return 'application/octet-stream';
  return kind === 'text' ? 'text/plain' : UPLOAD_KINDS[kind];
}
