import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { EXPORT_FORMATS } from '../resource-export.js';
import { fileBytes } from '../resource-import.js';
import { idParams } from '../zod-kit.js';

/**
 * 下载中心 (spec §6 user menu): the caller's own export files in the current organization. A file
 * is kept EXPORT_KEEP_DAYS days after it is ready, then removed and shown as expired.
 */
export const DOWNLOAD_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled', 'expired'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

export const downloadEntry = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** What was exported: a resource's contract name (`customerSource`) or a hand-built list's exporter (`crmCustomerList`). */
  resource: z.string(),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(DOWNLOAD_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  /** Bytes, once the file is ready. */
  size: z.number().int().nullable(),
  /** Records in the file, once it is ready. */
  rows: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Why a failed export failed, in the caller's language (never the technical error); null otherwise. */
  failure: z.string().nullable(),
});
export type DownloadEntry = z.infer<typeof downloadEntry>;

export const downloadPage = defineEndpoint({
  method: 'GET',
  path: '/erp/download/page',
  access: permission('downloadCenterManage:query'),
  summary: "The caller's export files in this organization, newest first.",
  query: pageQuery,
  answer: page(downloadEntry),
});

export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/erp/download/:id/file',
  access: permission('downloadCenterManage:get'),
  summary: 'The file of a finished export (only its owner); not ready, expired or not theirs answers 404.',
  params: idParams,
  answer: fileBytes,
});

export const downloadDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/download/:id',
  access: permission('downloadCenterManage:delete'),
  summary:
    'Removes an export from the download center (cancelling it when it is still running) and deletes its file.',
  params: idParams,
  answer: z.object({ id: z.number().int() }),
});
