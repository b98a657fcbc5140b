import { adminApi, adminUsersApi, type QueryOf, rolesApi } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the system administration screens. Keys start with the organization and user
 * (useQueryScope); a write invalidates everything under 'systemAdmin' so lists, options and the
 * role editor show it at once.
 */
const ROOT = 'systemAdmin';

export function useAdminUserPage(query: QueryOf<typeof adminApi.adminUserPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'users', query],
    queryFn: ({ signal }) => callEndpoint(adminApi.adminUserPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUserOptions() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'userOptions'],
    queryFn: ({ signal }) => callEndpoint(adminUsersApi.adminUserOptions, { signal }),
  });
}

export function useAdminUser(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'user', id],
    queryFn: ({ signal }) => callEndpoint(adminUsersApi.adminUserGet, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

export function useRolePage(query: QueryOf<typeof adminApi.rolePage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'roles', query],
    queryFn: ({ signal }) => callEndpoint(adminApi.rolePage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: number | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'role', id],
    queryFn: ({ signal }) => callEndpoint(rolesApi.roleGet, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** The grant tree, titled in the current language (refetched after a language switch). */
export function useGrantTree() {
  const scope = useQueryScope();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...scope, ROOT, 'grantTree', i18n.language],
    queryFn: ({ signal }) => callEndpoint(rolesApi.roleGrantTree, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Marks every system-admin answer stale after a write. */
export function useInvalidateSystemAdmin(): () => Promise<void> {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}

/** The kinds of record whose data scope a role may choose, titled in the current language. */
export function useDataScopeKinds() {
  const scope = useQueryScope();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...scope, ROOT, 'dataScopeKinds', i18n.language],
    queryFn: ({ signal }) => callEndpoint(rolesApi.roleDataScopeKinds, { signal }),
    staleTime: 5 * 60_000,
  });
}
