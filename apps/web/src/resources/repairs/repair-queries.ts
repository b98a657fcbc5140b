import * as orders from '@atrium/contract/endpoints/repair-orders';
import * as pickups from '@atrium/contract/endpoints/repair-pickups';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Every repair and pickup query sits under this key: a check-in opens a repair, a transition
 * changes a list row, so one write refreshes them all.
 */
export const REPAIRS_KEY = 'repairs';

export function useRepair(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, REPAIRS_KEY, 'repair', id],
    queryFn: ({ signal }) => callEndpoint(orders.repairGet, { params: { id }, signal, silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function usePickup(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, REPAIRS_KEY, 'pickup', id],
    queryFn: ({ signal }) => callEndpoint(pickups.pickupGet, { params: { id }, signal, silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

export function useRefreshRepairs() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return () => client.invalidateQueries({ queryKey: [...scope, REPAIRS_KEY] });
}
