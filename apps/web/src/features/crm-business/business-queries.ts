import { crmBusinessApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the opportunity screens. Keys start with the organization and user
 * (useQueryScope); every write invalidates everything under 'business', so the list, the
 * pipeline, the detail and the customer card show it at once.
 */
const ROOT = 'business';

export type BusinessPageQuery = QueryOf<typeof crmBusinessApi.businessPage>;

export function useBusinessPage(query: BusinessPageQuery, enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'page', query],
    queryFn: ({ signal }) => callEndpoint(crmBusinessApi.businessPage, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBusinessOwners() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'owners'],
    queryFn: ({ signal }) => callEndpoint(crmBusinessApi.businessOwnerOptions, { signal }),
    staleTime: 60_000,
  });
}

export function useBusiness(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(crmBusinessApi.businessDetail, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useInvalidateBusiness() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
