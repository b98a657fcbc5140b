import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { MessageKey } from '../http/messages.js';
import type { TransitionEvent, TransitionGate, TransitionRequest } from '../transitions/transition-gates.js';
import { approvalBindings } from './approval-bindings.tables.js';

/**
 * A place where a module lets the organization require an approval (docs/approvals.md,
 * "Bindings"): a named transition (`stockReceipt.reverse`) or a gated command
 * (`customer.bulkTransfer`), declared in the module's manifest `approvalPoints`. The module says
 * what is measured (an amount in fen, or a count) and how the approval shows what it decides; the
 * organization's settings (approval_bindings) say whether it applies, with which process and above
 * what value. The platform turns every point into a transition gate; when the gate holds, it asks
 * the approvals module (`app.approvalStarter`, set when its routes are bound) to start the process
 * for the request, in the asking transaction.
 */
export interface ApprovalPoint {
  on: `${string}.${string}`;
  /**
   * The binding's key when several points sit on one transition (`saleOrder.submit.discount` and
   * `saleOrder.submit.amount`, each with its own process and threshold); `on` when left out.
   */
  key?: string;
  /** `amount`: fen (the settings show yuan); `count`: how many records the action touches. */
  measure: 'amount' | 'count';
  /** The point's name in the settings ("入库单冲销"), a message key of the module. */
  label: MessageKey;
  /** The measured value of what is asked (for a command, `event.record` is its payload). */
  value: (event: TransitionEvent) => number | Promise<number>;
  /** How the approval shows what it decides. */
  /** How the approval shows it; `value` is what `value` measured for this request (not measured twice). */
  subject: (event: TransitionEvent, value: number) => ApprovalSubject | Promise<ApprovalSubject>;
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

/** The approvals module's way of starting a bound process (an AppError refuses the request). */
export type ApprovalStarter = (event: ApprovalRequestedEvent) => Promise<void>;

/** The key a point's binding is stored under. */
export const bindingKeyOf = (point: ApprovalPoint): string => point.key ?? point.on;

/** The point's setting in an organization, when it requires approval at all. */
async function activeBinding(
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

/**
 * The gates of the modules' approval points: each holds when its binding is on and the value above
 * it, and starts the bound process through the approvals module's starter (read when asked).
 */
export function approvalPointGates(
  points: readonly ApprovalPoint[],
  starter: () => ApprovalStarter | null,
): TransitionGate[] {
  // What `holds` read for an asking event (the same object reaches `startApproval` in its
  // transaction): the binding and the measured value, so neither is read twice.
  const asked = new WeakMap<TransitionEvent, { processId: number; value: number }>();
  return points.map((point) => ({
    on: point.on,
    async holds(event) {
      const binding = await activeBinding(event.tx, event.actor.orgId, bindingKeyOf(point));
      if (!binding) return false;
      const value = await point.value(event);
      asked.set(event, { processId: binding.processId, value });
      return value > binding.threshold;
    },
    async startApproval(tx, request, event) {
      const held = asked.get(event);
      if (!held) throw new Error(`${point.on}: an approval started without its gate holding`);
      const start = starter();
      if (!start) throw new Error(`${point.on}: no module starts approvals (app.approvalStarter)`);
      const subject = await point.subject(event, held.value);
      await start({ tx, request, processId: held.processId, subject });
    },
  }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's approval points, for the binding settings. */
    approvalPoints: readonly ApprovalPoint[];
    /** Starts a bound process for a gated request: set by the approvals module when its routes are bound. */
    approvalStarter: ApprovalStarter | null;
  }
}
