// Zod-free on purpose: the header's approvals badge loads with the shell (bundle budget).
/**
 * The realtime event of approvals (docs/approvals.md): sent to each member whose approvals
 * changed when the change commits — a task reached them, an instance they started ended, a copy
 * was sent to them. It carries no counts: the header badge re-reads `GET /erp/flw/counts`, and
 * an open approval screen refreshes its list or detail.
 */
export const APPROVAL_CHANGED_EVENT = 'approval.changed';

export type ApprovalChangeReason = 'taskArrived' | 'taskClosed' | 'instanceEnded' | 'ccArrived';

export interface ApprovalChangedEvent {
  reason: ApprovalChangeReason;
  instanceId: number;
}
