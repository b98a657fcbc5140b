import { z } from 'zod';
import type { ResourceQuery } from './resource.js';

/**
 * Export of a resource list (issue 3): `POST <basePath>/export` with the list's filters and sort
 * starts a job; its file (CSV in UTF-8 with BOM, or XLSX) appears in the download center.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Export files are kept this many days, then removed (the download center shows them as expired). */
export const EXPORT_KEEP_DAYS = 7;

/** The filters and sort of a page query (no paging), and the file format. */
export type ResourceExportBody = Omit<ResourceQuery, 'pageNum' | 'pageSize'> & { format: ExportFormat };

export const exportAnswer = z.object({ jobId: z.number().int() });

/**
 * The export body from a resource's page query: same filter parameters, sent as JSON. A JSON
 * `true`/`false` is taken like the query string's `'true'`/`'false'`.
 */
export function exportBodyOf(pageQuery: z.ZodObject): z.ZodType<ResourceExportBody> {
  const body = pageQuery
    .omit({ pageNum: true, pageSize: true })
    .extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
  const booleansAsText = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).map(([key, item]) => [key, typeof item === 'boolean' ? String(item) : item]),
        )
      : value;
  return z.preprocess(booleansAsText, body) as unknown as z.ZodType<ResourceExportBody>;
}
