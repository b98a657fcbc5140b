import { type BodyOf, flwApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { APPROVALS_KEY } from '../../resources/approvals/approval-queries';

const api = flwApi;

/** A paged list of the centre, under the approvals key (an action anywhere refreshes it). */
function usePage<Q, A>(name: string, query: Q, load: (query: Q, signal: AbortSignal) => Promise<A>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, APPROVALS_KEY, name, query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useMyStartedPage = (query: QueryOf<typeof api.myStartedInstancePage>) =>
  usePage('myStart', query, (q, signal) => callEndpoint(api.myStartedInstancePage, { query: q, signal }));

export const useAllInstancePage = (query: QueryOf<typeof api.allInstancePage>) =>
  usePage('all', query, (q, signal) => callEndpoint(api.allInstancePage, { query: q, signal }));

export const useTodoPage = (query: QueryOf<typeof api.todoTaskPage>) =>
  usePage('todo', query, (q, signal) => callEndpoint(api.todoTaskPage, { query: q, signal }));

export const useDonePage = (query: QueryOf<typeof api.doneTaskPage>) =>
  usePage('done', query, (q, signal) => callEndpoint(api.doneTaskPage, { query: q, signal }));

export const useCcPage = (query: QueryOf<typeof api.ccPage>) =>
  usePage('cc', query, (q, signal) => callEndpoint(api.ccPage, { query: q, signal }));

/** The processes the caller may start (the grid of 发起审批). */
export function useStartableProcesses(enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, APPROVALS_KEY, 'startable'],
    queryFn: ({ signal }) => callEndpoint(api.startableProcesses, { signal }),
    enabled,
  });
}

/** What starting a process needs: its form, the approvers to choose, whether CC is allowed. */
export function useStartForm(processId: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, APPROVALS_KEY, 'startForm', processId],
    queryFn: ({ signal }) => callEndpoint(api.startForm, { params: { id: processId ?? 0 }, signal }),
    enabled: processId !== null,
  });
}

export const startInstance = (body: BodyOf<typeof api.instanceStart>) =>
  callEndpoint(api.instanceStart, { body });
export const batchApprove = (body: BodyOf<typeof api.taskBatchApprove>) =>
  callEndpoint(api.taskBatchApprove, { body });
export const markCcRead = (ids: number[]) => callEndpoint(api.ccMarkRead, { body: { ids } });
export const loadInstance = (id: number) => callEndpoint(api.instanceGet, { params: { id } });

/** The caller's delegation (委托设置). */
export function useDelegation(enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, APPROVALS_KEY, 'delegation'],
    queryFn: ({ signal }) => callEndpoint(api.delegationGet, { signal }),
    enabled,
  });
}
export const saveDelegation = (body: BodyOf<typeof api.delegationSave>) =>
  callEndpoint(api.delegationSave, { body });
