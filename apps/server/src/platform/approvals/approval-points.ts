import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { MessageKey } from '../http/messages.js';
import type { ModuleHookRegistry } from '../modules/module-hooks.js';
import type { TransitionEvent, TransitionGate, TransitionRequest } from '../transitions/transition-gates.js';
import { approvalBindings } from './approval-bindings.tables.js';

/**
 * A place where a module lets the organization require an approval (docs/approvals.md,
 * "Bindings"): a named transition (`stockReceipt.reverse`) or a gated command
 * (`customer.bulkTransfer`), declared in the module's manifest `approvalPoints`. The module says
 * what is measured (an amount in fen, or a count) and how the approval shows what it decides; the
 * organization's settings (approval_bindings) say whether it applies, with which process and above
 * what value. The platform turns every point into a transition gate; when the gate holds, the
 * event `approval.requested` asks the approvals module to start the process for the request.
 */
export interface ApprovalPoint {
  on: `${string}.${string}`;
  /** `amount`: fen (the settings show yuan); `count`: how many records the action touches. */
  measure: 'amount' | 'count';
  /** The point's name in the settings ("入库单冲销"), a message key of the module. */
  label: MessageKey;
  /** The measured value of what is asked (for a command, `event.record` is its payload). */
  value: (event: TransitionEvent) => number | Promise<number>;
  /** How the approval shows what it decides. */
  subject: (event: TransitionEvent) => ApprovalSubject | Promise<ApprovalSubject>;
}

export interface ApprovalSubject {
  /** The record or action as people name it: a document number, "12 位客户 → 王销售". */
  label: string;
  /** The screen that shows it ('' when none). */
  path: string;
  /** Values for the bound process's form fields of the same keys (documentNo, amount, count…). */
  formData: Record<string, unknown>;
}

/** What the approvals module is asked to start, in the requesting transaction. */
export interface ApprovalRequestedEvent {
  tx: Db;
  request: TransitionRequest;
  processId: number;
  subject: ApprovalSubject;
}

declare module '../modules/module-hooks.js' {
  interface ModuleHookEvents {
    /** A gated transition or command needs approval: start the bound process (the approvals module). */
    'approval.requested': ApprovalRequestedEvent;
  }
}

/** The point's setting in an organization, when it requires approval at all. */
export async function activeBinding(
  db: Db,
  orgId: number,
  point: string,
): Promise<{ processId: number; threshold: number } | undefined> {
  const [binding] = await db
    .select()
    .from(approvalBindings)
    .where(and(eq(approvalBindings.orgId, orgId), eq(approvalBindings.point, point)));
  if (!binding?.enabled || binding.processId === null) return undefined;
  return { processId: binding.processId, threshold: binding.threshold };
}

/** The gates of the modules' approval points: each holds when its binding is on and the value above it. */
export function approvalPointGates(
  points: readonly ApprovalPoint[],
  hooks: ModuleHookRegistry,
): TransitionGate[] {
  const requested =
    points.length > 0 ? hooks.runnerOf<ApprovalRequestedEvent>('approval.requested') : undefined;
  return points.map((point) => ({
    on: point.on,
    async holds(event) {
      const binding = await activeBinding(event.tx, event.actor.orgId, point.on);
      return binding !== undefined && (await point.value(event)) > binding.threshold;
    },
    async startApproval(tx, request, event) {
      const binding = await activeBinding(tx, request.orgId, point.on);
      if (!binding) throw new Error(`${point.on}: its binding went away inside the asking transaction`);
      if (!requested) throw new Error(`${point.on}: no module starts approvals (hook approval.requested)`);
      await requested({ tx, request, processId: binding.processId, subject: await point.subject(event) });
    },
  }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's approval points, for the binding settings. */
    approvalPoints: readonly ApprovalPoint[];
  }
}
