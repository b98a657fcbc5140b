import { type BodyOf, type CustomerActivity, crmActivitiesApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

const api = crmActivitiesApi;
/** Every follow-up query sits under this key, so adding one refreshes the list and the cards. */
const ACTIVITIES_KEY = 'crmActivities';

export type ActivityFilters = Omit<QueryOf<typeof api.activityPage>, 'pageNum' | 'pageSize'>;

/** The activity list page (/customer/activity/list) in the caller's data scope. */
export function useActivityPage(query: QueryOf<typeof api.activityPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ACTIVITIES_KEY, 'page', query],
    queryFn: ({ signal }) => callEndpoint(api.activityPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Who the list may be filtered by (the caller, and their departments' members). */
export function useActivityAuthors() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ACTIVITIES_KEY, 'authors'],
    queryFn: ({ signal }) => callEndpoint(api.activityAuthors, { signal }),
    staleTime: 5 * 60_000,
  });
}

export type AddActivityBody = BodyOf<typeof api.activityAdd>;

/** Adds a follow-up to a customer; refreshes every follow-up list. */
export function useAddActivity(customerId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (body: AddActivityBody) =>
      callEndpoint(api.activityAdd, { params: { id: customerId }, body }) as Promise<CustomerActivity>,
    onSuccess: () => client.invalidateQueries({ queryKey: [...scope, ACTIVITIES_KEY] }),
  });
}
