import type { QueryOf } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/sale-orders';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Every sale order query sits under this key: a save or a transition refreshes lists and details. */
const KEY = 'saleOrders';

export type SaleOrderPageQuery = QueryOf<typeof api.saleOrderPage>;
export type SaleOrderLinePageQuery = QueryOf<typeof api.saleOrderLinePage>;

export function useSaleOrderPage(query: SaleOrderPageQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'page', query],
    queryFn: ({ signal }) => callEndpoint(api.saleOrderPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaleOrderLinePage(query: SaleOrderLinePageQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'lines', query],
    queryFn: ({ signal }) => callEndpoint(api.saleOrderLinePage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaleOrder(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'get', id],
    queryFn: ({ signal }) => callEndpoint(api.saleOrderGet, { params: { id: id! }, signal, silent: true }),
    enabled: id !== null && id > 0,
    retry: false,
  });
}

/** The discount rate and contact a new order of the customer starts from. */
export function useCustomerRate(customerId: number | undefined) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'customerRate', customerId],
    queryFn: ({ signal }) =>
      callEndpoint(api.saleOrderCustomerRate, { query: { customerId: customerId! }, signal, silent: true }),
    enabled: customerId !== undefined,
  });
}

/** The line picker's choices for a keyword (searched on the server, at most 20). */
export function useSaleItemOptions(keyword: string, sourceId: number | undefined, enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'items', keyword, sourceId],
    queryFn: ({ signal }) =>
      callEndpoint(api.saleItemOptions, {
        query: { ...(keyword ? { keyword } : {}), ...(sourceId ? { sourceId } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRefreshSaleOrders() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return () => client.invalidateQueries({ queryKey: [...scope, KEY] });
}
