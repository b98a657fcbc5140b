import type { RecordTransitions, TransitionStatus } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { grantedKeys } from '../access/granted-menus.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import type { MessageKey, MessageParams } from '../http/messages.js';
import type { ModuleHookRegistry } from '../modules/module-hooks.js';
import { writeStateChange } from '../timeline/state-change-entry.js';
import type { CommandActor, CommandTaken, GatedCommand } from './gated-commands.js';
import type {
  TransitionActor,
  TransitionEvent,
  TransitionGate,
  TransitionRequest,
} from './transition-gates.js';
import { askDeciders, tellRequester } from './transition-notices.js';
import { transitionRequests } from './transition-requests.tables.js';

/** A record as a transition reads it: its state, its version and the row. */
export interface TransitionRecord<State extends string = string> {
  state: State;
  version: number;
  record: Readonly<Record<string, unknown>>;
}

/**
 * The server side of a kind's transitions (the contract's `defineTransitions`): how to read its
 * record, what each transition does and how a refusal reads.
 */
export interface TransitionKind<
  State extends string = string,
  Name extends string = string,
  Result = unknown,
> {
  declaration: RecordTransitions<State, Name>;
  /** The record of the organization, row-locked (`FOR UPDATE`) when `lock`; undefined when there is none. */
  read: (db: Db, orgId: number, id: number, lock: boolean) => Promise<TransitionRecord<State> | undefined>;
  /** The 404 message of a missing record. */
  missing: MessageKey;
  /**
   * Who may take which transition on which record beyond the permission and the state (a work
   * order's responsible person, a repair's warranty branch): asked once per caller, the answer
   * checks a record's row and gives the refusal, or undefined when it may. Taking (and an approved
   * request) refuses with it, the record locked; a detail and a list offer only what it allows.
   */
  guard?: (db: Db, caller: TransitionActor) => Promise<TransitionGuard<Name>>;
  /**
   * A localized refusal naming the record's state and the transition ("已冲销的入库单不能冲销"):
   * a message key, or one with its placeholders (the engine's resources name state and transition).
   */
  refused: (transition: Name, state: State) => MessageKey | { key: MessageKey; params: MessageParams };
  /** What each transition does, in its transaction, the record locked and its state checked. */
  effects: {
    readonly [N in Name]: (
      tx: Db,
      actor: TransitionActor,
      id: number,
      read: TransitionRecord<State>,
    ) => Promise<Result>;
  };
}

/** A caller's check of one record's row for one transition: the refusal, or undefined. */
export type TransitionGuard<Name extends string = string> = (
  record: Readonly<Record<string, unknown>>,
  transition: Name,
) => AppError | undefined;

/** What taking a transition gives: the effect's result, or the request a gate started instead. */
export type TransitionTaken<Result> = { done: true; result: Result } | { done: false; requestId: number };

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The hook event after a transition: `stockReceipt.reverse` → `stockReceipt.afterReverse`. */
export const afterTransitionEvent = (kind: string, transition: string) =>
  `${kind}.after${capitalized(transition)}`;

type AnyKind = TransitionKind<string, string, unknown>;
type AnyCommand = GatedCommand<Record<string, unknown>, unknown>;

/**
 * Every kind's transitions, gates and after-hooks of one app (`app.transitions`). Taking a
 * transition: one transaction; the record locked; no pending request; its state one the transition
 * starts from (else the kind's refusal, 400); the caller's version, when sent, the record's (else
 * 409); then either a gate starts an approval (request row + approval, audited) or the effect runs,
 * audited, and the modules' `<kind>.after<Name>` hooks run, a refusal rolling everything back.
 */
export class TransitionRegistry {
  private readonly kinds = new Map<string, AnyKind>();
  /** Gates by transition, tried in order: the first that holds starts the approval. */
  private readonly gates = new Map<string, TransitionGate[]>();
  private readonly commands = new Map<string, AnyCommand>();
  private readonly afterHooks = new Map<string, ((event: TransitionEvent) => Promise<void>) | undefined>();

  constructor(
    private readonly db: Db,
    private readonly hooks: ModuleHookRegistry,
    gates: readonly TransitionGate[],
  ) {
    for (const gate of gates) {
      this.gates.set(gate.on, [...(this.gates.get(gate.on) ?? []), gate]);
    }
  }

  /** Registers a kind (once, when its routes are bound) and asks the hook registry for its after-hooks. */
  register<State extends string, Name extends string, Result>(
    kind: TransitionKind<State, Name, Result>,
  ): void {
    const name = kind.declaration.kind;
    if (this.kinds.has(name)) throw new Error(`Transitions of ${name} registered twice`);
    this.kinds.set(name, kind as unknown as AnyKind);
    for (const transition of Object.keys(kind.declaration.transitions)) {
      const event = afterTransitionEvent(name, transition);
      this.afterHooks.set(event, this.hooks.runnerOf<TransitionEvent>(event));
    }
  }

  /** Registers a gated command (once, when its route is bound). */
  registerCommand<Payload extends Record<string, unknown>, Result>(
    command: GatedCommand<Payload, Result>,
  ): void {
    if (this.commands.has(command.on)) throw new Error(`Command ${command.on} registered twice`);
    this.commands.set(command.on, command as unknown as AnyCommand);
  }

  /**
   * Runs a command for the caller (the route has checked the permission), or — when a gate on it
   * holds — stores its payload in a pending request and starts the approval, in one transaction.
   */
  takeCommand<Payload extends Record<string, unknown>, Result>(
    command: GatedCommand<Payload, Result>,
    actor: CommandActor,
    payload: Payload,
  ): Promise<CommandTaken<Result>> {
    return this.db.transaction(async (tx) => {
      await command.check?.(tx, actor, payload);
      const event: TransitionEvent = { tx, actor, id: 0, record: payload, from: '', to: '' };
      const gate = await this.gateHolding(command.on, event);
      if (gate) {
        const [kind, transition] = command.on.split('.') as [string, string];
        const [request] = await tx
          .insert(transitionRequests)
          .values({ orgId: actor.orgId, kind, transition, fromState: '', payload, requestedBy: actor.userId })
          .returning();
        await gate.startApproval(tx, requestOf(request!), event);
        return { done: false as const, requestId: request!.id };
      }
      return { done: true as const, result: await command.run(tx, actor, payload) };
    });
  }

  /** At start-up, after every kind registered: a gate on a transition nobody declares is a mistake. */
  assertEveryGateRegistered(): void {
    for (const on of this.gates.keys()) {
      const [kind, transition] = on.split('.') as [string, string];
      if (!this.kinds.get(kind)?.declaration.transitions[transition] && !this.commands.has(on)) {
        throw new Error(`A gate on ${on}, a transition nobody declares`);
      }
    }
  }

  /** Takes a transition for the caller (the endpoint's permission and the data scope checked by the route). */
  take<State extends string, Name extends string, Result>(
    kind: TransitionKind<State, Name, Result>,
    transition: Name,
    actor: TransitionActor,
    id: number,
    version?: number,
  ): Promise<TransitionTaken<Result>> {
    return this.db.transaction(async (tx) => {
      const read = await kind.read(tx, actor.orgId, id, true);
      if (!read) throw new AppError(404, kind.missing);
      if ((await this.pendingOf(tx, actor.orgId, kind.declaration.kind, [id])).size > 0) {
        throw new AppError(400, 'transition.pending');
      }
      const declared = kind.declaration.transitions[transition];
      if (!declared.from.includes(read.state)) throw refusal(kind, transition, read.state);
      if (version !== undefined && version !== read.version) throw new AppError(409, 'conflict.stale');
      await assertGuardAllows(tx, kind, actor, read, transition);
      const event = this.eventOf(tx, actor, id, read, declared.to);
      const gate = await this.gateHolding(`${kind.declaration.kind}.${transition}`, event);
      if (gate) {
        return { done: false as const, requestId: await this.request(tx, gate, kind, transition, event) };
      }
      return { done: true as const, result: await this.apply(tx, kind, transition, event, read) };
    });
  }

  /**
   * The approval's outcome for a request: `approved` takes the transition as its requester (the
   * record locked and its state checked again, the effect, audit and hooks in this transaction),
   * `rejected` leaves the record in the state it kept. The request's status flips in the same
   * transaction, only from `pending`: a repeat, or a completion racing another, finds no pending
   * row and changes nothing (`completed: false`). An effect refused at approval (the stock left
   * meanwhile) rolls back and throws its refusal; the request stays pending for the approval to
   * reject or retry.
   */
  completeTransition(
    requestId: number,
    outcome: 'approved' | 'rejected',
    completedBy: number | null = null,
    within?: Db,
  ): Promise<{ completed: boolean }> {
    const complete = async (tx: Db) => {
      const [request] = await tx
        .update(transitionRequests)
        .set({ status: outcome, completedBy, completedAt: new Date() })
        .where(and(eq(transitionRequests.id, requestId), eq(transitionRequests.status, 'pending')))
        .returning();
      if (!request) return { completed: false };
      if (request.recordId === null) return this.completeCommand(tx, request, outcome);
      const kind = this.kinds.get(request.kind);
      if (!kind) throw new Error(`A transition request of an unregistered kind: ${request.kind}`);
      const actor = { orgId: request.orgId, userId: request.requestedBy };
      const notices = this.gates
        .get(`${request.kind}.${request.transition}`)
        ?.find((gate) => gate.notify)?.notify;
      const asked = { ...requestOf(request), recordId: request.recordId };
      const tell = async (record: Readonly<Record<string, unknown>>) => {
        if (notices) await tellRequester(tx, notices, asked, outcome, record, completedBy);
      };
      if (outcome === 'rejected') {
        await auditTransition(
          tx,
          kind.declaration.kind,
          { orgId: request.orgId, userId: completedBy },
          request.recordId,
          { state: request.fromState, pendingTransition: request.transition, requestId },
          { state: request.fromState, rejected: request.transition, requestId },
        );
        const read = notices && (await kind.read(tx, request.orgId, request.recordId, false));
        if (read) await tell(read.record);
        return { completed: true };
      }
      const read = await kind.read(tx, request.orgId, request.recordId, true);
      if (!read) throw new AppError(404, kind.missing);
      const declared = kind.declaration.transitions[request.transition];
      if (!declared) throw new Error(`A request for an undeclared transition: ${request.transition}`);
      if (!declared.from.includes(read.state)) throw refusal(kind, request.transition, read.state);
      await assertGuardAllows(tx, kind, actor, read, request.transition);
      const event = this.eventOf(tx, actor, request.recordId, read, declared.to);
      await this.apply(tx, kind, request.transition, event, read, requestId);
      await tell(read.record);
      return { completed: true };
    };
    return within ? complete(within) : this.db.transaction(complete);
  }

  /** An approved command runs with its stored payload as its requester; a rejected one just ends. */
  private async completeCommand(
    tx: Db,
    request: typeof transitionRequests.$inferSelect,
    outcome: 'approved' | 'rejected',
  ): Promise<{ completed: boolean }> {
    if (outcome === 'rejected') return { completed: true };
    const on = `${request.kind}.${request.transition}`;
    const command = this.commands.get(on);
    if (!command) throw new Error(`A request for an unregistered command: ${on}`);
    if (request.requestedBy === null) throw new Error(`The requester of ${on} request ${request.id} is gone`);
    await command.run(tx, { orgId: request.orgId, userId: request.requestedBy }, request.payload ?? {});
    return { completed: true };
  }

  /** What a record's detail shows: its state, version, pending transition and those the caller may take now. */
  async statusOf<State extends string, Name extends string, Result>(
    kind: TransitionKind<State, Name, Result>,
    caller: { orgId: number; userId: number },
    id: number,
  ): Promise<TransitionStatus> {
    const read = await kind.read(this.db, caller.orgId, id, false);
    if (!read) throw new AppError(404, kind.missing);
    const offered = await this.offeredOn(kind, caller, [{ id, state: read.state, row: read.record }]);
    return { state: read.state, version: read.version, ...offered.get(id)! };
  }

  /**
   * The transitions the caller may take now on each of a page's records (a list's row actions):
   * allowed from its state, granted to the caller (one query for all the transitions' keys), and
   * none while the record has a pending request (one query for the page), nor one the kind's guard
   * refuses (a kind with a guard needs each record's `row`). The records may still be on their way
   * (a list's page being read): the grants are asked meanwhile.
   */
  async offeredOn<State extends string, Name extends string, Result>(
    kind: TransitionKind<State, Name, Result>,
    caller: { orgId: number; userId: number },
    records: readonly OfferedRecord<State>[] | Promise<readonly OfferedRecord<State>[]>,
  ): Promise<Map<number, { transitions: Name[]; pendingTransition: string }>> {
    const names = Object.keys(kind.declaration.transitions) as Name[];
    const accessOf = (name: Name) => kind.declaration.transitions[name].access;
    const granting = grantedKeys(this.db, caller.userId, caller.orgId, [...new Set(names.map(accessOf))]);
    const [keys, guard, pending, shown] = await Promise.all([
      granting,
      kind.guard?.(this.db, caller),
      Promise.resolve(records).then((listed) =>
        this.pendingOf(
          this.db,
          caller.orgId,
          kind.declaration.kind,
          listed.map((record) => record.id),
        ),
      ),
      records,
    ]);
    const granted = names.filter((name) => keys.has(accessOf(name)));
    return new Map(
      shown.map((record) => {
        const waiting = pending.get(record.id);
        const allowed = (name: Name) => {
          if (!guard) return true;
          if (!record.row) throw new Error(`Rows of ${kind.declaration.kind} are needed by its guard`);
          return guard(record.row, name) === undefined;
        };
        const transitions = waiting
          ? []
          : granted.filter(
              (name) => kind.declaration.transitions[name].from.includes(record.state) && allowed(name),
            );
        return [record.id, { transitions, pendingTransition: waiting ?? '' }];
      }),
    );
  }

  /** The pending request's transition of each of these records that has one. */
  private async pendingOf(
    db: Db,
    orgId: number,
    kind: string,
    ids: readonly number[],
  ): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ recordId: transitionRequests.recordId, transition: transitionRequests.transition })
      .from(transitionRequests)
      .where(
        and(
          eq(transitionRequests.orgId, orgId),
          eq(transitionRequests.kind, kind),
          inArray(transitionRequests.recordId, [...ids]),
          eq(transitionRequests.status, 'pending'),
        ),
      );
    return new Map(rows.map((row) => [row.recordId as number, row.transition]));
  }

  /** The first gate on `on` that holds for this event, if any. */
  private async gateHolding(on: string, event: TransitionEvent): Promise<TransitionGate | undefined> {
    for (const gate of this.gates.get(on) ?? []) if (await gate.holds(event)) return gate;
    return undefined;
  }

  private eventOf(
    tx: Db,
    actor: TransitionActor,
    id: number,
    read: TransitionRecord,
    to: string,
  ): TransitionEvent {
    return { tx, actor, id, record: read.record, from: read.state, to };
  }

  private async request(
    tx: Db,
    gate: TransitionGate,
    kind: { declaration: { kind: string } },
    transition: string,
    event: TransitionEvent,
  ): Promise<number> {
    const [request] = await tx
      .insert(transitionRequests)
      .values({
        orgId: event.actor.orgId,
        kind: kind.declaration.kind,
        recordId: event.id,
        transition,
        fromState: event.from,
        requestedBy: event.actor.userId,
      })
      .returning({ id: transitionRequests.id });
    const requestId = request!.id;
    const asked = {
      requestId,
      orgId: event.actor.orgId,
      kind: kind.declaration.kind,
      recordId: event.id,
      transition,
      requestedBy: event.actor.userId,
    };
    await gate.startApproval(tx, asked, event);
    if (gate.notify) await askDeciders(tx, gate.notify, asked, event.record);
    await auditTransition(
      tx,
      kind.declaration.kind,
      event.actor,
      event.id,
      { state: event.from },
      {
        state: event.from,
        pendingTransition: transition,
        requestId,
      },
    );
    return requestId;
  }

  private async apply<State extends string, Name extends string, Result>(
    tx: Db,
    kind: TransitionKind<State, Name, Result>,
    transition: Name,
    event: TransitionEvent,
    read: TransitionRecord<State>,
    requestId?: number,
  ): Promise<Result> {
    const result = await kind.effects[transition](tx, event.actor, event.id, read);
    await auditTransition(
      tx,
      kind.declaration.kind,
      event.actor,
      event.id,
      { state: event.from },
      {
        state: event.to,
        transition,
        ...(requestId === undefined ? {} : { requestId }),
      },
    );
    await writeStateChange(tx, kind.declaration.kind, transition, event);
    await this.afterHooks.get(afterTransitionEvent(kind.declaration.kind, transition))?.(event);
    return result;
  }
}

/** A record offered transitions: its id, state and, for a kind with a guard, its row. */
export interface OfferedRecord<State extends string = string> {
  id: number;
  state: State;
  row?: Readonly<Record<string, unknown>>;
}

/** Throws the guard's refusal of this transition on the (locked) record, if the kind has one. */
async function assertGuardAllows<State extends string, Name extends string>(
  tx: Db,
  kind: TransitionKind<State, Name, unknown>,
  actor: TransitionActor,
  read: TransitionRecord<State>,
  transition: Name,
): Promise<void> {
  const refused = (await kind.guard?.(tx, actor))?.(read.record, transition);
  if (refused) throw refused;
}

/** The 400 of a transition its record's state does not allow. */
function refusal<State extends string, Name extends string>(
  kind: TransitionKind<State, Name, unknown>,
  transition: Name,
  state: State,
): AppError {
  const refused = kind.refused(transition, state);
  return typeof refused === 'string'
    ? new AppError(400, refused)
    : new AppError(400, refused.key, refused.params);
}

/** A request row as the gate's approval and notices see it. */
const requestOf = (row: typeof transitionRequests.$inferSelect): TransitionRequest => ({
  requestId: row.id,
  orgId: row.orgId,
  kind: row.kind,
  recordId: row.recordId,
  transition: row.transition,
  requestedBy: row.requestedBy,
});

/** One audit entry of a record's transition: taken, asked for (pending) or rejected. */
function auditTransition(
  tx: Db,
  kind: string,
  actor: TransitionActor,
  id: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'transition',
    entity: kind,
    entityId: id,
    before,
    after,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every kind's named transitions, gates and hooks; `completeTransition` is the approvals' way in. */
    transitions: TransitionRegistry;
  }
}
