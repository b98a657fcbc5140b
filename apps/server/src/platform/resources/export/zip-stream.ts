import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import { BUSINESS_UTC_OFFSET_MS } from '@atrium/contract';

/** One file of a ZIP archive: its path inside the archive and its bytes, produced as they come. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<Buffer>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: sizes and CRC follow the data (unknown while streaming); bit 11: names are UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;
const MAX_32 = 0xffffffff;

export class ZipTooLargeError extends Error {
  override name = 'ZipTooLargeError';
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, deflate, no ZIP64) written as a stream: each entry's data is
 * compressed as it arrives and followed by a data descriptor, and the central directory comes
 * last, so nothing is held in memory beyond the compressor's window. Entries and the archive must
 * stay under 4 GiB (ZipTooLargeError otherwise).
 */
export async function* zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  now: Date = new Date(),
): AsyncGenerator<Buffer> {
  const { time, date } = dosDateTime(now);
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    // CRC and sizes are zero here: the data descriptor after the data carries them.
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    writeEntryFields(header, 4, { name, crc: 0, compressed: 0, size: 0 }, time, date);
    const start = offset;
    yield Buffer.concat([header, name]);
    offset += header.length + name.length;

    const counted = { crc: 0, size: 0 };
    const deflated = pipeline(
      Readable.from(measured(entry.content, counted), { objectMode: false }),
      createDeflateRaw(),
      () => undefined, // errors reach the loop below through the destroyed stream
    );
    let compressed = 0;
    for await (const part of deflated as AsyncIterable<Buffer>) {
      compressed += part.length;
      yield part;
    }
    offset += compressed;
    if (counted.size > MAX_32 || compressed > MAX_32 || offset > MAX_32) {
      throw new ZipTooLargeError(`${entry.name} makes the archive larger than 4 GiB`);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(counted.crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(counted.size, 12);
    yield descriptor;
    offset += descriptor.length;
    written.push({ name, crc: counted.crc, compressed, size: counted.size, offset: start });
  }

  const directoryStart = offset;
  for (const entry of written) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4); // made by
    writeEntryFields(header, 6, entry, time, date);
    header.writeUInt32LE(entry.offset, 42);
    yield Buffer.concat([header, entry.name]);
    offset += header.length + entry.name.length;
  }
  if (offset > MAX_32 || written.length > 0xffff) throw new ZipTooLargeError('The archive is too large');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - directoryStart, 12);
  end.writeUInt32LE(directoryStart, 16);
  yield end;
}

/**
 * The fields a local header (at 4) and a central directory header (at 6) share, in the same order:
 * version needed, flags, method, time, date, CRC-32, sizes and the name's length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: Omit<Written, 'offset'>,
  time: number,
  date: number,
): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(FLAGS, at + 2);
  header.writeUInt16LE(DEFLATE, at + 4);
  header.writeUInt16LE(time, at + 6);
  header.writeUInt16LE(date, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressed, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.name.length, at + 22);
}

/** Passes the chunks on, keeping their CRC-32 and length for the data descriptor. */
async function* measured(content: AsyncIterable<Buffer>, counted: { crc: number; size: number }) {
  for await (const chunk of content) {
    counted.crc = crc32(chunk, counted.crc);
    counted.size += chunk.length;
    yield chunk;
  }
}

/**
 * MS-DOS date and time fields (a wall time, 2-second resolution), as ZIP headers carry them: the
 * business clock's, as every time in an export reads, not the server machine's zone.
 */
function dosDateTime(now: Date): { time: number; date: number } {
  const office = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MS);
  return {
    time:
      (office.getUTCHours() << 11) | (office.getUTCMinutes() << 5) | Math.floor(office.getUTCSeconds() / 2),
    date: ((office.getUTCFullYear() - 1980) << 9) | ((office.getUTCMonth() + 1) << 5) | office.getUTCDate(),
  };
}
