import { type CallWebhookSourceRow, callSwitchApi } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/http/app-error.js';
import { safeParseLocalized } from '../../../platform/http/parse-input.js';
import type { Member } from '../../../platform/http/request-context.js';
import { bodyRefusal, openSignedDelivery } from '../../../platform/webhooks/webhook-body.js';
import { type DeliveryHeaders, newHookKey, newSecret } from '../../../platform/webhooks/webhook-signature.js';
import { callWebhookEventIds, callWebhookSources } from '../call-webhook.tables.js';
import type { CallGateway } from './call-events.service.js';
import { tinetAdapter } from './tinet-adapter.js';

/**
 * The vendor webhook (docs/telephony.md), in the clue sync webhook's order: the source by its key
 * (404), the signature and timestamp over the raw body (401), only then the body (400). An event
 * id seen before answers `duplicate` and changes nothing, so vendor retries are safe; the events
 * it stands for go through the same gateway as the built-in switch's.
 */

export interface IncomingCallDelivery {
  sourceKey: string;
  headers: DeliveryHeaders;
  /** The exact bytes the vendor signed (as UTF-8 text). */
  rawBody: string;
  now: Date;
}

export async function receiveCallDelivery(db: Db, gateway: CallGateway, incoming: IncomingCallDelivery) {
  const [source] = await db
    .select()
    .from(callWebhookSources)
    .where(eq(callWebhookSources.sourceKey, incoming.sourceKey));
  if (!source) throw notFound();
  if (!source.enabled) throw new AppError(403, 'callWebhook.sourceDisabled');
  const opened = openSignedDelivery(
    {
      secret: source.secret,
      now: incoming.now,
      windowSeconds: callSwitchApi.CALL_WEBHOOK_TIMESTAMP_WINDOW_SECONDS,
    },
    incoming.headers,
    incoming.rawBody,
  );
  // The same texts as the clue sync webhook's refusals.
  if (opened.refusal) throw new AppError(401, `clueSync.${opened.refusal}`);
  if (opened.body.issues.length > 0) throw bodyRefusal(opened.body);
  const event = safeParseLocalized(callSwitchApi.callWebhookEvent, opened.body.value, 'en');
  if (!event.success) throw new AppError(400, 'callWebhook.bodyInvalid');
  const parsed = event.data;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(callWebhookEventIds)
      .values({ sourceId: source.id, eventId: parsed.eventId })
      .onConflictDoNothing()
      .returning();
    if (!fresh) {
      const [seen] = await tx
        .select({ callRecordId: callWebhookEventIds.callRecordId })
        .from(callWebhookEventIds)
        .where(
          and(eq(callWebhookEventIds.sourceId, source.id), eq(callWebhookEventIds.eventId, parsed.eventId)),
        );
      return { eventId: parsed.eventId, duplicate: true, callRecordId: seen?.callRecordId ?? null };
    }
    const origin = { orgId: source.orgId, source: tinetAdapter.source };
    let callRecordId: number | null = null;
    for (const event of tinetAdapter.eventsOf(parsed)) {
      callRecordId = (await gateway.apply(origin, event, tx)).callRecordId ?? callRecordId;
    }
    await tx
      .update(callWebhookEventIds)
      .set({ callRecordId })
      .where(
        and(eq(callWebhookEventIds.sourceId, source.id), eq(callWebhookEventIds.eventId, parsed.eventId)),
      );
    return { eventId: parsed.eventId, duplicate: false, callRecordId };
  });
}

type SourceRecord = typeof callWebhookSources.$inferSelect;
const HOOK_PATH_PREFIX = '/erp/call/webhook/';

const toRow = (source: SourceRecord): CallWebhookSourceRow => ({
  id: source.id,
  vendor: source.vendor,
  enabled: source.enabled,
  hookPath: `${HOOK_PATH_PREFIX}${source.sourceKey}`,
  secretHint: `…${source.secret.slice(-4)}`,
  createdAt: source.createdAt.toISOString(),
});

/** GET /erp/call/vendor/source/list. */
export async function listWebhookSources(db: Db, orgId: number): Promise<CallWebhookSourceRow[]> {
  const rows = await db
    .select()
    .from(callWebhookSources)
    .where(eq(callWebhookSources.orgId, orgId))
    .orderBy(asc(callWebhookSources.id));
  return rows.map(toRow);
}

/** POST /erp/call/vendor/source: a new source with a random URL key and secret (answered once). */
export async function createWebhookSource(db: Db, member: Member, ip: string, vendor: string) {
  return db.transaction(async (tx) => {
    const [source] = (await tx
      .insert(callWebhookSources)
      .values({ orgId: member.orgId, vendor, sourceKey: newHookKey(), secret: newSecret() })
      .returning()) as [SourceRecord];
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      ip,
      action: 'create',
      entity: 'callWebhookSource',
      entityId: source.id,
      after: { vendor },
    });
    return { ...toRow(source), secret: source.secret };
  });
}

/** POST /erp/call/vendor/source/:id/secret: a new secret at once (the old one stops working). */
export async function rotateWebhookSecret(db: Db, member: Member, ip: string, id: number) {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .update(callWebhookSources)
      .set({ secret: newSecret(), updatedAt: new Date() })
      .where(and(eq(callWebhookSources.orgId, member.orgId), eq(callWebhookSources.id, id)))
      .returning();
    if (!source) throw notFound();
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      ip,
      action: 'update',
      entity: 'callWebhookSource',
      entityId: source.id,
      after: { secretRotated: true },
    });
    return { ...toRow(source), secret: source.secret };
  });
}
