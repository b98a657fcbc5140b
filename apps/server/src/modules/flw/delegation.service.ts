import {
  businessDayStart,
  type flwApi,
  formatBusinessDateTime,
  parseBusinessDateTime,
} from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { users } from '../admin/admin.tables.js';
import { approvalDelegations } from './approval.tables.js';
import { enabledMembersInOrder } from './approval-assignees.js';

/**
 * A member's out-of-office delegation (docs/approvals.md "Delegation"): while it is enabled and
 * its period covers the moment a task arrives, the task goes to the delegate (approval-assignees.ts
 * `delegatesAt`), marked as standing in for the member.
 */

const mine = (member: Member) =>
  and(eq(approvalDelegations.orgId, member.orgId), eq(approvalDelegations.userId, member.userId));

export async function delegationOf(db: Db, member: Member) {
  const [row] = await db
    .select({ delegation: approvalDelegations, delegate: { id: users.id, name: users.name } })
    .from(approvalDelegations)
    .leftJoin(users, eq(users.id, approvalDelegations.delegateUserId))
    .where(mine(member));
  if (!row) return { enabled: false, delegateUserId: null, startTime: null, endTime: null, delegate: null };
  const { delegation, delegate } = row;
  return {
    enabled: delegation.enabled,
    delegateUserId: delegation.delegateUserId,
    startTime: delegation.startAt ? formatBusinessDateTime(delegation.startAt) : null,
    endTime: delegation.endAt ? formatBusinessDateTime(delegation.endAt) : null,
    delegate: delegate?.id ? delegate : null,
  };
}

/** `YYYY-MM-DD` is the start of that business day; a full time is itself. */
const instantOf = (value: string | null) =>
  value === null
    ? null
    : new Date(value.length === 10 ? businessDayStart(value).getTime() : parseBusinessDateTime(value)!);

export async function saveDelegation(db: Db, member: Member, body: BodyOf<typeof flwApi.delegationSave>) {
  const startAt = instantOf(body.startTime);
  const endAt = instantOf(body.endTime);
  if (body.enabled) {
    const delegate = body.delegateUserId;
    const [enabled] = delegate ? await enabledMembersInOrder(db, member.orgId, [delegate]) : [];
    if (!delegate || delegate === member.userId || enabled === undefined)
      throw fieldError('delegateUserId', 'flw.delegateInvalid');
    if (
      !startAt ||
      !endAt ||
      Number.isNaN(startAt.getTime()) ||
      Number.isNaN(endAt.getTime()) ||
      endAt <= startAt
    )
      throw fieldError('endTime', 'flw.delegationPeriod');
  }
  const values = {
    enabled: body.enabled,
    delegateUserId: body.delegateUserId,
    startAt,
    endAt,
    updatedAt: new Date(),
  };
  await db
    .insert(approvalDelegations)
    .values({ orgId: member.orgId, userId: member.userId, ...values })
    .onConflictDoUpdate({ target: [approvalDelegations.orgId, approvalDelegations.userId], set: values });
  return null;
}
