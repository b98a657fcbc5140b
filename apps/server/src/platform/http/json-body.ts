import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (prototype-poisoning safe), except that an empty body counts as no body:
 * browsers and HTTP clients send `Content-Type: application/json` on bodiless POSTs (logout).
 * Malformed JSON still ends as a 400 through the error handler.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
