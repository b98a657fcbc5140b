import type { MessageKey, MessageParams } from './messages.js';

/** A field error before localization: the message is a catalogue key or an already-localized text. */
export interface PendingFieldError {
  path: string;
  message: { key: MessageKey; params?: MessageParams } | { text: string };
}

/**
 * An error the caller is meant to see: HTTP status (= body code), a catalogue message and
 * optional field errors. Everything else that is thrown becomes a logged, opaque 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 426 | 429,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly fieldErrors?: PendingFieldError[],
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized');
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);

/** A 400 pointing at one field, e.g. a duplicate username. */
export function fieldError(path: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError(400, key, params, [{ path, message: { key, params } }]);
}
