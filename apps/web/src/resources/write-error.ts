import type { TFunction } from 'i18next';
import { ApiError } from '../platform/api/api-error';

export const HTTP_CONFLICT = 409;

/** What to tell the user about a failed write: a stale version gets the clear conflict text. */
export function writeErrorText(error: unknown, t: TFunction<'resources'>): string {
  if (error instanceof ApiError && error.httpStatus === HTTP_CONFLICT) return t('conflict.message');
  return error instanceof Error ? error.message : String(error);
}
