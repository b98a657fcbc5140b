import type { PermissionKey } from '@atrium/contract';
import type { Db } from '../db/database.js';
import type { MessageKey } from '../http/messages.js';

/** Who takes a transition: the caller, or for a gated one its requester when the approval completes it. */
export interface TransitionActor {
  orgId: number;
  userId: number | null;
}

/** What a gate's condition and a transition hook see: the open transaction and the locked record. */
export interface TransitionEvent {
  tx: Db;
  actor: TransitionActor;
  id: number;
  /** The record as read (and locked) before the transition. */
  record: Readonly<Record<string, unknown>>;
  from: string;
  to: string;
}

/** A gated transition's (or command's) request, handed to the approval that decides it. */
export interface TransitionRequest {
  requestId: number;
  orgId: number;
  kind: string;
  /** The record the transition moves; null for a gated command (gated-commands.ts). */
  recordId: number | null;
  transition: string;
  requestedBy: number | null;
}

/**
 * A module's gate on a transition (`on: 'stockReceipt.reverse'`, in its manifest's
 * `transitionGates`): when `holds` says so, taking the transition starts an approval instead of
 * happening. `startApproval` runs in the same transaction as the request row, so an approval
 * exists exactly when its request does; the approvals engine (its own issue) records its process
 * keyed by `requestId` and later calls `app.transitions.completeTransition(requestId, outcome)`.
 */
export interface TransitionGate {
  on: `${string}.${string}`;
  /** For a gated command the event's `record` is the command's payload, its `id` 0 and its states ''. */
  holds: (event: TransitionEvent) => boolean | Promise<boolean>;
  startApproval: (tx: Db, request: TransitionRequest, event: TransitionEvent) => Promise<void>;
  /** Who is told in their header inbox, and how the notices read (absent: nobody is told). */
  notify?: TransitionGateNotices;
}

/**
 * The inbox notices of a gate (docs/architecture.md §3f): when a request starts, the members of
 * the organization holding `decidedBy` (the requester aside) are asked to decide it; when it is
 * approved or rejected, its requester is told (unless they decided it themselves).
 */
export interface TransitionGateNotices {
  decidedBy: PermissionKey;
  /** The transition as a message key ("冲销" / "reverse"), read in each recipient's locale. */
  action: MessageKey;
  /** How the notices name the record: its document number, say. */
  label: (record: Readonly<Record<string, unknown>>) => string;
  /** The screen that opens the record (its list searched for its number, when it has no page of its own). */
  path: (id: number, record: Readonly<Record<string, unknown>>) => string;
}
