import { profileApi } from '@atrium/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/** Server state of the personal center, keyed by organization and user like every screen's. */
const ROOT = 'personalCenter';

export function useMyProfile() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'profile'],
    queryFn: ({ signal }) => callEndpoint(profileApi.myProfile, { signal }),
  });
}

export function useMySessions() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'sessions'],
    queryFn: ({ signal }) => callEndpoint(profileApi.mySessions, { signal }),
  });
}

export function useInvalidatePersonalCenter(): () => Promise<void> {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
