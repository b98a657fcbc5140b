import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    // antd (cssinjs) writes inline <style> elements; scripts stay same-origin only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // Call recordings: our stored files play from blob: URLs, a telephony vendor's from its https host.
    mediaSrc: ["'self'", 'blob:', 'https:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    // Helmet adds this by default; on a plain-HTTP intranet install it would break every asset.
    upgradeInsecureRequests: null,
  },
};

/** Helmet's default: a year, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's security headers with a CSP the built web app works under. HSTS only on answers that
 * travel over HTTPS (`request.protocol`: the socket's, or X-Forwarded-Proto when ATRIUM_TRUST_PROXY
 * trusts the proxy): a plain-HTTP intranet install must not claim HTTPS, and a header anyone can
 * forge must not decide it.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
