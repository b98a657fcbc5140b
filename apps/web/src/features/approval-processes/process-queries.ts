import { flwApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the process screens; every write invalidates everything under 'approvalProcesses'. */
const ROOT = 'approvalProcesses';

export const PROCESS_LIST_PATH = '/approval/process/list';
/** 流程详情 of a process, or `new` to create one. */
export const processDetailPath = (id: number | 'new') => `/approval/process/detail/${id}`;

export function useProcessPage(query: QueryOf<typeof flwApi.processPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'page', query],
    queryFn: ({ signal }) => callEndpoint(flwApi.processPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProcess(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(flwApi.processGet, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

export function useInvalidateProcesses() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
