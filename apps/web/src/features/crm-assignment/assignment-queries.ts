import { crmAssignmentApi, crmCustomersApi } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of 客户分配; every write refreshes everything under the root key. */
const ROOT = 'customerAssignment';
const api = crmAssignmentApi;

export function useDistributionObjects() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'objects'],
    queryFn: ({ signal }) => callEndpoint(api.distributionObjectList, { signal }),
  });
}

export function useMemberOptions(enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'members'],
    queryFn: ({ signal }) => callEndpoint(api.distributionMemberOptions, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export interface PoolQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
  phone?: string;
}

export function usePoolCustomers(query: PoolQuery, enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'pool', query],
    queryFn: ({ signal }) => callEndpoint(crmCustomersApi.customerPoolPage, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateAssignment() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
