import { crmCustomerMergesApi, crmCustomersApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the customer screens. Keys start with the organization and user; every write
 * invalidates everything under 'customers', so the pool, the list and the detail agree at once.
 */
const ROOT = 'customers';
const api = crmCustomersApi;

export type CustomerListQuery = QueryOf<typeof api.customerPage>;
export type CustomerListKind = 'pool' | 'held';

export function useCustomerPage(kind: CustomerListKind, query: CustomerListQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, kind, query],
    queryFn: ({ signal }) =>
      callEndpoint(kind === 'pool' ? api.customerPoolPage : api.customerPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(api.customerDetail, { params: { id }, signal, silent: true }),
    retry: false,
  });
}

/** Who a customer may be transferred to; loaded when a transfer dialog opens. */
export function useOwnerOptions(enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'ownerOptions'],
    queryFn: ({ signal }) => callEndpoint(api.customerOwnerOptions, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The merges into a customer (for the undo list on its detail). */
export function useCustomerMerges(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'merges', id],
    queryFn: ({ signal }) => callEndpoint(crmCustomerMergesApi.customerMergeList, { params: { id }, signal }),
  });
}

/** The caller's own customers whose name contains `name` (the merge dialog's duplicate picker). */
export function useCustomerSearch(name: string, enabled: boolean) {
  const scope = useQueryScope();
  const query = { pageNum: 1, pageSize: 20, name: name || undefined };
  return useQuery({
    queryKey: [...scope, ROOT, 'search', query],
    queryFn: ({ signal }) => callEndpoint(api.customerPage, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateCustomers() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
