import { crmPrivateSeaApi } from '@atrium/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { useQueryScope } from '../../../platform/query/screen-query-provider';

/** Under the customer screens' root key: a claim, release, transfer or follow-up refreshes them. */
const KEY = ['customers', 'recallReminders'] as const;
const api = crmPrivateSeaApi;

/** One page of the customers about to be recalled in the caller's scope, soonest first. */
export function useRecallReminders(pageNum: number, pageSize: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ...KEY, 'page', pageNum, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(api.privateSeaReminderPage, { query: { pageNum, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The reminder of one customer, if it is within its rule's reminder days of recall. */
export function useCustomerRecallReminder(customerId: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ...KEY, 'customer', customerId],
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(api.privateSeaReminderPage, {
        query: { pageNum: 1, pageSize: 1, customerId },
        signal,
        silent: true,
      });
      return page.list[0] ?? null;
    },
    retry: false,
  });
}
