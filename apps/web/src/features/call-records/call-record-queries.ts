import { type BodyOf, callRecordsApi, crmActivitiesApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

const api = callRecordsApi;
/** Every call record query sits under this key, so linking a follow-up refreshes the list. */
const CALL_RECORDS_KEY = 'callRecords';

export type CallRecordQuery = QueryOf<typeof api.callRecordPage>;
export type CallRecordFilters = Omit<CallRecordQuery, 'pageNum' | 'pageSize'>;

/** 通话记录 in the caller's data scope. */
export function useCallRecordPage(query: CallRecordQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, CALL_RECORDS_KEY, 'page', query],
    queryFn: ({ signal }) => callEndpoint(api.callRecordPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One call with its recordings. */
export function useCallRecord(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, CALL_RECORDS_KEY, 'one', id],
    queryFn: ({ signal }) => callEndpoint(api.callRecordGet, { params: { id: id! }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export type LinkCallBody = BodyOf<typeof api.callRecordLink>;

/** 关联跟进: links the call to an existing follow-up or a new one; refreshes the call records. */
export function useLinkCallRecord(id: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (body: LinkCallBody) => callEndpoint(api.callRecordLink, { params: { id }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...scope, CALL_RECORDS_KEY] });
      await client.invalidateQueries({ queryKey: [...scope, 'crmActivities'] });
    },
  });
}

/** A customer's newest follow-ups without a call (the ones a call may be linked to). */
export function useLinkableActivities(customerId: number | undefined) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, 'crmActivities', 'customer', customerId, 'linkable'],
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(crmActivitiesApi.customerActivityPage, {
        params: { id: customerId! },
        query: { pageNum: 1, pageSize: 50 },
        signal,
      });
      return page.list.filter((activity) => activity.callRecordId === null);
    },
    enabled: typeof customerId === 'number' && customerId > 0,
  });
}
