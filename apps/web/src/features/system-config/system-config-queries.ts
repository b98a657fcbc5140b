import { adminApi, auditApi, dictionariesApi, menusApi, type QueryOf } from '@atrium/contract';
import { businessCalendarGet } from '@atrium/contract/endpoints/business-calendar';
import { documentNumberList } from '@atrium/contract/endpoints/document-numbers';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the resources, dictionary, document number and audit screens. Keys start with the organization
 * and user (useQueryScope); a write invalidates its screen's part ('menus' or 'dict') and the
 * audit log, which has just gained an entry.
 */
const ROOT = 'systemConfig';
type Part = 'menus' | 'dict' | 'documentNumbers' | 'businessCalendar' | 'audit';

export function useMenuTree() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'menus'],
    queryFn: ({ signal }) => callEndpoint(menusApi.menuTree, { signal }),
  });
}

/** 单据编号: each document kind's pattern and the number it gives next. */
export function useDocumentNumberSettings() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'documentNumbers', 'list'],
    queryFn: ({ signal }) => callEndpoint(documentNumberList, { signal }),
  });
}

/** 工作日历: the organization's calendar, with its version. */
export function useBusinessCalendar() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'businessCalendar'],
    queryFn: ({ signal }) => callEndpoint(businessCalendarGet, { signal }),
  });
}

export function useDictTypes() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'dict', 'types'],
    queryFn: ({ signal }) => callEndpoint(dictionariesApi.dictTypeList, { signal }),
  });
}

export function useDictItems(typeId: number | null, query: QueryOf<typeof dictionariesApi.dictItemPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'dict', 'items', typeId, query],
    queryFn: ({ signal }) =>
      callEndpoint(dictionariesApi.dictItemPage, { params: { id: typeId! }, query, signal }),
    enabled: typeId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useAuditPage(query: QueryOf<typeof auditApi.auditPage>) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'audit', query],
    queryFn: ({ signal }) => callEndpoint(auditApi.auditPage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Members matching a name, to filter the audit log by (needs the admin-user list grant). */
export function useAuditUserOptions(keyword: string, enabled: boolean) {
  const scope = useQueryScope();
  const query = { pageNum: 1, pageSize: 20, keyword: keyword.trim() || undefined };
  return useQuery({
    queryKey: [...scope, ROOT, 'audit', 'users', query],
    queryFn: ({ signal }) => callEndpoint(adminApi.adminUserPage, { query, signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Marks a screen's answers, and the audit log, stale after a write. */
export function useInvalidate(part: Exclude<Part, 'audit'>): () => Promise<void> {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: [...scope, ROOT, part] }),
      client.invalidateQueries({ queryKey: [...scope, ROOT, 'audit'] }),
    ]);
  }, [client, scope, part]);
}
