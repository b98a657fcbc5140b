import { AppError } from '../http/app-error.js';
import { type InputIssue, rawInputIssues } from '../http/input-guard.js';
import { type DeliveryHeaders, type DeliveryRefusal, deliveryRefusal } from './webhook-signature.js';

/**
 * A signed webhook's body, read only once its signature passed: parsed as JSON and walked by the
 * input guard every request input passes (input-guard.ts: too deep, NUL, lone surrogates). Raw-body
 * routes skip the guard of bindEndpoint (the signature covers the exact bytes), so this is where
 * every webhook gets it: clue sync, telephony and warehouse sync alike.
 */
export interface WebhookBody {
  /** The parsed JSON; undefined when it is not JSON. */
  value: unknown;
  /** Why the body is refused as a whole; none when it may be read. */
  issues: InputIssue[];
}

/**
 * `looseParts` names containers of the body (a delivery's items) whose text is judged item by
 * item by their owner, so one bad item does not refuse its delivery: only their depth is checked.
 */
export function readWebhookBody(
  rawBody: string,
  looseParts?: (value: unknown) => readonly unknown[],
): WebhookBody {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    return { value: undefined, issues: [{ path: [], messageKey: 'invalidJson' }] };
  }
  return { value, issues: rawInputIssues(value, new Set(looseParts?.(value) ?? [])) };
}

/** A body the guard refused, as the 400 its sender reads: the first problem, and each with its path. */
export function bodyRefusal(body: WebhookBody): AppError {
  return new AppError(
    400,
    body.issues[0]?.messageKey ?? 'badRequest',
    {},
    body.issues.map(({ path, messageKey }) => ({ path: path.join('.'), message: { key: messageKey } })),
  );
}

export type OpenedDelivery = { refusal: DeliveryRefusal } | { refusal: null; body: WebhookBody };

/**
 * The one way a webhook reads its delivery: the signature and timestamp over the exact bytes
 * first (nothing an unauthenticated sender wrote is parsed), then the body through the guard.
 */
export function openSignedDelivery(
  signing: { secret: string; windowSeconds: number; now: Date },
  headers: DeliveryHeaders,
  rawBody: string,
  looseParts?: (value: unknown) => readonly unknown[],
): OpenedDelivery {
  const refusal = deliveryRefusal(signing.secret, headers, rawBody, signing.now, signing.windowSeconds);
  if (refusal) return { refusal };
  return { refusal: null, body: readWebhookBody(rawBody, looseParts) };
}
