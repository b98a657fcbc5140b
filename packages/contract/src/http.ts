import { z } from 'zod';
import { emptyToUndefined, queryRecordId } from './zod-kit.js';

/** Body codes of the envelope. 200 is success; the others mirror the HTTP status the server sets. */
export const BodyCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type BodyCode = (typeof BodyCode)[keyof typeof BodyCode];

/** Every answer is `{code, msg, data}`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };

/** A field-level validation error: `path` is the dotted field path. */
export const fieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const errorData = z.object({ fieldErrors: z.array(fieldError).optional() }).nullable();

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 500;

/** Paging query: pageNum from 1, pageSize default 10, capped. '' counts as absent (spec §5). */
export const pageQuery = z.object({
  pageNum: z.preprocess(emptyToUndefined, queryRecordId.default(1)),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  ),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    /** False when `total` is the planner's estimate (lists past PAGE_TOTAL_EXACT_LIMIT records). */
    totalExact: z.boolean().optional(),
  });

/** Totals are counted exactly up to this many records and estimated above. */
export const PAGE_TOTAL_EXACT_LIMIT = 10_000;

/**
 * A list searched by "contains" counts exactly only this many: each match counted is a row read
 * past any index (a term in 10 % of 200,000 product names took 28 ms to count to 10,001).
 */
export const PAGE_TOTAL_SEARCH_EXACT_LIMIT = 1_000;
