import type { RecordTimeline } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { Member } from '../http/request-context.js';

/**
 * The server side of a kind's timeline (the contract's `defineTimeline`), registered by the module
 * owning the record in its manifest (`timelineKinds`). `visible` is the record's own read check,
 * the same its detail applies (permission aside: the endpoint checks that): the record of the
 * caller's organization and data scope, answering its label (name or number) for links; a record
 * outside it throws the 404 its detail throws, so a timeline tells nothing its detail would not.
 */
export interface TimelineKind {
  declaration: RecordTimeline;
  visible: (
    context: { app: FastifyInstance; db: Db },
    member: Member,
    id: number,
  ) => Promise<{ label: string }>;
}
