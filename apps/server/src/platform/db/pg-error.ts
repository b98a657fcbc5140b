/** What a database error says besides its message: SQLSTATE and, for a constraint, what it guards. */
export interface PgError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** E.g. `Key (parent_id)=(5) is not present in table "…"`: for our logs and field names only. */
  detail?: string;
}

/** The SQLSTATE of a database error, raw or wrapped by Drizzle (which puts the driver's error in `cause`). */
export function pgErrorOf(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const { constraint, table, column, detail } = current as Omit<PgError, 'code'>;
      return { code, constraint, table, column, detail };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Class 22 "data exception": a value the column can't hold (out of range, bad syntax, too long). */
export const isDataException = (error: unknown) => pgErrorOf(error)?.code.startsWith('22') ?? false;
