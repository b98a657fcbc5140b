import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable, isDataException } from '../db/pg-error.js';
import { AppError } from './app-error.js';
import { constraintRefusalOf } from './constraint-error.js';
import { errorEnvelope } from './envelope.js';
import { type MessageKey, translate } from './messages.js';

/** Messages for the 4xx errors Fastify and its plugins raise themselves (bad JSON, sizes, types). */
function messageForClientError(error: FastifyError, status: number): MessageKey {
  if (status === 413) return 'payloadTooLarge';
  if (status === 415) return 'unsupportedMediaType';
  if (status === 429) return 'tooManyRequests';
  if (status === 404) return 'notFound';
  if (error instanceof SyntaxError || error.code?.includes('JSON')) return 'invalidJson';
  return 'badRequest';
}

/** Seconds a caller should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * Maps every thrown error to the envelope in one place: AppError → its status and localized
 * message; Fastify's own 4xx → the same status; a value or constraint the database refused → 400;
 * the database unavailable (restarting, connection cut) → 503 with Retry-After; anything else → an
 * opaque 500, logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      // A refusal with a cause (a parser's error behind "unreadable file") leaves a trace for us.
      if (error.cause !== undefined) request.log.warn({ err: error.cause }, `refused: ${error.messageKey}`);
      const fieldErrors = error.fieldErrors?.map(({ path, message }) => ({
        path,
        message: 'text' in message ? message.text : translate(locale, message.key, message.params),
      }));
      return reply
        .status(error.status)
        .send(errorEnvelope(error.status, locale, error.messageKey, error.params, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = messageForClientError(error, status);
      return reply.status(status).send(errorEnvelope(status, locale, key));
    }
    // The last line behind the input guard and the contract's ranges: a value PostgreSQL refuses
    // (class 22, e.g. beyond an int4 column) is the caller's bad input, rolled back with the work.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(errorEnvelope(400, locale, 'badRequest'));
    }
    // A constraint (not null, check, foreign key, unique) no rule of ours caught: a 400 on the field.
    const refusal = constraintRefusalOf(error);
    if (refusal) {
      request.log.warn({ err: error }, 'input refused by a database constraint');
      const fieldErrors = refusal.fieldErrors.map(({ path }) => ({
        path,
        message: translate(locale, refusal.messageKey),
      }));
      const key = fieldErrors.length > 0 ? refusal.messageKey : 'badRequest';
      return reply
        .status(400)
        .send(errorEnvelope(400, locale, key, {}, fieldErrors.length ? fieldErrors : undefined));
    }
    // A restart or a cut connection: the transaction was rolled back, so retrying is safe.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorEnvelope(503, locale, 'serviceUnavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope(500, locale, 'serverError'));
  });
}
