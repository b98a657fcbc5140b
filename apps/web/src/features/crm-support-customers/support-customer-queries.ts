import { crmSupportCustomersApi, type SupportCustomerStatus } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of 售后客户 and 售后分配; every write refreshes everything under the root key. */
const ROOT = 'supportCustomers';
const api = crmSupportCustomersApi;

export interface SupportCustomerQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
  phone?: string;
  status?: SupportCustomerStatus;
}

export function useSupportCustomerPage(query: SupportCustomerQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'page', query],
    queryFn: ({ signal }) => callEndpoint(api.supportCustomerPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Enabled groups with members: the form's group and handler choices. */
export function useSupportGroupChoices(enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'groups'],
    queryFn: ({ signal }) => callEndpoint(api.supportGroupsWithMembers, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useSupportDistribution() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'distribution'],
    queryFn: ({ signal }) => callEndpoint(api.supportDistributionList, { signal }),
  });
}

export function useInvalidateSupportCustomers() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
