import type { Locale } from '@atrium/contract';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import { showableText } from '../http/input-guard.js';
import type { MessageKey } from '../http/messages.js';
import { bodyRefusal, openSignedDelivery } from '../webhooks/webhook-body.js';
import type { DeliveryHeaders, DeliveryRefusal } from '../webhooks/webhook-signature.js';

/** A source a sender pushes to: found by the key in its webhook URL, signing with its secret. */
export interface IntakeSource {
  id: number;
  orgId: number;
  enabled: boolean;
  secret: string;
}

/** A delivery as the module split it: the sender's event id and its items, still in the sender's shape. */
export interface IntakeDelivery {
  eventId: string;
  items: unknown[];
}

export type IntakeRefusal = DeliveryRefusal | 'disabled' | 'bodyInvalid';

/** What a module tells the platform about its signed webhook. */
export interface SignedIntake<S extends IntakeSource> {
  windowSeconds: number;
  /** The enabled-or-not source named by the URL's key; undefined for an unknown (or deleted) one. */
  findSource(db: Db, hookKey: string): Promise<S | undefined>;
  /** A body (signature checked, JSON parsed) as a delivery; null when it is not one. */
  parseDelivery(source: S, body: unknown): IntakeDelivery | null;
  /** The module's text for each refusal. */
  refusalKey(refusal: IntakeRefusal): MessageKey;
  /** Logs a refused request of a known source before it is answered; absent when nothing is logged. */
  logRefusal?(db: Db, source: S, eventId: string, reasonKey: MessageKey): Promise<void>;
}

export interface IncomingDelivery {
  hookKey: string;
  headers: DeliveryHeaders;
  /** The exact bytes the sender signed (as UTF-8 text). */
  rawBody: string;
  now: Date;
  /** The answer's texts are in this locale (logs keep keys and show any locale). */
  locale: Locale;
}

/**
 * The one way a signed intake webhook reads its delivery. Order matters: the source by its key
 * (404), enabled (403), the signature and timestamp over the exact bytes (401), and only then the
 * body (400) through the input guard every request input passes; nothing an unauthenticated
 * sender writes is parsed. The items' text is left to each item (the module logs a bad one as
 * rejected, keeping it escaped: intake-raw.ts), so one bad item does not refuse its delivery.
 */
export async function openSignedIntake<S extends IntakeSource>(
  db: Db,
  intake: SignedIntake<S>,
  incoming: IncomingDelivery,
): Promise<{ source: S; delivery: IntakeDelivery }> {
  const source = await intake.findSource(db, incoming.hookKey);
  if (!source) throw notFound();
  const refuse = async (error: AppError, eventId = ''): Promise<never> => {
    await intake.logRefusal?.(db, source, eventId, error.messageKey);
    throw error;
  };
  if (!source.enabled) return refuse(new AppError(403, intake.refusalKey('disabled')));
  const opened = openSignedDelivery(
    { secret: source.secret, now: incoming.now, windowSeconds: intake.windowSeconds },
    incoming.headers,
    incoming.rawBody,
    (value) => {
      const delivery = intake.parseDelivery(source, value);
      return delivery ? [delivery.items] : [];
    },
  );
  if (opened.refusal) return refuse(new AppError(401, intake.refusalKey(opened.refusal)));
  const { value, issues } = opened.body;
  if (issues.length > 0) return refuse(bodyRefusal(opened.body), eventIdIn(value));
  const delivery = intake.parseDelivery(source, value);
  if (!delivery) return refuse(new AppError(400, intake.refusalKey('bodyInvalid')), eventIdIn(value));
  return { source, delivery };
}

/** The event id of a body refused as a whole, when one can be read, for the log. */
function eventIdIn(value: unknown): string {
  const eventId =
    typeof value === 'object' && value !== null && Object.hasOwn(value, 'eventId')
      ? (value as { eventId: unknown }).eventId
      : undefined;
  // Logged as text: PostgreSQL text can't hold a NUL or a lone surrogate.
  return typeof eventId === 'string' ? showableText(eventId).slice(0, 100) : '';
}
