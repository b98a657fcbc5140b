import type { Readable } from 'node:stream';
import type { Endpoint } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { docsSchema, type EndpointContext, endpointContext } from './bind-endpoint.js';

/** A file to send: its bytes, its type (decided by us, never by the client) and the name to save as. */
export interface FileAnswer {
  body: Readable | Buffer;
  contentType: string;
  fileName: string;
  size?: number;
  /** Shown in the browser (images) instead of saved; everything else is an attachment. */
  inline?: boolean;
}

/** `attachment; filename="a.csv"; filename*=UTF-8''…` (RFC 6266): ASCII fallback plus the real name. */
export function contentDisposition(fileName: string, inline = false): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Like bindEndpoint (contract path, method, access, localized input parsing) for endpoints that
 * answer a file instead of the JSON envelope. Errors still answer the envelope.
 */
export function bindDownload<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: EndpointContext<E>) => Promise<FileAnswer>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema: docsSchema(endpoint),
    handler: async (request, reply) => {
      const file = await handler(endpointContext(endpoint, request, reply));
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file.fileName, file.inline))
        // Stored files never change under their id, but who may read them does (sign-out, a role
        // taken away, a shared computer): no cache, the browser's included, keeps a copy.
        .header('cache-control', 'private, no-store');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  });
}
