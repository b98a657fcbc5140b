import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../http/envelope.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const isApiPath = (url: string) => url === '/erp' || url.startsWith('/erp/') || url.startsWith('/erp?');
/** A built file's path: a miss there is a file gone with a deploy, not a page of the app. */
const isAssetPath = (url: string) => url.startsWith('/assets/');

/**
 * Serves the built web app (when there is one) and answers everything unmatched: unknown /erp
 * routes and missing /assets files get a 404 envelope; any other GET that is not a file gets
 * index.html (the browser router takes it from there). Vite's hashed files under /assets never change, so they cache for a year;
 * index.html must be revalidated so a deploy is picked up.
 */
export async function installWebAndFallback(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (webDist && wantsPage && !isApiPath(request.url) && !isAssetPath(request.url)) {
      return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    }
    // A page open since before a deploy asks for a chunk that is gone: a 404 (which its chunk
    // loader reports) rather than index.html served as JavaScript; and no cache keeps the miss.
    if (isAssetPath(request.url)) reply.header('Cache-Control', 'no-store');
    return reply.status(404).send(errorEnvelope(404, request.locale, 'notFound'));
  });
}
