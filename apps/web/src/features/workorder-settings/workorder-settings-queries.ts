import * as api from '@atrium/contract/endpoints/workorder-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of 工单设置. The three lists are small (a handful of types and priorities, a policy
 * per pair) and read whole; a write refreshes all three, since deleting a type or priority takes
 * its policies with it and the SLA grid names both.
 */
const ROOT = 'workorderSettings';

export function useWorkOrderTypes() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'types'],
    queryFn: ({ signal }) => callEndpoint(api.workOrderTypeList, { query: {}, signal }),
  });
}

export function useWorkOrderPriorities() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'priorities'],
    queryFn: ({ signal }) => callEndpoint(api.workOrderPriorityList, { signal }),
  });
}

export function useWorkOrderSlaPolicies() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'sla'],
    queryFn: ({ signal }) => callEndpoint(api.workOrderSlaPolicyList, { query: {}, signal }),
  });
}

export function useInvalidateWorkOrderSettings() {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
