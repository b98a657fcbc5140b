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
import {
  balancePage,
  itemInfo,
  movePage,
  serialWhereabouts,
  transitBalances,
} from '@atrium/contract/endpoints/stock-queries';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** What is in transit between warehouses now (库存查询's 在途). */
export function useTransitBalances() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, STOCK_KEY, 'transit'],
    queryFn: ({ signal }) => callEndpoint(transitBalances, { signal }),
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

/** Where a count counts: a warehouse's root, or one of its bins. */
export interface CountPlace {
  warehouseId: number;
  binId?: number;
}

/**
 * The book (on-hand) quantity of one item at exactly this place: the warehouse's root, or the bin
 * (what a count posts as its line's 账面), '0' when it never held the item there.
 */
export async function bookQuantity(
  place: CountPlace,
  item: { itemKind: ItemKind; itemId: number },
  signal?: AbortSignal,
): Promise<string> {
  const page = await callEndpoint(balancePage, {
    query: { ...item, warehouseId: place.warehouseId, onlyNonZero: 'false', pageNum: 1, pageSize: 500 },
    signal,
  });
  const here = page.list.find((row) => (place.binId ? row.locationId === place.binId : row.binName === ''));
  return here?.onHand ?? '0';
}

/**
 * The book quantities of items at a place, by `kind:id` (missing while being read): a count line
 * added by hand shows what will be posted, and reads again when the warehouse or bin changes.
 */
export function useBookQuantities(
  place: CountPlace | undefined,
  items: readonly { itemKind: ItemKind; itemId: number }[],
): ReadonlyMap<string, string> {
  const scope = useQueryScope();
  const answers = useQueries({
    queries: items.map((item) => ({
      queryKey: [
        ...scope,
        STOCK_KEY,
        'book',
        place?.warehouseId,
        place?.binId ?? null,
        item.itemKind,
        item.itemId,
      ],
      queryFn: ({ signal }: { signal: AbortSignal }) => bookQuantity(place!, item, signal),
      enabled: place !== undefined,
    })),
  });
  return new Map(
    items.flatMap((item, index) => {
      const book = answers[index]?.data;
      return book === undefined ? [] : [[`${item.itemKind}:${item.itemId}`, book] as const];
    }),
  );
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

/**
 * 冲销, the receipt's `reverse` transition: the server refuses when the stock has left (its message
 * shows as any refusal does), or when the receipt changed since the screen read it (`version`);
 * under an approval gate it answers the pending request instead.
 */
export function useReverseReceipt() {
  const refresh = useStockRefresh();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version?: number }) =>
      callEndpoint(receiptReverse, { params: { id }, body: { version } }),
    onSuccess: refresh,
  });
}
