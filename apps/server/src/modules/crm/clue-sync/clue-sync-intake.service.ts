import { crmClueSyncApi, isValidPhone, normalizePhone } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { type MessageKey, type MessageParams, translate } from '../../../platform/http/messages.js';
import { unstorableReason } from '../../../platform/intake/intake-raw.js';
import {
  type IncomingDelivery,
  openSignedIntake,
  type SignedIntake,
} from '../../../platform/intake/signed-intake.js';
import { takeDelivery } from '../../../platform/intake/take-delivery.js';
import { crmClueSyncDeliveries, crmClueSyncItems, crmClueSyncSources } from '../clue-sync.tables.js';
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

/** The key of a source's event ids in the platform's duplicate guard. */
export const CLUE_SYNC_SOURCE = 'clueSync';

/** The clue sync's signed webhook, as the platform intake reads it (platform/intake). */
export const CLUE_SYNC_INTAKE: SignedIntake<Source> = {
  windowSeconds: crmClueSyncApi.CLUE_SYNC_TIMESTAMP_WINDOW_SECONDS,
  findSource: async (db, hookKey) => {
    const [source] = await db
      .select()
      .from(crmClueSyncSources)
      .where(and(eq(crmClueSyncSources.hookKey, hookKey), isNull(crmClueSyncSources.deletedAt)));
    return source;
  },
  parseDelivery: (_source, body) => {
    const parsed = crmClueSyncApi.clueSyncDelivery.safeParse(body);
    // The body's own items array: the input guard leaves exactly its contents to each item.
    return parsed.success
      ? { eventId: parsed.data.eventId, items: (body as { items: unknown[] }).items }
      : null;
  },
  refusalKey: (refusal) => (refusal === 'disabled' ? 'clueSync.sourceDisabled' : `clueSync.${refusal}`),
  // Every request naming a known source is in its log, refused ones with their reason.
  logRefusal: async (db, source, eventId, reasonKey) => {
    await db
      .insert(crmClueSyncDeliveries)
      .values({ orgId: source.orgId, sourceId: source.id, eventId, status: 'rejected', reasonKey });
  },
};

/**
 * POST /erp/crm/clue/sync/hook/{hookKey}: read through the platform intake (404, 403, 401, 400 in
 * that order, each refusal of a known source logged). An event id seen before answers `duplicate`
 * and changes nothing, so vendor retries are safe. Every item received is logged: a clue in the
 * source's pool, or rejected with its reason (an item that is not an object or holds a NUL too).
 */
export async function receiveClueDelivery(db: Db, incoming: IncomingDelivery & { ip: string }) {
  const { source, delivery } = await openSignedIntake(db, CLUE_SYNC_INTAKE, incoming);
  const { eventId, items } = delivery;
  const key = { orgId: source.orgId, sourceKind: CLUE_SYNC_SOURCE, sourceId: source.id };
  // A delivery's clues are settled in the transaction that claims its event id: taken whole or not at all.
  const answered = await takeDelivery(db, key, eventId, 'push', async (tx) => {
    const [logged] = await tx
      .insert(crmClueSyncDeliveries)
      .values({ orgId: source.orgId, sourceId: source.id, eventId, status: 'processed' })
      .returning({ id: crmClueSyncDeliveries.id });
    const outcomes = [];
    for (const [index, item] of items.entries()) {
      const outcome = await takeItem(tx, source, logged!.id, index, item, incoming.ip);
      const reason = outcome.reasonKey
        ? translate(incoming.locale, outcome.reasonKey, outcome.reasonParams)
        : '';
      outcomes.push({ index, status: outcome.status, reason });
    }
    const accepted = outcomes.filter((item) => item.status === 'accepted').length;
    await tx
      .update(crmClueSyncDeliveries)
      .set({ acceptedCount: accepted, rejectedCount: outcomes.length - accepted })
      .where(eq(crmClueSyncDeliveries.id, logged!.id));
    return { accepted, outcomes };
  });
  if (answered === null) {
    await db
      .insert(crmClueSyncDeliveries)
      .values({ orgId: source.orgId, sourceId: source.id, eventId, status: 'duplicate' });
    return { eventId, duplicate: true, accepted: 0, rejected: 0, items: [] };
  }
  const { accepted, outcomes } = answered;
  return { eventId, duplicate: false, accepted, rejected: outcomes.length - accepted, items: outcomes };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One item: mapped, checked, and either a new clue in the source's pool or a rejection with its reason. */
async function takeItem(
  tx: Db,
  source: Source,
  deliveryId: number,
  index: number,
  item: unknown,
  ip: string,
) {
  const logItem = async (
    outcome: ItemOutcome,
    fields = { name: '', phone: '' },
    clueId: number | null = null,
  ) => {
    await tx.insert(crmClueSyncItems).values({
      orgId: source.orgId,
      deliveryId,
      itemIndex: index,
      ...outcome,
      name: fields.name.slice(0, NAME_MAX),
      phone: fields.phone,
      // JSON text writes a NUL or a lone surrogate as an escape, so any item can be kept.
      payload: (JSON.stringify(item) ?? '').slice(0, PAYLOAD_MAX),
      clueId,
    });
    return outcome;
  };
  const unstorable = unstorableReason(item);
  if (unstorable)
    return logItem({ status: 'rejected', reasonKey: unstorable.key, reasonParams: unstorable.params });
  if (!isRecord(item))
    return logItem({ status: 'rejected', reasonKey: 'clueSync.itemNotObject', reasonParams: {} });
  const fields = mapItem(item, source.fieldMapping);
  const phone = normalizePhone(fields.phone);
  const rejected = (reasonKey: MessageKey, reasonParams: MessageParams = {}) =>
    logItem({ status: 'rejected', reasonKey, reasonParams }, { name: fields.name, phone });

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
    return logItem(
      { status: 'accepted', reasonKey: '', reasonParams: {} },
      { name: fields.name, phone },
      clueId,
    );
  } catch (error) {
    if (pgErrorOf(error)?.constraint !== 'crm_clues_org_phone_key') throw error;
    const raced = await phoneHolderOf(tx, source.orgId, phone);
    return raced ? rejected(...phoneTakenMessage(raced)) : rejected('validation.phone');
  }
}
