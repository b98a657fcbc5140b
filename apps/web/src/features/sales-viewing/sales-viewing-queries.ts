import {
  crmActivitiesApi,
  crmBusinessApi,
  crmCustomersApi,
  crmSalesViewingApi,
  type QueryOf,
} from '@atrium/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the sales viewing screen: the salespeople page, and one person's records. */
const ROOT = 'salesViewing';
type Paging = { pageNum: number; pageSize: number };

export function useSalesViewingPage(query: QueryOf<typeof crmSalesViewingApi.salesViewingPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'page', query],
    queryFn: ({ signal }) => callEndpoint(crmSalesViewingApi.salesViewingPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePersonCustomers(userId: number, paging: Paging) {
  const scope = useQueryScope();
  const query = {
    ...paging,
    ownerUserId: userId,
    sortField: 'lastFollowUpAt' as const,
    sortOrder: 'desc' as const,
  };
  return useQuery({
    queryKey: [...scope, ROOT, 'customers', query],
    queryFn: ({ signal }) => callEndpoint(crmCustomersApi.customerPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePersonActivities(
  userId: number,
  paging: Paging,
  period: { startDate: string; endDate: string },
) {
  const scope = useQueryScope();
  const query = { ...paging, ...period, authorUserId: userId };
  return useQuery({
    queryKey: [...scope, ROOT, 'activities', query],
    queryFn: ({ signal }) => callEndpoint(crmActivitiesApi.activityPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePersonBusiness(userId: number, paging: Paging) {
  const scope = useQueryScope();
  const query = { ...paging, ownerUserId: userId };
  return useQuery({
    queryKey: [...scope, ROOT, 'business', query],
    queryFn: ({ signal }) => callEndpoint(crmBusinessApi.businessPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
