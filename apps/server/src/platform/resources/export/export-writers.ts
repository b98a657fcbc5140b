import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FileStore } from '../../storage/file-store.js';
import type { Cell } from './export-cells.js';

/** Rows arrive in batches (one database round trip each); the writers never hold more than one. */
export type RowBatches = AsyncIterable<Cell[][]>;

const csvField = (cell: Cell): string => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csvLine = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** RFC 4180 CSV in UTF-8 with a byte-order mark, so Excel opens Chinese text correctly. */
async function* csvChunks(header: string[], batches: RowBatches): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const rows of batches) yield rows.map(csvLine).join('');
}

export function writeCsv(fileStore: FileStore, key: string, header: string[], batches: RowBatches) {
  return fileStore.put(key, Readable.from(csvChunks(header, batches)));
}

type PipeTarget = NodeJS.EventEmitter & {
  writableLength?: number;
  writableHighWaterMark?: number;
  _writableState?: { length: number };
};

/**
 * exceljs 4 hands a sheet's XML to the zip compressor without waiting for it (its StreamBuf
 * ignores backpressure), so a million rows would pile up in memory (~460 MB measured) ahead of
 * deflate. Waiting here until the compressor's input drains keeps the export near 150 MB. This
 * reads exceljs internals (`stream.pipes`); if they change, it does nothing and only memory suffers.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: PipeTarget[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    const limit = pipe.writableHighWaterMark ?? 16_384;
    while ((pipe.writableLength ?? pipe._writableState?.length ?? 0) > limit) await once(pipe, 'drain');
  }
}

/** One worksheet written as a stream (exceljs WorkbookWriter): rows are flushed as they are added. */
export async function writeXlsx(
  fileStore: FileStore,
  key: string,
  sheetName: string,
  header: string[],
  batches: RowBatches,
): Promise<{ size: number }> {
  const out = new PassThrough();
  const stored = fileStore.put(key, out);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
    sheet.addRow(header).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row).commit();
      // Let the compressor and the file catch up before the next batch is read.
      await zipCaughtUp(sheet);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return stored;
}
