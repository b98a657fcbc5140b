import { type BodyOf, flwApi, type InstanceDetail } from '@atrium/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { useRealtimeEvent } from '../../platform/realtime/realtime-connection';
import { useApprovalCounts } from './approval-count-store';

/** Every approvals query sits under this key: an action refreshes lists, details and counts at once. */
export const APPROVALS_KEY = 'approvals';

/** One instance (审批详情): form, field rights, timeline, history and what the caller may do. */
export function useInstanceDetail(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, APPROVALS_KEY, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(flwApi.instanceGet, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * Refreshes every approvals list, detail and the header counts: after an action taken here, and on
 * each realtime `approval.changed` while a screen that shows approvals is open.
 */
export function useRefreshApprovals() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: [...scope, APPROVALS_KEY] }),
      useApprovalCounts.getState().refresh(),
    ]);
  };
}

/** Keeps an approvals screen current: the realtime event refreshes what it shows. */
export function useApprovalsLive() {
  const refresh = useRefreshApprovals();
  useRealtimeEvent('approval.changed', () => void refresh());
}

export type ApproveBody = BodyOf<typeof flwApi.taskApprove>;
export type RejectBody = BodyOf<typeof flwApi.taskReject>;
export type TransferBody = BodyOf<typeof flwApi.taskTransfer>;
export type AddSignerBody = BodyOf<typeof flwApi.taskAddSigner>;
export type CommentBody = BodyOf<typeof flwApi.instanceComment>;
export type ResubmitBody = BodyOf<typeof flwApi.instanceResubmit>;

/** The single request each action of the detail sends. */
export const approvalActions = {
  approve: (detail: InstanceDetail, body: ApproveBody) =>
    callEndpoint(flwApi.taskApprove, { params: { id: taskIdOf(detail) }, body }),
  reject: (detail: InstanceDetail, body: RejectBody) =>
    callEndpoint(flwApi.taskReject, { params: { id: taskIdOf(detail) }, body }),
  transfer: (detail: InstanceDetail, body: TransferBody) =>
    callEndpoint(flwApi.taskTransfer, { params: { id: taskIdOf(detail) }, body }),
  addSigner: (detail: InstanceDetail, body: AddSignerBody) =>
    callEndpoint(flwApi.taskAddSigner, { params: { id: taskIdOf(detail) }, body }),
  comment: (detail: InstanceDetail, body: CommentBody) =>
    callEndpoint(flwApi.instanceComment, { params: { id: detail.id }, body }),
  withdraw: (id: number) => callEndpoint(flwApi.instanceWithdraw, { params: { id }, body: { comment: '' } }),
  cancel: (id: number) => callEndpoint(flwApi.instanceCancel, { params: { id }, body: { comment: '' } }),
  resubmit: (id: number, body: ResubmitBody) =>
    callEndpoint(flwApi.instanceResubmit, { params: { id }, body }),
};

function taskIdOf(detail: InstanceDetail): number {
  if (!detail.myTask) throw new Error('no task of the caller on this instance');
  return detail.myTask.taskId;
}
