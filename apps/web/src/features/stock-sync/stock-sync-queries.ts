import type { QueryOf } from '@atrium/contract';
import {
  warehouseSyncItemGet,
  warehouseSyncLogPage,
  warehouseSyncSettingsList,
} from '@atrium/contract/endpoints/stock-sync';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the warehouse sync screen; every write invalidates everything under 'stockSync'. */
const ROOT = 'stockSync';

export function useSyncLog(query: QueryOf<typeof warehouseSyncLogPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'log', query],
    queryFn: ({ signal }) => callEndpoint(warehouseSyncLogPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSyncItem(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'item', id],
    queryFn: ({ signal }) => callEndpoint(warehouseSyncItemGet, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useSyncSettings() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'settings'],
    queryFn: ({ signal }) => callEndpoint(warehouseSyncSettingsList, { signal }),
  });
}

export function useInvalidateSync() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
