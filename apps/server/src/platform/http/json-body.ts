import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by bindEndpoint's `rawBody` option. */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    /** The JSON body as received, on routes bound with `rawBody` (signed webhooks). */
    rawBody?: string;
  }
}

/**
 * Fastify's JSON parser (prototype-poisoning safe), except that an empty body counts as no body:
 * browsers and HTTP clients send `Content-Type: application/json` on bodiless POSTs (logout).
 * Malformed JSON still ends as a 400 through the error handler. Routes bound with `rawBody`
 * get the text unparsed, since a signature is checked over the exact bytes before any parsing;
 * they read it through `platform/webhooks/webhook-body.ts`, which applies the input guard then.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (request.routeOptions.config.rawBody) {
      request.rawBody = text;
      return done(null, undefined);
    }
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
