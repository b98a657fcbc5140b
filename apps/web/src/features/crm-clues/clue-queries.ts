import { crmCluesApi, crmCustomersApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the clue screens. Keys start with the organization and user (useQueryScope);
 * every write invalidates everything under 'clues', so pools, clues and the undealt list agree.
 */
const ROOT = 'clues';

export type CluePageQuery = QueryOf<typeof crmCluesApi.cluePage>;
export type UndealtPageQuery = QueryOf<typeof crmCluesApi.undealtPage>;

export function useCluePools(query: QueryOf<typeof crmCluesApi.cluePoolPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'pools', query],
    queryFn: ({ signal }) => callEndpoint(crmCluesApi.cluePoolPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCluePool(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'pool', id],
    queryFn: ({ signal }) => callEndpoint(crmCluesApi.cluePoolDetailGet, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useClues(query: CluePageQuery, enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'clues', query],
    queryFn: ({ signal }) => callEndpoint(crmCluesApi.cluePage, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUndealt(query: UndealtPageQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'undealt', query],
    queryFn: ({ signal }) => callEndpoint(crmCluesApi.undealtPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Members of the organization to pick pool members from (the customer transfer targets). */
export function useMemberOptions() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'members'],
    queryFn: ({ signal }) => callEndpoint(crmCustomersApi.customerOwnerOptions, { signal }),
    staleTime: 60_000,
  });
}

export function useInvalidateClues() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
