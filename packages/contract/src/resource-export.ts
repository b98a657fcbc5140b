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

/**
 * The export body of a hand-built list (customers, clues, opportunities…): the filters and sort
 * of its page query, sent as JSON, and the file format. `POST …/export` answers `{ jobId }`; the
 * file is limited to what the caller's list shows (organization and data scope, derived again
 * when the job runs).
 */
export function listExportBody<S extends z.ZodRawShape & { pageNum: z.ZodType; pageSize: z.ZodType }>(
  pageQuery: z.ZodObject<S>,
) {
  type Unpaged<T> = Omit<T, 'pageNum' | 'pageSize'>;
  const body = pageQuery
    // The generic shape hides that these keys exist (the constraint says they do).
    .omit({ pageNum: true, pageSize: true } as never)
    .extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
  return body as unknown as z.ZodType<
    Unpaged<z.output<z.ZodObject<S>>> & { format: ExportFormat },
    Unpaged<z.input<z.ZodObject<S>>> & { format?: ExportFormat }
  >;
}
