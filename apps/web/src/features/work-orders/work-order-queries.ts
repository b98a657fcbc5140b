import type { BodyOf, QueryOf } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/work-orders';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Every work-order query sits under this key: a save, an action or a comment refreshes lists and details. */
const KEY = 'workOrders';

export type WorkOrderPageQuery = QueryOf<typeof api.workOrderPage>;
export type WorkOrderCreateBody = BodyOf<typeof api.workOrderCreate>;

export function useWorkOrderPage(query: WorkOrderPageQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'page', query],
    queryFn: ({ signal }) => callEndpoint(api.workOrderPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The enabled types (with their forms) and priorities a filter or a form offers. */
export function useWorkOrderOptions() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'options'],
    queryFn: ({ signal }) => callEndpoint(api.workOrderOptions, { signal }),
    staleTime: 60_000,
  });
}

/** Types or priorities as a select's choices. */
export const nameOptions = (records: readonly { id: number; name: string }[] | undefined) =>
  (records ?? []).map((record) => ({ value: record.id, label: record.name }));

export function useWorkOrder(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'get', id],
    queryFn: ({ signal }) => callEndpoint(api.workOrderGet, { params: { id }, signal, silent: true }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
}

export function useRefreshWorkOrders() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return () => client.invalidateQueries({ queryKey: [...scope, KEY] });
}
