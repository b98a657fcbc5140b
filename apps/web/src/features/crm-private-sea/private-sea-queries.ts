import { crmPrivateSeaApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the private-sea screens; every write invalidates everything under 'privateSea'. */
const ROOT = 'privateSea';
const api = crmPrivateSeaApi;

export const RULE_LIST_PATH = '/customer/privateSea/ruleList';
export const ruleDetailPath = (id: number | 'new') => `/customer/privateSea/ruleDetail/${id}`;

export function useRules(query: QueryOf<typeof api.privateSeaRulePage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'rules', query],
    queryFn: ({ signal }) => callEndpoint(api.privateSeaRulePage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRule(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'rule', id],
    queryFn: ({ signal }) => callEndpoint(api.privateSeaRuleGet, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useDepartmentOptions() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'departments'],
    queryFn: ({ signal }) => callEndpoint(api.privateSeaDepartments, { signal }),
    staleTime: 60_000,
  });
}

export function useRecallPreview() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'preview'],
    queryFn: ({ signal }) => callEndpoint(api.privateSeaRecallPreview, { signal }),
  });
}

export function useInvalidatePrivateSea() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
