import { crmCustomersApi, crmCustomerTagsApi } from '@atrium/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** The tag ids a customer carries now (read from its detail). */
export function useCustomerTagIds(customerId: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, 'customerTagLinks', customerId],
    queryFn: async ({ signal }) =>
      (await callEndpoint(crmCustomersApi.customerDetail, { params: { id: customerId }, signal })).tagIds,
  });
}

/** Replaces a customer's tags. */
export function useSetCustomerTags(customerId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (tagIds: number[]) =>
      callEndpoint(crmCustomerTagsApi.customerTagsSet, { params: { id: customerId }, body: { tagIds } }),
    onSuccess: (answer) => client.setQueryData([...scope, 'customerTagLinks', customerId], answer.tagIds),
  });
}

/** Tags or untags several customers at once; answers how many changed. */
export function useBulkTag(mode: 'tag' | 'untag') {
  return useMutation({
    mutationFn: (body: { ids: number[]; tagIds: number[] }) =>
      callEndpoint(
        mode === 'tag' ? crmCustomerTagsApi.customerBulkTag : crmCustomerTagsApi.customerBulkUntag,
        {
          body,
        },
      ),
  });
}

/** The customer lists' `tagIds` query value: comma-separated ids, or absent. */
export function tagIdsQuery(tagIds: readonly number[] | undefined): string | undefined {
  return tagIds && tagIds.length > 0 ? tagIds.join(',') : undefined;
}
