import type { BodyOf, RecordTimeline, TimelineEntry } from '@atrium/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** How many entries one "load more" adds. */
export const TIMELINE_PAGE_SIZE = 10;

const keyOf = (scope: readonly unknown[], timeline: RecordTimeline, recordId: number) => [
  ...scope,
  'timeline',
  timeline.kind,
  recordId,
];

/** A record's timeline, newest first, a page at a time (`fetchNextPage` loads the next). */
export function useTimeline(timeline: RecordTimeline, recordId: number) {
  const scope = useQueryScope();
  return useInfiniteQuery({
    queryKey: keyOf(scope, timeline, recordId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(timeline.endpoints.page, {
        params: { id: recordId },
        query: { pageNum: pageParam, pageSize: TIMELINE_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}

/** The entries of the pages loaded, each once (an entry added meanwhile shifts the later pages by one). */
export function loadedEntries(pages: readonly { list: TimelineEntry[] }[] | undefined): TimelineEntry[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap(({ list }) => list.filter(({ id }) => !seen.has(id) && seen.add(id)));
}

/** Refreshes a record's timeline: after a screen wrote something that lands on it (a follow-up). */
export function useRefreshTimeline(timeline: RecordTimeline, recordId: number) {
  const client = useQueryClient();
  const scope = useQueryScope();
  return () => client.invalidateQueries({ queryKey: keyOf(scope, timeline, recordId) });
}

type Added = 'comment' | 'attachment' | 'link';

/** Adds a comment, files or a link to the record's timeline; the timeline reloads from its first page. */
export function useAddToTimeline<W extends Added>(timeline: RecordTimeline, recordId: number, what: W) {
  const refresh = useRefreshTimeline(timeline, recordId);
  return useMutation({
    mutationFn: (body: BodyOf<RecordTimeline['endpoints'][W]>) =>
      callEndpoint(timeline.endpoints[what], {
        params: { id: recordId },
        body,
      } as never) as Promise<TimelineEntry>,
    onSuccess: refresh,
  });
}
