import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { customerEvents, customers } from '../customers.tables.js';
import { ruleForDepartment } from './effective-rules.js';
import {
  DAY_MS,
  daysBefore,
  formatBusinessMinute,
  privateSeaClock,
  startOfBusinessDay,
} from './private-sea-clock.js';

interface Person {
  orgId: number;
  userId: number;
  /** The person's department in the organization (null: none); decides their rule. */
  departmentId: number | null;
}

/** Kinds of timeline rows where a customer leaves its owner (the cooldown starts there). */
const LOST_KINDS = ['released', 'recalled', 'transferred'] as const;

/** How many live customers a person holds. */
export async function heldBy(tx: Db, orgId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.ownerUserId, userId), isNull(customers.deletedAt)));
  return row?.n ?? 0;
}

/**
 * Refuses a claim (localized 400) that the person's private-sea rule forbids: they hold the
 * maximum, claimed today's limit already, or lost this customer less than the cooldown ago.
 */
export async function assertMayClaim(tx: Db, person: Person, customerId: number): Promise<void> {
  const rule = await ruleForDepartment(tx, person.orgId, person.departmentId);
  if (!rule) return;
  const now = privateSeaClock.now();
  if (rule.maxHeld !== null && (await heldBy(tx, person.orgId, person.userId)) >= rule.maxHeld)
    throw new AppError(400, 'privateSea.maxHeld', { max: rule.maxHeld });
  if (rule.dailyClaimLimit !== null) {
    const [today] = await tx
      .select({ n: count() })
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.orgId, person.orgId),
          eq(customerEvents.toOwnerUserId, person.userId),
          eq(customerEvents.kind, 'claimed'),
          gte(customerEvents.at, startOfBusinessDay(now)),
        ),
      );
    if ((today?.n ?? 0) >= rule.dailyClaimLimit)
      throw new AppError(400, 'privateSea.dailyClaimLimit', { max: rule.dailyClaimLimit });
  }
  if (rule.reclaimCooldownDays !== null) {
    const [lost] = await tx
      .select({ at: customerEvents.at })
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.customerId, customerId),
          eq(customerEvents.fromOwnerUserId, person.userId),
          inArray(customerEvents.kind, [...LOST_KINDS]),
          gte(customerEvents.at, daysBefore(now, rule.reclaimCooldownDays)),
        ),
      )
      .orderBy(desc(customerEvents.at))
      .limit(1);
    if (lost)
      throw new AppError(400, 'privateSea.cooldown', {
        days: rule.reclaimCooldownDays,
        until: formatBusinessMinute(new Date(lost.at.getTime() + rule.reclaimCooldownDays * DAY_MS)),
      });
  }
}

/** Refuses (400 on toUserId) a transfer that would take the receiver past their rule's maximum. */
export async function assertMayReceive(tx: Db, receiver: Person, incoming: number): Promise<void> {
  if (incoming === 0) return;
  const rule = await ruleForDepartment(tx, receiver.orgId, receiver.departmentId);
  if (!rule || rule.maxHeld === null) return;
  if ((await heldBy(tx, receiver.orgId, receiver.userId)) + incoming > rule.maxHeld)
    throw fieldError('toUserId', 'privateSea.targetMaxHeld', { max: rule.maxHeld });
}
