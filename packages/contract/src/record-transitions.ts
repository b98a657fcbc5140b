import { z } from 'zod';
import { defineEndpoint, type Endpoint, permission } from './endpoint.js';
import type { PermissionKey } from './permissions.js';
import { idParams, int32, optionalFilter } from './zod-kit.js';

/**
 * Named transitions of a document (docs/architecture.md §3c): the states a record moves through
 * and, per transition, the states it may start from, the state it ends in and the permission it
 * takes. The server gives each its effect (the service code posting stock, money, …) and runs it
 * in one transaction with the state change, the audit entry and other modules' hooks; a module
 * may gate it behind an approval. A status field's `transitions` (resource-fields.ts) stays what
 * it is: the moves an ordinary edit may make, with no effect of their own.
 */
export interface TransitionDeclaration<State extends string> {
  from: readonly State[];
  to: State;
  access: PermissionKey;
}

export interface RecordTransitions<State extends string = string, Name extends string = string> {
  /** The kind of record (`stockReceipt`): audit entity, hook and gate events are named after it. */
  kind: string;
  /** The record's path (`/erp/stock/receipt`): a transition is `POST {basePath}/:id/{name}`. */
  basePath: string;
  states: readonly State[];
  transitions: { readonly [N in Name]: TransitionDeclaration<State> };
}

export function defineTransitions<const State extends string, const Name extends string>(
  declaration: RecordTransitions<State, Name>,
): RecordTransitions<State, Name> {
  return declaration;
}

/** What a record's detail tells of its transitions. */
export const transitionStatus = z.object({
  /** The record's state (one of its declaration's `states`). */
  state: z.string(),
  /** Sent back with a transition: a record changed since it was read is refused (409). */
  version: z.number().int(),
  /** The transitions the caller may take now: allowed from this state, granted, none pending. */
  transitions: z.array(z.string()),
  /** The transition waiting for an approval, if one is ('' for none): the record keeps its state. */
  pendingTransition: z.string(),
});
export type TransitionStatus = z.infer<typeof transitionStatus>;

/** The answer of a gated transition: it started an approval instead of happening. */
export const transitionPending = z.object({
  pending: z.literal(true),
  /** The `transition_requests` id the approval completes (`completeTransition`). */
  requestId: z.number().int(),
});

/** Optional: a bodiless POST (which the server sees as a null body) takes the transition unchecked. */
export const transitionBody = z
  .object({
    /**
     * The version the caller read (`transitionStatus.version`); omitted: no check. '' counts as
     * omitted, as the browser sends an undefined value (spec §5): a list's row 冲销, which read no
     * version, was refused as a bad request.
     */
    version: optionalFilter(int32),
  })
  .nullish();

/**
 * The endpoint of one transition: `POST {basePath}/:id/{name}` with the transition's permission,
 * answering the record the effect leaves (`answer`) or, when a gate holds it, the pending request.
 */
export function transitionEndpoint<A extends z.ZodType, Name extends string>(
  declaration: RecordTransitions<string, Name>,
  name: Name,
  answer: A,
  summary: string,
) {
  return defineEndpoint({
    method: 'POST',
    path: `${declaration.basePath}/:id/${name}`,
    access: permission(declaration.transitions[name].access),
    summary,
    params: idParams,
    body: transitionBody,
    answer: z.union([answer, transitionPending]),
  }) satisfies Endpoint;
}
