import { and, eq } from 'drizzle-orm';
import type { ApprovalRequestedEvent } from '../../platform/approvals/approval-points.js';
import { AppError } from '../../platform/http/app-error.js';
import { userOrganizations } from '../admin/admin.tables.js';
import type { Engine } from './instance-engine.js';
import { openInstance, startableVersion } from './instance-start.service.js';

/**
 * Starts the process an approval point is bound to, for a gated transition or command, in the
 * asking transaction (docs/approvals.md "Bindings"). The requester is the initiator; the
 * organization chose the process, so who may start it by hand does not apply. The form takes the
 * subject's values whose keys it has (documentNo, amount…) and shows them read-only; the
 * instance's end completes the request in its own transaction (Engine.completeRequest).
 */
export async function startForRequest(engine: Engine, event: ApprovalRequestedEvent): Promise<void> {
  const { tx, request, processId, subject } = event;
  const version = await startableVersion(tx, request.orgId, processId);
  if (!version) throw new AppError(400, 'approvalBinding.processUnavailable');
  if (request.requestedBy === null) throw new Error(`request ${request.requestId} has no requester`);
  const [membership] = await tx
    .select({ departmentId: userOrganizations.departmentId })
    .from(userOrganizations)
    .where(
      and(eq(userOrganizations.orgId, request.orgId), eq(userOrganizations.userId, request.requestedBy)),
    );
  const keys = new Set(version.form.fields.map((field) => field.vModel));
  await openInstance(tx, engine, version, {
    orgId: request.orgId,
    initiatorId: request.requestedBy,
    initiatorDepartmentId: membership?.departmentId ?? null,
    formData: Object.fromEntries(Object.entries(subject.formData).filter(([key]) => keys.has(key))),
    business: {
      transitionRequestId: request.requestId,
      kind: request.kind,
      recordId: request.recordId,
      label: subject.label,
      path: subject.path,
    },
  });
}
