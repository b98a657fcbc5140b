import type { Db } from '../db/database.js';

/**
 * An action on many records at once that a gate may hold for approval (docs/architecture.md §3c):
 * a bulk 客户转移, later a bulk price change. It has no record and no state, so instead of a
 * transition it is a command: `app.transitions.takeCommand(command, actor, payload)` runs it at
 * once, or — when a gate on `command.on` holds — stores the payload in a pending request and
 * starts the approval; approving the request runs the command with that payload as its requester,
 * in the approval's transaction, exactly once.
 */
export interface GatedCommand<Payload extends Record<string, unknown>, Result> {
  /** `customer.bulkTransfer`: the gate key, and the request's kind and transition. */
  on: `${string}.${string}`;
  /**
   * What the command checks when asked, before any gate (the caller's data scope, the target): a
   * request that could never run is refused at once rather than sent for approval.
   */
  check?: (tx: Db, actor: CommandActor, payload: Payload) => Promise<void>;
  /**
   * The command's effect in its transaction, as `actor` (the requester when an approval runs it:
   * it checks again what it checks when asked, such as the requester's data scope).
   */
  run: (tx: Db, actor: CommandActor, payload: Payload) => Promise<Result>;
}

/** Who runs a command: the caller (with their address), or the requester when an approval runs it. */
export interface CommandActor {
  orgId: number;
  userId: number;
  ip?: string;
}

/** What taking a command gives: its result, or the request a gate started instead. */
export type CommandTaken<Result> = { done: true; result: Result } | { done: false; requestId: number };
