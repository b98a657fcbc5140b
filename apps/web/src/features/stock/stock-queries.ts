import type { BodyOf, ItemKind, QueryOf } from '@atrium/contract';
import {
  binCreate,
  binList,
  countGet,
  countPage,
  countPost,
  receiptGet,
  receiptPage,
  receiptPost,
  receiptReverse,
} from '@atrium/contract/endpoints/stock-documents';
import { balancePage, itemInfo, movePage, serialWhereabouts } from '@atrium/contract/endpoints/stock-queries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Every stock query sits under this key: posting a document refreshes lists, balances and moves. */
const STOCK_KEY = 'stock';

export type DocumentListKind = 'receipt' | 'count';
const pageEndpoint = { receipt: receiptPage, count: countPage } as const;
const getEndpoint = { receipt: receiptGet, count: countGet } as const;

export type DocumentPageQuery = QueryOf<typeof receiptPage>;

/** 入库单 (receipts with their reversals) or 盘点 list, newest first. */
export function useDocumentPage(kind: DocumentListKind, query: DocumentPageQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, kind, 'page', query],
    queryFn: ({ signal }) => callEndpoint(pageEndpoint[kind], { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One posted document with its lines. */
export function useDocument(kind: DocumentListKind, id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, kind, 'get', id],
    queryFn: ({ signal }) => callEndpoint(getEndpoint[kind], { params: { id }, signal }),
  });
}

export type MovePageQuery = QueryOf<typeof movePage>;

/** Stock moves, newest first (an item's history, a document's moves). */
export function useMovePage(query: MovePageQuery, enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, 'moves', query],
    queryFn: ({ signal }) => callEndpoint(movePage, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type BalancePageQuery = QueryOf<typeof balancePage>;

/** Balances by item and warehouse location (库存查询). */
export function useBalancePage(query: BalancePageQuery) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, 'balances', query],
    queryFn: ({ signal }) => callEndpoint(balancePage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Where a serial is and what happened to it; nothing until a serial is asked about. */
export function useSerialWhereabouts(serialNo: string) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, 'serial', serialNo],
    queryFn: ({ signal }) => callEndpoint(serialWhereabouts, { params: { serialNo }, signal, silent: true }),
    enabled: serialNo !== '',
    retry: false,
  });
}

/** Label, unit and serial tracking of the chosen items of one kind (for the lines editor). */
export function useItemInfo(itemKind: ItemKind, ids: readonly number[]) {
  const scope = useQueryScope();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...scope, STOCK_KEY, 'itemInfo', itemKind, sorted],
    queryFn: ({ signal }) =>
      callEndpoint(itemInfo, { query: { itemKind, ids: sorted.join(',') } as never, signal }),
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
}

/** A warehouse's bins (库位). */
export function useBins(warehouseId: number | undefined) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, 'bins', warehouseId],
    queryFn: ({ signal }) => callEndpoint(binList, { params: { id: warehouseId! }, signal }),
    enabled: warehouseId !== undefined,
  });
}

/** The stock queries' common refresh after any posting. */
function useStockRefresh() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return () => client.invalidateQueries({ queryKey: [...scope, STOCK_KEY] });
}

export function useAddBin(warehouseId: number) {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(binCreate, { params: { id: warehouseId }, body: { name } }),
    onSuccess: refresh,
  });
}

export type ReceiptBody = BodyOf<typeof receiptPost>;
export type CountBody = BodyOf<typeof countPost>;

export function usePostReceipt() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: (body: ReceiptBody) => callEndpoint(receiptPost, { body }),
    onSuccess: refresh,
  });
}

export function usePostCount() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: (body: CountBody) => callEndpoint(countPost, { body }),
    onSuccess: refresh,
  });
}

/** 冲销: the server refuses when the stock has left (its message shows as any refusal does). */
export function useReverseReceipt() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(receiptReverse, { params: { id } }),
    onSuccess: refresh,
  });
}
