import type { flwApi } from '@atrium/contract';
import type { Db } from '../../platform/db/database.js';

/** How an instance ended: decided (approved / rejected) or taken back (withdrawn / cancelled). */
export type ApprovalOutcome = Exclude<flwApi.InstanceStatus, 'running'>;

/**
 * What a hook on an ended instance receives: the action's open transaction (the instance row is
 * locked and already carries its end status), so a business binding takes its effect exactly when
 * the decision commits, and its refusal (an AppError) rolls the decision back.
 */
export interface ApprovalEndedEvent {
  tx: Db;
  instance: {
    id: number;
    orgId: number;
    instanceNo: string;
    processId: number;
    initiatorId: number;
    round: number;
    /** A gated transition this instance decides (transition_requests.id), when it is one. */
    transitionRequestId: number | null;
    businessKind: string | null;
    businessRecordId: number | null;
  };
  outcome: ApprovalOutcome;
  /** Who took the last action (null: the engine itself, e.g. a node passed with nobody found). */
  decidedBy: number | null;
}

declare module '../../platform/modules/module-hooks.js' {
  interface ModuleHookEvents {
    /**
     * An approval instance ended (approved, rejected, withdrawn or cancelled), inside the ending
     * action's transaction: the business bindings' way in (docs/approvals.md "Ending").
     */
    'approvalInstance.afterEnd': ApprovalEndedEvent;
  }
}
