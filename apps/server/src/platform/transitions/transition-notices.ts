import { eq } from 'drizzle-orm';
import { users } from '../../modules/admin/admin.tables.js';
import { membersGranted } from '../access/granted-menus.js';
import type { Db } from '../db/database.js';
import { notifyUsers } from '../notifications/notify-users.js';
import type { TransitionGateNotices, TransitionRequest } from './transition-gates.js';

type RecordRead = Readonly<Record<string, unknown>>;
/** Notices are a record transition's: its request always names the record. */
type RecordRequest = TransitionRequest & { recordId: number };

const noticeOf = (notices: TransitionGateNotices, request: RecordRequest, record: RecordRead) => ({
  params: { action: { key: notices.action }, record: notices.label(record) },
  record: { kind: request.kind, id: request.recordId },
  path: notices.path(request.recordId, record),
});

/** A request started: the members who may decide it are asked to, in the request's transaction. */
export async function askDeciders(
  tx: Db,
  notices: TransitionGateNotices,
  request: RecordRequest,
  record: RecordRead,
): Promise<void> {
  const deciders = await membersGranted(tx, request.orgId, notices.decidedBy);
  const [requester] =
    request.requestedBy === null
      ? []
      : await tx.select({ name: users.name }).from(users).where(eq(users.id, request.requestedBy));
  const notice = noticeOf(notices, request, record);
  await notifyUsers(
    tx,
    request.orgId,
    deciders.filter((userId) => userId !== request.requestedBy),
    {
      kind: 'transition.requested',
      title: 'notification.approvalRequested',
      ...notice,
      params: { ...notice.params, requester: requester?.name ?? '' },
    },
  );
}

/** A request decided: its requester is told, unless they decided it themselves. */
export async function tellRequester(
  tx: Db,
  notices: TransitionGateNotices,
  request: RecordRequest,
  outcome: 'approved' | 'rejected',
  record: RecordRead,
  decidedBy: number | null,
): Promise<void> {
  if (request.requestedBy === null || request.requestedBy === decidedBy) return;
  await notifyUsers(tx, request.orgId, [request.requestedBy], {
    kind: `transition.${outcome}`,
    title: outcome === 'approved' ? 'notification.approvalApproved' : 'notification.approvalRejected',
    ...noticeOf(notices, request, record),
  });
}
