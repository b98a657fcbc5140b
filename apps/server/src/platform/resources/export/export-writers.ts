import { Readable } from 'node:stream';
import type { FileStore } from '../../storage/file-store.js';
import type { Cell } from './export-cells.js';
import { utf8Chunks } from './utf8-chunks.js';
import { xlsxStream } from './xlsx-stream.js';

/** Rows arrive in batches (one database round trip each); the writers never hold more than one. */
export type RowBatches = AsyncIterable<Cell[][]>;

const csvField = (cell: Cell): string => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** RFC 4180 CSV in UTF-8 with a byte-order mark, so Excel opens Chinese text correctly. */
async function* csvChunks(header: string[], batches: RowBatches): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${csvLine(header)}`);
  for await (const rows of batches) yield* utf8Chunks(rows.map(csvLine));
}

export function writeCsv(fileStore: FileStore, key: string, header: string[], batches: RowBatches) {
  // A byte stream (not object mode) queues one chunk ahead of the file, not sixteen.
  return fileStore.put(key, Readable.from(csvChunks(header, batches), { objectMode: false }));
}

/** One workbook, its worksheets filled as the batches arrive (see xlsx-stream.ts). */
export function writeXlsx(
  fileStore: FileStore,
  key: string,
  sheetName: string,
  header: string[],
  batches: RowBatches,
): Promise<{ size: number }> {
  return fileStore.put(key, Readable.from(xlsxStream(sheetName, header, batches), { objectMode: false }));
}
