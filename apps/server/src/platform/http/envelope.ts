import type { Envelope, FieldError, Locale } from '@atrium/contract';
import { type MessageKey, type MessageParams, translate } from './messages.js';

export function okEnvelope<T>(data: T, locale: Locale, message: MessageKey = 'success'): Envelope<T> {
  return { code: 200, msg: translate(locale, message), data };
}

export function errorEnvelope(
  code: number,
  locale: Locale,
  key: MessageKey,
  params?: MessageParams,
  fieldErrors?: FieldError[],
): Envelope<{ fieldErrors: FieldError[] } | null> {
  return { code, msg: translate(locale, key, params), data: fieldErrors ? { fieldErrors } : null };
}
