import { z } from 'zod';
import { emptyToUndefined } from './zod-kit.js';

/**
 * Import of a resource from a CSV or XLSX file (issue 3). A dry run only checks; `allOrNothing`
 * writes nothing when any row is bad; `goodRowsOnly` writes the good rows and reports the rest.
 * Rows are matched by the resource's first unique field (e.g. `code`): a match updates that record,
 * so importing the same file again changes nothing.
 */
export const IMPORT_MODES = ['dryRun', 'allOrNothing', 'goodRowsOnly'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The largest import file the server takes (bytes). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows one import takes. */
export const IMPORT_MAX_ROWS = 200_000;
/** The report lists at most this many bad rows (the counts stay exact). */
export const IMPORT_REPORT_MAX_ERRORS = 5_000;

export const importTemplateQuery = z.object({
  format: z.preprocess(emptyToUndefined, z.enum(IMPORT_FORMATS).default('csv')),
});

export const importQuery = z.object({
  mode: z.preprocess(emptyToUndefined, z.enum(IMPORT_MODES).default('dryRun')),
});

/** One reason a row can't be imported: `row` counts file lines, the header being row 1. */
export const importRowError = z.object({
  row: z.number().int(),
  /** The field at fault, or absent for a row-level problem. */
  field: z.string().optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importReport = z.object({
  mode: z.enum(IMPORT_MODES),
  fileName: z.string(),
  sha256: z.string(),
  /** Data rows read (blank lines skipped). */
  total: z.number().int(),
  good: z.number().int(),
  bad: z.number().int(),
  /** What was written (a dry run: what would be). */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** True when rows were written. */
  committed: z.boolean(),
  errors: z.array(importRowError),
  /** More bad rows than `errors` lists. */
  errorsTruncated: z.boolean(),
});
export type ImportReport = z.infer<typeof importReport>;

/** Answer schema of endpoints that send file bytes instead of the JSON envelope. */
export const fileBytes = z.unknown().describe('the file itself (not a JSON envelope)');
