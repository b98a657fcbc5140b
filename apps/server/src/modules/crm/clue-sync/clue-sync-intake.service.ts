import { crmClueSyncApi, isValidPhone, type Locale, normalizePhone } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { AppError, notFound } from '../../../platform/http/app-error.js';
import { showableText } from '../../../platform/http/input-guard.js';
import { type MessageKey, type MessageParams, translate } from '../../../platform/http/messages.js';
import { safeParseLocalized } from '../../../platform/http/parse-input.js';
import { openSignedDelivery } from '../../../platform/webhooks/webhook-body.js';
import type { DeliveryHeaders } from '../../../platform/webhooks/webhook-signature.js';
import {
  crmClueSyncDeliveries,
  crmClueSyncEventIds,
  crmClueSyncItems,
  crmClueSyncSources,
} from '../clue-sync.tables.js';
import { crmClues } from '../clues.tables.js';
import { phoneHolderOf, phoneTakenMessage } from '../phone-holders.js';
import { mapItem } from './field-mapping.js';

type Source = typeof crmClueSyncSources.$inferSelect;
type ItemOutcome = {
  status: 'accepted' | 'rejected';
  reasonKey: MessageKey | '';
  reasonParams: MessageParams;
};

const NAME_MAX = 100;
const COMPANY_MAX = 100;
const PAYLOAD_MAX = 2000;

export interface IncomingDelivery {
  hookKey: string;
  headers: DeliveryHeaders;
  /** The exact bytes the vendor signed (as UTF-8 text). */
  rawBody: string;
  now: Date;
  ip: string;
  /** The item reasons of the answer are in this locale (the log keeps keys and shows any locale). */
  locale: Locale;
}

/**
 * POST /erp/crm/clue/sync/hook/{hookKey}. Order matters: the source by its key (404 unknown), the
 * signature and timestamp over the raw body (401), only then the body (400) — so nothing an
 * unauthenticated sender writes is parsed, and every refusal of a known source is in its log.
 * An event id seen before answers `duplicate` and changes nothing, so vendor retries are safe.
 */
export async function receiveClueDelivery(db: Db, incoming: IncomingDelivery) {
  const [source] = await db
    .select()
    .from(crmClueSyncSources)
    .where(and(eq(crmClueSyncSources.hookKey, incoming.hookKey), isNull(crmClueSyncSources.deletedAt)));
  if (!source) throw notFound();
  if (!source.enabled) await refuse(db, source, '', 'clueSync.sourceDisabled', 403);
  const opened = openSignedDelivery(
    {
      secret: source.secret,
      now: incoming.now,
      windowSeconds: crmClueSyncApi.CLUE_SYNC_TIMESTAMP_WINDOW_SECONDS,
    },
    incoming.headers,
    incoming.rawBody,
  );
  if (opened.refusal) return refuse(db, source, '', `clueSync.${opened.refusal}`, 401);
  const { value, issues } = opened.body;
  // Too deep, a NUL or a lone surrogate: refused with the guard's reason, like any request input.
  if (issues.length > 0) await refuse(db, source, eventIdIn(value), issues[0]!.messageKey, 400);
  const delivery = safeParseLocalized(crmClueSyncApi.clueSyncDelivery, value, incoming.locale);
  if (!delivery.success) await refuse(db, source, eventIdIn(value), 'clueSync.bodyInvalid', 400);
  const { eventId, items } = delivery.data!;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(crmClueSyncEventIds)
      .values({ sourceId: source.id, eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh) {
      await tx
        .insert(crmClueSyncDeliveries)
        .values({ orgId: source.orgId, sourceId: source.id, eventId, status: 'duplicate' });
      return { eventId, duplicate: true, accepted: 0, rejected: 0, items: [] };
    }
    const [logged] = await tx
      .insert(crmClueSyncDeliveries)
      .values({ orgId: source.orgId, sourceId: source.id, eventId, status: 'processed' })
      .returning({ id: crmClueSyncDeliveries.id });
    const answered = [];
    for (const [index, item] of items.entries()) {
      const outcome = await takeItem(tx, source, logged!.id, index, item, incoming.ip);
      const reason = outcome.reasonKey
        ? translate(incoming.locale, outcome.reasonKey, outcome.reasonParams)
        : '';
      answered.push({ index, status: outcome.status, reason });
    }
    const accepted = answered.filter((item) => item.status === 'accepted').length;
    await tx
      .update(crmClueSyncDeliveries)
      .set({ acceptedCount: accepted, rejectedCount: answered.length - accepted })
      .where(eq(crmClueSyncDeliveries.id, logged!.id));
    return { eventId, duplicate: false, accepted, rejected: answered.length - accepted, items: answered };
  });
}

/** The event id of a body that failed the schema, when one can be read, for the log. */
function eventIdIn(value: unknown): string {
  const eventId = isRecord(value) ? value.eventId : undefined;
  // The refusal is logged with this id: PostgreSQL text can't hold a NUL or a lone surrogate.
  return typeof eventId === 'string' ? showableText(eventId).slice(0, 100) : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Logs a delivery refused as a whole, then throws the refusal. */
async function refuse(
  db: Db,
  source: Source,
  eventId: string,
  reasonKey: MessageKey,
  status: 400 | 401 | 403,
): Promise<never> {
  await db
    .insert(crmClueSyncDeliveries)
    .values({ orgId: source.orgId, sourceId: source.id, eventId, status: 'rejected', reasonKey });
  throw new AppError(status, reasonKey);
}

/** One item: mapped, checked, and either a new clue in the source's pool or a rejection with its reason. */
async function takeItem(
  tx: Db,
  source: Source,
  deliveryId: number,
  index: number,
  item: Record<string, unknown>,
  ip: string,
) {
  const fields = mapItem(item, source.fieldMapping);
  const phone = normalizePhone(fields.phone);
  const logItem = async (outcome: ItemOutcome, clueId: number | null = null) => {
    await tx.insert(crmClueSyncItems).values({
      orgId: source.orgId,
      deliveryId,
      itemIndex: index,
      ...outcome,
      name: fields.name.slice(0, NAME_MAX),
      phone,
      payload: JSON.stringify(item).slice(0, PAYLOAD_MAX),
      clueId,
    });
    return outcome;
  };
  const rejected = (reasonKey: MessageKey, reasonParams: MessageParams = {}) =>
    logItem({ status: 'rejected', reasonKey, reasonParams });

  if (fields.name === '') return rejected('clueSync.nameMissing');
  if (fields.name.length > NAME_MAX) return rejected('clueSync.nameTooLong', { max: NAME_MAX });
  if (phone === '' || !isValidPhone(phone, 2)) return rejected('validation.phone');
  const holder = await phoneHolderOf(tx, source.orgId, phone);
  if (holder) return rejected(...phoneTakenMessage(holder));
  try {
    // A savepoint: a clue created meanwhile by someone else trips the open-phone unique index,
    // which must reject this item only, not abort the whole delivery.
    const clueId = await tx.transaction(async (savepoint) => {
      const [clue] = await savepoint
        .insert(crmClues)
        .values({
          orgId: source.orgId,
          poolId: source.poolId,
          name: fields.name,
          company: fields.company.slice(0, COMPANY_MAX),
          phone,
          source: source.sourceCode,
        })
        .returning({ id: crmClues.id });
      await recordAudit(savepoint, {
        orgId: source.orgId,
        userId: null,
        ip,
        action: 'create',
        entity: 'clue',
        entityId: clue!.id,
        after: { ...fields, phone, poolId: source.poolId, clueSyncSourceId: source.id },
      });
      return clue!.id;
    });
    return logItem({ status: 'accepted', reasonKey: '', reasonParams: {} }, clueId);
  } catch (error) {
    if (pgErrorOf(error)?.constraint !== 'crm_clues_org_phone_key') throw error;
    const raced = await phoneHolderOf(tx, source.orgId, phone);
    return raced ? rejected(...phoneTakenMessage(raced)) : rejected('validation.phone');
  }
}
