import { crmClueSyncApi, crmCluesApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the clue sync screen; every write invalidates everything under 'clueSync'. */
const ROOT = 'clueSync';

export function useClueSyncSources(query: QueryOf<typeof crmClueSyncApi.clueSyncSourcePage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'sources', query],
    queryFn: ({ signal }) => callEndpoint(crmClueSyncApi.clueSyncSourcePage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClueSyncLog(query: QueryOf<typeof crmClueSyncApi.clueSyncLogPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'log', query],
    queryFn: ({ signal }) => callEndpoint(crmClueSyncApi.clueSyncLogPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The pools a source can feed (the first 100 the caller reaches, by name). */
export function usePoolOptions() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'pools'],
    queryFn: ({ signal }) =>
      callEndpoint(crmCluesApi.cluePoolPage, { query: { pageNum: 1, pageSize: 100 }, signal }),
    select: (page) => page.list.map((pool) => ({ value: pool.id, label: pool.name })),
    staleTime: 60_000,
  });
}

export function useInvalidateClueSync() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
