import type { FastifyInstance } from 'fastify';
import { filesOfOrganization } from '../../modules/files/attached-files.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { AppError, fieldError } from '../http/app-error.js';
import { bindEndpoint } from '../http/bind-endpoint.js';
import type { Member } from '../http/request-context.js';
import {
  readTimeline,
  type TimelineEntryInput,
  timelineEntryById,
  writeTimelineEntries,
} from './timeline-entries.js';
import type { TimelineKind } from './timeline-kinds.js';

interface Context {
  app: FastifyInstance;
  db: Db;
}

/**
 * Binds every registered kind's timeline endpoints (`GET {basePath}/:id/timeline`, `POST …/comment`,
 * `…/attachment`, `…/link`): each first asks the kind whether the caller may see the record (its
 * detail's 404 otherwise), then reads, or appends with its audit entry in one transaction. A link
 * is written on both records' timelines, the other record checked the same way (one the caller may
 * not see is a 400 on `id`, like a reference that does not exist).
 */
export function installTimelines(app: FastifyInstance, db: Db, kinds: readonly TimelineKind[]): void {
  const byKind = new Map<string, TimelineKind>();
  for (const kind of kinds) {
    if (byKind.has(kind.declaration.kind)) throw new Error(`Two timelines of ${kind.declaration.kind}`);
    byKind.set(kind.declaration.kind, kind);
  }
  for (const kind of kinds) bindKind({ app, db }, kind, byKind);
}

/** Appends the entries in one transaction, audits the first (the caller's record's) and answers it. */
function append(db: Db, member: Member, entries: TimelineEntryInput[]) {
  return db.transaction(async (tx) => {
    const [id] = await writeTimelineEntries(tx, entries);
    const first = entries[0]!;
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      action: 'create',
      entity: 'timelineEntry',
      entityId: id!,
      after: { recordKind: first.recordKind, recordId: first.recordId, type: first.type },
    });
    return timelineEntryById(tx, member.orgId, id!);
  });
}

function bindKind(context: Context, kind: TimelineKind, byKind: ReadonlyMap<string, TimelineKind>) {
  const { app, db } = context;
  const { endpoints } = kind.declaration;
  const recordKind = kind.declaration.kind;
  const entryOf = (member: Member, id: number) => ({
    orgId: member.orgId,
    recordKind,
    recordId: id,
    authorUserId: member.userId,
  });

  bindEndpoint(app, endpoints.page, async ({ member, params, query }) => {
    await kind.visible(context, member, params.id);
    return readTimeline(db, member.orgId, recordKind, params.id, query);
  });

  bindEndpoint(app, endpoints.comment, async ({ member, params, body }) => {
    await kind.visible(context, member, params.id);
    return append(db, member, [{ ...entryOf(member, params.id), type: 'comment', body: body.content }]);
  });

  bindEndpoint(app, endpoints.attachment, async ({ member, params, body }) => {
    await kind.visible(context, member, params.id);
    const fileIds = await filesOfOrganization(db, member.orgId, body.fileIds);
    if (!fileIds) throw fieldError('fileIds', 'timeline.attachmentMissing');
    return append(db, member, [
      { ...entryOf(member, params.id), type: 'attachment', body: body.content, fileIds },
    ]);
  });

  bindEndpoint(app, endpoints.link, async ({ member, params, body }) => {
    const here = await kind.visible(context, member, params.id);
    const target = byKind.get(body.kind);
    if (!target) throw fieldError('kind', 'timeline.linkKindUnknown');
    if (target === kind && body.id === params.id) throw fieldError('id', 'timeline.linkSelf');
    const there = await target.visible(context, member, body.id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw fieldError('id', 'timeline.linkMissing');
      throw error;
    });
    return append(db, member, [
      {
        ...entryOf(member, params.id),
        type: 'link',
        link: { kind: body.kind, id: body.id, label: there.label },
      },
      {
        ...entryOf(member, body.id),
        recordKind: body.kind,
        type: 'link',
        link: { kind: recordKind, id: params.id, label: here.label },
      },
    ]);
  });
}
