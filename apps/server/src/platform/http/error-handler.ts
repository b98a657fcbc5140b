import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
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

/**
 * Maps every thrown error to the envelope in one place: AppError → its status and localized
 * message; Fastify's own 4xx → the same status; anything else → an opaque 500, logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope(500, locale, 'serverError'));
  });
}
