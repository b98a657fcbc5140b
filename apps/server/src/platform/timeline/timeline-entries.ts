import type { TimelineEntry, TimelineEntryType } from '@atrium/contract';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../modules/admin/admin.tables.js';
import { attachedFilesById } from '../../modules/files/attached-files.js';
import type { Db } from '../db/database.js';
import { pageOffset } from '../db/page-total.js';
import { timelineEntries } from './timeline.tables.js';

/** One entry to append to a record's timeline; everything but the key and the type is optional. */
export interface TimelineEntryInput {
  orgId: number;
  recordKind: string;
  recordId: number;
  type: TimelineEntryType;
  action?: string;
  body?: string;
  fromState?: string;
  toState?: string;
  fileIds?: number[];
  link?: { kind: string; id: number; label: string };
  data?: Record<string, unknown>;
  authorUserId: number | null;
  /** Default now; a module mirroring a record written earlier passes that record's time. */
  at?: Date;
}

const rowOf = ({ link, ...entry }: TimelineEntryInput) => ({
  ...entry,
  linkKind: link?.kind ?? null,
  linkId: link?.id ?? null,
  linkLabel: link?.label ?? '',
});

/**
 * Appends entries to records' timelines. Pass the transaction of the change itself, so the entry
 * and what it tells of commit (or roll back) together. Answers the new rows' ids in order.
 */
export async function writeTimelineEntries(
  tx: Db,
  entries: readonly TimelineEntryInput[],
): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(timelineEntries)
    .values(entries.map(rowOf))
    .returning({ id: timelineEntries.id });
  return rows.map(({ id }) => id);
}

const selectEntries = (db: Db) =>
  db
    .select({ entry: timelineEntries, authorName: users.name })
    .from(timelineEntries)
    .leftJoin(users, eq(users.id, timelineEntries.authorUserId))
    .$dynamic();

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/** Answer rows, each entry's files read from the organization's files in one query. */
async function toEntries(db: Db, orgId: number, rows: SelectedRow[]): Promise<TimelineEntry[]> {
  const files = await attachedFilesById(
    db,
    orgId,
    rows.flatMap(({ entry }) => entry.fileIds),
  );
  return rows.map(({ entry, authorName }) => ({
    id: entry.id,
    type: entry.type,
    action: entry.action,
    body: entry.body,
    fromState: entry.fromState,
    toState: entry.toState,
    attachments: entry.fileIds.flatMap((id) => files.get(id) ?? []),
    link:
      entry.linkKind === null || entry.linkId === null
        ? null
        : { kind: entry.linkKind, id: entry.linkId, label: entry.linkLabel },
    data: entry.data,
    authorUserId: entry.authorUserId,
    authorName: authorName ?? '',
    at: entry.at.toISOString(),
  }));
}

const ofRecord = (orgId: number, recordKind: string, recordId: number) =>
  and(
    eq(timelineEntries.orgId, orgId),
    eq(timelineEntries.recordKind, recordKind),
    eq(timelineEntries.recordId, recordId),
  );

/** One entry as the timeline answers it (after adding it). */
export async function timelineEntryById(db: Db, orgId: number, id: number): Promise<TimelineEntry> {
  const rows = await selectEntries(db).where(
    and(eq(timelineEntries.orgId, orgId), eq(timelineEntries.id, id)),
  );
  const [entry] = await toEntries(db, orgId, rows);
  return entry!;
}

/**
 * One record's timeline, newest first (ties: the later entry first), one page. The caller has
 * checked the reader may see the record; the key keeps every other record's entries out.
 */
export async function readTimeline(
  db: Db,
  orgId: number,
  recordKind: string,
  recordId: number,
  query: { pageNum: number; pageSize: number },
) {
  const where = ofRecord(orgId, recordKind, recordId);
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(desc(timelineEntries.at), desc(timelineEntries.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: await toEntries(db, orgId, rows),
    total: await db.$count(timelineEntries, where),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
