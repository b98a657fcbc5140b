import { type ReferenceOption, referenceOptions, referenceTree } from '@atrium/contract/endpoints/reference';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../platform/api/call-endpoint';
import { useQueryScope } from '../platform/query/screen-query-provider';

export type { ReferenceOption };

const ROOT = 'referenceOptions';

/** A reference source's records matching a keyword, newest first (a picker's choices). */
export function useReferenceSearch(source: string, keyword: string, enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, source, 'search', keyword],
    queryFn: ({ signal }) =>
      callEndpoint(referenceOptions, {
        params: { source },
        query: { keyword: keyword || undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The labels of chosen ids the screen does not know yet (e.g. a filter restored from the URL). */
export function useReferenceLabels(source: string, ids: readonly number[]) {
  const scope = useQueryScope();
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...scope, ROOT, source, 'ids', sorted],
    queryFn: ({ signal }) =>
      callEndpoint(referenceOptions, { params: { source }, query: { ids: sorted.join(',') }, signal }),
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
}

/** A tree source whole (categories, departments), each record with its parent: a tree picker's choices. */
export function useReferenceTree(source: string) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, source, 'tree'],
    queryFn: ({ signal }) => callEndpoint(referenceTree, { params: { source }, signal }),
    staleTime: 30_000,
  });
}
