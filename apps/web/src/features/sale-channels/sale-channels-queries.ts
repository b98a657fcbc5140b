import type { QueryOf } from '@atrium/contract';
import {
  externalOrderPage,
  reconciliationPage,
  saleSourceOverviewGet,
  statementGet,
  statementPage,
} from '@atrium/contract/endpoints/sale-channels';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the channels screens; every write invalidates everything under 'saleChannels'. */
const ROOT = 'saleChannels';

export function useSourceOverview(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'source', id],
    queryFn: ({ signal }) => callEndpoint(saleSourceOverviewGet, { params: { id }, signal }),
  });
}

export function useExternalOrders(query: QueryOf<typeof externalOrderPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'external', query],
    queryFn: ({ signal }) => callEndpoint(externalOrderPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStatements(query: QueryOf<typeof statementPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'statements', query],
    queryFn: ({ signal }) => callEndpoint(statementPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStatement(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'statement', id],
    queryFn: ({ signal }) => callEndpoint(statementGet, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useReconciliation(id: number, query: QueryOf<typeof reconciliationPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'report', id, query],
    queryFn: ({ signal }) => callEndpoint(reconciliationPage, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateChannels() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
