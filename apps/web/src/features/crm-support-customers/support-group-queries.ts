import { crmSupportGroupsApi } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { useInvalidateSupportCustomers } from './support-customer-queries';

/** Server state of 班组管理; a write also refreshes the 售后分配 cards (they list groups and members). */
const ROOT = 'supportGroups';
const api = crmSupportGroupsApi;

export function useSupportGroupPage(query: { pageNum: number; pageSize: number }) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'page', query],
    queryFn: ({ signal }) => callEndpoint(api.supportGroupPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportGroupMembers(groupId: number | undefined) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'members', groupId],
    queryFn: ({ signal }) => callEndpoint(api.supportGroupMembers, { params: { id: groupId! }, signal }),
    enabled: groupId !== undefined,
  });
}

/** Members of the organization for the picker, with the group each is in now. */
export function useSupportGroupCandidates(enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'candidates'],
    queryFn: ({ signal }) => callEndpoint(api.supportGroupCandidates, { signal }),
    enabled,
  });
}

export function useInvalidateSupportGroups() {
  const client = useQueryClient();
  const scope = useQueryScope();
  const invalidateDistribution = useInvalidateSupportCustomers();
  return useCallback(
    () => Promise.all([client.invalidateQueries({ queryKey: [...scope, ROOT] }), invalidateDistribution()]),
    [client, scope, invalidateDistribution],
  );
}
