/**
 * The one scheme every signed webhook of Atrium uses (clue sync, telephony vendors, warehouse
 * sync): `X-Atrium-Timestamp` (Unix seconds) and `X-Atrium-Signature: sha256=<hex HMAC-SHA256 of
 * "{timestamp}.{raw body}">` with the sender's secret; a timestamp further than the window from the
 * server's clock is refused. The server side is `platform/webhooks/webhook-signature.ts`.
 */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-atrium-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-atrium-signature';
export const WEBHOOK_TIMESTAMP_WINDOW_SECONDS = 300;
