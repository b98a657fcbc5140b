import { pgErrorOf } from './pg-error.js';

/** True when a database error (raw or wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}
