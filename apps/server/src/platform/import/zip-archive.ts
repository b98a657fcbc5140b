import { Readable } from 'node:stream';
import { createInflateRaw, inflateRawSync } from 'node:zlib';

/**
 * A zip file already in memory, read through its central directory. Uploads arrive whole (they are
 * size-capped), so entries are found by offset instead of streaming the archive front to back: the
 * streaming reader exceljs uses (unzipper) ends early now and then under load and loses the
 * entries after the worksheet.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused. */
  method: number;
  compressedSize: number;
  /** Where the entry's data begins in the file. */
  dataStart: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A worksheet part larger than this once inflated is refused rather than held in memory. */
const MAX_PART_BYTES = 256 * 1024 * 1024;

class BrokenZip extends Error {}

function need(condition: boolean, what: string): asserts condition {
  if (!condition) throw new BrokenZip(`broken zip: ${what}`);
}

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const last = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= last; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new BrokenZip('broken zip: no end of central directory');
}

/** The archive's entries by name. */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  need(bytes.length >= 22, 'too short');
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index++) {
    need(at + 46 <= bytes.length && bytes.readUInt32LE(at) === DIRECTORY_ENTRY, 'directory entry');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const headerAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    need((flags & 1) === 0, 'encrypted');
    need(method === 0 || method === 8, `compression method ${method}`);
    need(headerAt + 30 <= bytes.length && bytes.readUInt32LE(headerAt) === LOCAL_HEADER, 'local header');
    const dataStart = headerAt + 30 + bytes.readUInt16LE(headerAt + 26) + bytes.readUInt16LE(headerAt + 28);
    need(dataStart + compressedSize <= bytes.length, 'entry past the end');
    entries.set(name, { name, method, compressedSize, dataStart });
    at += 46 + skip;
  }
  return entries;
}

function rawData(bytes: Buffer, entry: ZipEntry): Buffer {
  return bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
}

/** A small entry's content, whole. */
export function entryBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const raw = rawData(bytes, entry);
  return entry.method === 0 ? raw : inflateRawSync(raw, { maxOutputLength: MAX_PART_BYTES });
}

/** A large entry's content as a stream of chunks, inflated as it is read. */
export function entryStream(bytes: Buffer, entry: ZipEntry): Readable {
  const raw = Readable.from([rawData(bytes, entry)]);
  return entry.method === 0 ? raw : raw.pipe(createInflateRaw());
}
