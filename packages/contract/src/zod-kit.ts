import { z } from 'zod';

/**
 * The building blocks of input schemas, so that every endpoint declares an id, a count, a text or
 * an optional filter the same way, within what its column can hold (PostgreSQL answers an error,
 * not a row, for a number beyond `integer` or a NUL character in text). The server's input guard
 * refuses NUL and unsafe numbers for every input as well; these give the precise rule and message.
 */

/** The range of PostgreSQL `integer` (int4) columns: ids, versions, sort orders, counts. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** Message key (server catalogue) of a text that holds the NUL character. */
export const NUL_MESSAGE_KEY = 'validation.nulCharacter';

const hasNoNul = (value: string) => !value.includes('\u0000');

/** The browser sends null/undefined as '' (spec §5); optional filters treat '' as absent. */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Text for a `text` column: any string without the NUL character (chain `.trim().max(n)`). */
export const text = z.string().refine(hasNoNul, { params: { messageKey: NUL_MESSAGE_KEY } });

/** A whole number an `integer` column holds. */
export const int32 = z.number().int().min(INT4_MIN).max(INT4_MAX);
/** A whole number a `bigint` column holds (money in fen, sizes in bytes): a safe integer. */
export const safeInt = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
/** An amount of money in fen (分), never negative. */
export const fen = safeInt.min(0);
/** A record id in a JSON body: a positive int4 (a larger number can't name a row). */
export const recordId = z.number().int().min(1).max(INT4_MAX);
/** The optimistic-concurrency version a PUT carries (an int4 column, from 1). */
export const recordVersion = z.number().int().min(1).max(INT4_MAX);

/** The query-string and path forms (always text on the wire) of the numbers above. */
export const queryInt32 = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
export const queryRecordId = z.coerce.number().int().min(1).max(INT4_MAX);

/** An optional filter or field: '' and null (spec §5) count as absent. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/**
 * A field a body may clear: the browser sends a cleared value as '' (spec §5), which means null
 * here; left out, it is absent (an update keeps what is stored).
 */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());

/** `/:id` of a record. */
export const idParams = z.object({ id: queryRecordId });
