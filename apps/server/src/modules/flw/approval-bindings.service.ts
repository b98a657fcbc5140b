import type { flwBindingsApi, Locale } from '@atrium/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { approvalBindings } from '../../platform/approvals/approval-bindings.tables.js';
import { type ApprovalPoint, bindingKeyOf } from '../../platform/approvals/approval-points.js';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import { translate } from '../../platform/http/messages.js';
import { approvalProcesses } from './process.tables.js';

type Row = flwBindingsApi.ApprovalBindingRow;

/** Every declared point with the organization's binding (a point never set is off, threshold 0). */
export async function listBindings(
  db: Db,
  points: readonly ApprovalPoint[],
  orgId: number,
  locale: Locale,
): Promise<Row[]> {
  const bindings = await db.select().from(approvalBindings).where(eq(approvalBindings.orgId, orgId));
  const processIds = bindings.flatMap((binding) => (binding.processId === null ? [] : [binding.processId]));
  const names = new Map(
    processIds.length === 0
      ? []
      : (
          await db
            .select({ id: approvalProcesses.id, name: approvalProcesses.name })
            .from(approvalProcesses)
            .where(and(eq(approvalProcesses.orgId, orgId), inArray(approvalProcesses.id, processIds)))
        ).map((process) => [process.id, process.name]),
  );
  return points.map((point) => {
    const binding = bindings.find((candidate) => candidate.point === bindingKeyOf(point));
    const processId = binding?.processId ?? null;
    return {
      point: bindingKeyOf(point),
      measure: point.measure,
      label: translate(locale, point.label),
      enabled: binding?.enabled ?? false,
      processId,
      processName: processId === null ? null : (names.get(processId) ?? null),
      threshold: binding?.threshold ?? 0,
    };
  });
}

/** Sets one point's binding; turning it on needs a published, enabled process of the organization. */
export async function saveBinding(
  db: Db,
  points: readonly ApprovalPoint[],
  caller: { orgId: number; userId: number },
  locale: Locale,
  body: BodyOf<typeof flwBindingsApi.bindingSave>,
): Promise<Row> {
  if (!points.some((point) => bindingKeyOf(point) === body.point))
    throw fieldError('point', 'approvalBinding.unknownPoint');
  if (body.enabled && body.processId === null)
    throw fieldError('processId', 'approvalBinding.processRequired');
  if (body.processId !== null) {
    const [usable] = await db
      .select({ id: approvalProcesses.id })
      .from(approvalProcesses)
      .where(
        and(
          eq(approvalProcesses.orgId, caller.orgId),
          eq(approvalProcesses.id, body.processId),
          eq(approvalProcesses.enabled, true),
          isNotNull(approvalProcesses.publishedVersion),
        ),
      );
    if (!usable) throw fieldError('processId', 'approvalBinding.processUnavailable');
  }
  const values = {
    enabled: body.enabled,
    processId: body.processId,
    threshold: body.threshold,
    updatedBy: caller.userId,
    updatedAt: new Date(),
  };
  await db
    .insert(approvalBindings)
    .values({ orgId: caller.orgId, point: body.point, ...values })
    .onConflictDoUpdate({ target: [approvalBindings.orgId, approvalBindings.point], set: values });
  const rows = await listBindings(db, points, caller.orgId, locale);
  return rows.find((row) => row.point === body.point)!;
}
