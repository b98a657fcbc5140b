import { downloadApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { call } from './harness.js';

/** Test helpers of exports: start one, wait for it in the download center, read its CSV. */

/** POSTs an export and answers its job id. */
export async function startExport(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.jobId as number;
}

/** The download center's entry of a job once it is done. */
export async function waitUntilExported(
  app: FastifyInstance,
  jobId: number,
  headers: Record<string, string>,
): Promise<downloadApi.DownloadEntry> {
  let entry: downloadApi.DownloadEntry | undefined;
  await vi.waitFor(
    async () => {
      const { body } = await call(app, downloadApi.downloadPage.answer, {
        url: `${downloadApi.downloadPage.path}?pageSize=100`,
        headers,
      });
      entry = body.data.list.find((item) => item.id === jobId);
      expect(entry?.status).toBe('done');
    },
    { timeout: 20_000, interval: 50 },
  );
  return entry!;
}

/** CSV text (after the BOM) as rows of fields; enough of RFC 4180 for these files. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

/**
 * Runs a CSV export to the end and answers the file's rows as header-keyed records, after checking
 * the download center serves it with a BOM.
 */
export async function exportCsv(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
) {
  const jobId = await startExport(app, path, headers, { ...body, format: 'csv' });
  const entry = await waitUntilExported(app, jobId, headers);
  const response = await app.inject({ url: `/erp/download/${jobId}/file`, headers });
  expect(response.statusCode).toBe(200);
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header = [], ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
  expect(entry.rows).toBe(rows.length);
  const records = rows.map((row) => Object.fromEntries(header.map((title, i) => [title, row[i] ?? ''])));
  return { entry, header, records };
}
