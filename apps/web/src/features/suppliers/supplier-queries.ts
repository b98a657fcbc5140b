import type { BodyOf, QueryOf } from '@atrium/contract';
import * as activitiesApi from '@atrium/contract/endpoints/supplier-activities';
import * as itemsApi from '@atrium/contract/endpoints/supplier-items';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Supplied items and activities sit under these keys, so a write refreshes every view of them. */
const ITEMS_KEY = 'supplierItems';
const ACTIVITIES_KEY = 'supplierActivities';

export function useSuppliedItems(supplierId: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ITEMS_KEY, supplierId],
    queryFn: ({ signal }) => callEndpoint(itemsApi.suppliedItemList, { params: { id: supplierId }, signal }),
  });
}

export type SuppliedItemBody = BodyOf<typeof itemsApi.suppliedItemAdd>;

/** Adds, changes (the item's id given) and removes supplied items; refreshes the list after each. */
export function useSuppliedItemWrites(supplierId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  const onSuccess = () => client.invalidateQueries({ queryKey: [...scope, ITEMS_KEY, supplierId] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SuppliedItemBody }) =>
      id === null
        ? callEndpoint(itemsApi.suppliedItemAdd, { params: { id: supplierId }, body, silent: true })
        : callEndpoint(itemsApi.suppliedItemUpdate, {
            params: { id: supplierId, itemId: id },
            body: { purchasePrice: body.purchasePrice, leadTimeDays: body.leadTimeDays, remark: body.remark },
            silent: true,
          }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (itemId: number) =>
      callEndpoint(itemsApi.suppliedItemRemove, { params: { id: supplierId, itemId } }),
    onSuccess,
  });
  return { save, remove };
}

export function useSupplierActivityFeed(query: QueryOf<typeof activitiesApi.supplierActivityFeed>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ACTIVITIES_KEY, 'feed', query],
    queryFn: ({ signal }) => callEndpoint(activitiesApi.supplierActivityFeed, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type SupplierActivityBody = BodyOf<typeof activitiesApi.supplierActivityAdd>;

export function useAddSupplierActivity(supplierId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMutation({
    mutationFn: (body: SupplierActivityBody) =>
      callEndpoint(activitiesApi.supplierActivityAdd, { params: { id: supplierId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...scope, ACTIVITIES_KEY] }),
  });
}
