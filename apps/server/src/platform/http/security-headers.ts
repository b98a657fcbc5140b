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

/** Helmet's security headers with a CSP the built web app works under. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
}
