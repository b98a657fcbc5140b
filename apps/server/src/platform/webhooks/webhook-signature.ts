import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhooks (clue sync, telephony vendors): `sha256=` and the hex HMAC-SHA256 of
 * `{timestamp}.{raw body}` with the sender's secret. Signing the timestamp with the body means a
 * captured request can't be re-sent with a fresh timestamp; the window bounds how long a captured
 * request stays usable at all, and each webhook's event-id table covers repeats inside the window.
 */
export function signDelivery(secret: string, timestamp: number | string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export interface DeliveryHeaders {
  timestamp: string | undefined;
  signature: string | undefined;
}

export type DeliveryRefusal = 'signatureMissing' | 'timestampOutsideWindow' | 'signatureInvalid';

/** Why a delivery is refused before its body is trusted, or null when it is authentic and fresh. */
export function deliveryRefusal(
  secret: string,
  headers: DeliveryHeaders,
  rawBody: string,
  now: Date,
  windowSeconds: number,
): DeliveryRefusal | null {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return 'signatureMissing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'timestampOutsideWindow';
  const skewSeconds = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (skewSeconds > windowSeconds) return 'timestampOutsideWindow';
  const expected = Buffer.from(signDelivery(secret, timestamp, rawBody));
  const given = Buffer.from(signature.trim().toLowerCase());
  // timingSafeEqual: comparing byte by byte with early exit would leak the right prefix.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signatureInvalid';
  return null;
}

/** The value of a header Fastify may have given as a list. */
export const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** A new webhook secret (256 bits) and URL key (144 bits), URL-safe. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
export const newHookKey = () => randomBytes(18).toString('base64url');
