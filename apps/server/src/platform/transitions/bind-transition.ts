import type { Endpoint } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint } from '../http/bind-endpoint.js';
import type { Member } from '../http/request-context.js';
import type { TransitionKind } from './record-transitions.js';

/**
 * Binds a transition's endpoint (the contract's `transitionEndpoint`): `inScope` first (a record
 * outside the caller's data scope is a 404, as one that does not exist), then the app's transition
 * registry takes it; the answer is the effect's result (the record it leaves), or the pending
 * request when a gate started an approval.
 */
export function bindTransition<State extends string, Name extends string, Result>(
  app: FastifyInstance,
  endpoint: Endpoint,
  kind: TransitionKind<State, Name, Result>,
  transition: Name,
  options: {
    inScope: (member: Member, id: number) => Promise<void>;
  },
): void {
  bindEndpoint(app, endpoint, async ({ member, params, body }) => {
    const { id } = params as { id: number };
    await options.inScope(member, id);
    const version = (body as { version?: number } | null | undefined)?.version;
    const taken = await app.transitions.take(kind, transition, member, id, version);
    if (!taken.done) return { pending: true as const, requestId: taken.requestId };
    return taken.result;
  });
}
