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

/**
 * SQLSTATEs that say the database is going away or not there yet, not that the query was wrong:
 * 57P01 admin_shutdown (a restart, or pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (still starting), and class 08 connection exceptions.
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|08...)$/;
/** Socket errors node-postgres passes on when the server is down or the connection dropped. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/**
 * node-postgres's own texts for a connection lost mid-query ("Connection terminated
 * unexpectedly"), one it won't use any more ("Client has encountered a connection error and is
 * not queryable") and a connect timeout: these errors carry no code at all.
 */
const UNAVAILABLE_DRIVER_TEXT =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Whether the query failed because the database was unavailable (restarting, unreachable, the
 * connection cut), so the same request may well succeed in a moment. Looks through Drizzle's
 * wrapping `cause` chain as pgErrorOf does.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_DRIVER_TEXT.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
