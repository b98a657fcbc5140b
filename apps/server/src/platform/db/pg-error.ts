/** The SQLSTATE of a database error, raw or wrapped by Drizzle (which puts the driver's error in `cause`). */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: (current as { constraint?: string }).constraint };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Class 22 "data exception": a value the column can't hold (out of range, bad syntax, too long). */
export const isDataException = (error: unknown) => pgErrorOf(error)?.code.startsWith('22') ?? false;
