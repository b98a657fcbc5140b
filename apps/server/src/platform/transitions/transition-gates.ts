import type { Db } from '../db/database.js';

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

/** A gated transition's request, handed to the approval that decides it. */
export interface TransitionRequest {
  requestId: number;
  orgId: number;
  kind: string;
  recordId: number;
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
  holds: (event: TransitionEvent) => boolean | Promise<boolean>;
  startApproval: (tx: Db, request: TransitionRequest) => Promise<void>;
}
