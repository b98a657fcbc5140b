import type { BodyOf, QueryOf } from '@atrium/contract';
import {
  packingLookup,
  pickableOrders,
  pickCancel,
  pickCreate,
  pickGet,
  pickPage,
  pickPick,
  sendGet,
  sendPage,
  sendPost,
} from '@atrium/contract/endpoints/sale-fulfilment';
import {
  transferCancel,
  transferCreate,
  transferGet,
  transferPage,
  transferReceive,
  transferSend,
} from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Every fulfilment query sits under this key: a pick, shipment or transfer refreshes them all. */
const KEY = 'saleFulfilment';

export type PickPageQuery = QueryOf<typeof pickPage>;
export type SendPageQuery = QueryOf<typeof sendPage>;
export type TransferPageQuery = QueryOf<typeof transferPage>;

function usePage<Q, A>(name: string, query: Q, load: (query: Q, signal: AbortSignal) => Promise<A>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, name, 'page', query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const usePickPage = (query: PickPageQuery) =>
  usePage('pick', query, (q, signal) => callEndpoint(pickPage, { query: q, signal }));
export const useSendPage = (query: SendPageQuery) =>
  usePage('send', query, (q, signal) => callEndpoint(sendPage, { query: q, signal }));
export const useTransferPage = (query: TransferPageQuery) =>
  usePage('transfer', query, (q, signal) => callEndpoint(transferPage, { query: q, signal }));

function useOne<A>(name: string, id: number, load: (signal: AbortSignal) => Promise<A>) {
  const scope = useQueryScope();
  return useQuery({ queryKey: [...scope, KEY, name, 'get', id], queryFn: ({ signal }) => load(signal) });
}

export const usePick = (id: number) =>
  useOne('pick', id, (signal) => callEndpoint(pickGet, { params: { id }, signal }));
export const useSend = (id: number) =>
  useOne('send', id, (signal) => callEndpoint(sendGet, { params: { id }, signal }));
export const useTransfer = (id: number) =>
  useOne('transfer', id, (signal) => callEndpoint(transferGet, { params: { id }, signal }));

/** A warehouse's orders with something open to pick (the new pick's choices); nothing until one is chosen. */
export function usePickableOrders(warehouseId: number | undefined) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, KEY, 'pickable', warehouseId],
    queryFn: ({ signal }) => callEndpoint(pickableOrders, { query: { warehouseId: warehouseId! }, signal }),
    enabled: warehouseId !== undefined,
  });
}

/** A write that refreshes every fulfilment query when it succeeds. */
function useFulfilmentWrite<V, A>(write: (variables: V) => Promise<A>) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: [...scope, KEY] }),
  });
}

export const useCreatePick = () =>
  useFulfilmentWrite((body: BodyOf<typeof pickCreate>) => callEndpoint(pickCreate, { body }));
export const useCreateTransfer = () =>
  useFulfilmentWrite((body: BodyOf<typeof transferCreate>) => callEndpoint(transferCreate, { body }));

const PICK_TRANSITIONS = { pick: pickPick, cancel: pickCancel } as const;
const TRANSFER_TRANSITIONS = {
  send: transferSend,
  receive: transferReceive,
  cancel: transferCancel,
} as const;

export const usePickTransition = () =>
  useFulfilmentWrite(
    ({ id, name, version }: { id: number; name: keyof typeof PICK_TRANSITIONS; version?: number }) =>
      callEndpoint(PICK_TRANSITIONS[name], { params: { id }, body: { version } }),
  );
export const useTransferTransition = () =>
  useFulfilmentWrite(
    ({ id, name, version }: { id: number; name: keyof typeof TRANSFER_TRANSITIONS; version?: number }) =>
      callEndpoint(TRANSFER_TRANSITIONS[name], { params: { id }, body: { version } }),
  );

/** The packing station's look-up by number (no cache: each look-up reads what is left now). */
export const lookUpPacking = (documentNo: string) => callEndpoint(packingLookup, { query: { documentNo } });

export const useShip = () =>
  useFulfilmentWrite((body: BodyOf<typeof sendPost>) => callEndpoint(sendPost, { body }));
