import { callApi, callSeatsApi, type QueryOf, type SeatLine } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { onDutyChange } from '../../platform/duty/duty-changes';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the seat lists and the duty records. Keys start with the organization and user;
 * a write, or a duty started or ended in the header (duty-changes.ts), invalidates everything
 * under 'callSeats' (both lists, candidates and duty records).
 */
const ROOT = 'callSeats';

type SeatPageQuery = QueryOf<typeof callApi.seatPage>;

export function useSeatPage(line: SeatLine, query: SeatPageQuery) {
  const scope = useQueryScope();
  useRefreshOnDutyChange();
  const endpoint = line === 'second' ? callApi.secondLineSeatPage : callApi.seatPage;
  return useQuery({
    queryKey: [...scope, ROOT, 'seats', line, query],
    queryFn: ({ signal }) => callEndpoint(endpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSeatAgentCandidates(line: SeatLine, enabled: boolean) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'candidates', line],
    queryFn: ({ signal }) => callEndpoint(callSeatsApi.SEAT_MANAGEMENT[line].candidates, { signal }),
    enabled,
  });
}

export function useDutyRecordPage(query: QueryOf<typeof callApi.dutyRecordPage>) {
  const scope = useQueryScope();
  useRefreshOnDutyChange();
  return useQuery({
    queryKey: [...scope, ROOT, 'dutyRecords', query],
    queryFn: ({ signal }) => callEndpoint(callApi.dutyRecordPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvalidateCallSeats(): () => Promise<void> {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}

/** The header's duty control started or ended a duty: seats and duty records are read again. */
function useRefreshOnDutyChange(): void {
  const invalidate = useInvalidateCallSeats();
  useEffect(() => onDutyChange(() => void invalidate()), [invalidate]);
}
