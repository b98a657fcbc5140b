import { hrmApi, type QueryOf } from '@atrium/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';

/**
 * Server state of the organization screens. Keys start with the organization and user
 * (useQueryScope); a write invalidates everything under 'organization', so the tree, the staff
 * tables and the option lists all show it at once.
 */
const ROOT = 'organization';

export function useDepartments() {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'departments'],
    queryFn: ({ signal }) => callEndpoint(hrmApi.departmentList, { signal }),
  });
}

export function useDepartment(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'department', id],
    queryFn: ({ signal }) => callEndpoint(hrmApi.departmentDetail, { params: { id }, signal }),
  });
}

export function useEmployeePage(query: QueryOf<typeof hrmApi.employeePage>, enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'employees', query],
    queryFn: ({ signal }) => callEndpoint(hrmApi.employeePage, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useEmployee(id: number) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'employee', id],
    queryFn: ({ signal }) => callEndpoint(hrmApi.employeeDetail, { params: { id }, signal }),
  });
}

/** Active staff: the leader choices of a department. */
export function useEmployeeOptions(enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'employeeOptions'],
    queryFn: ({ signal }) => callEndpoint(hrmApi.employeeOptions, { signal }),
    enabled,
  });
}

export function useAccountOptions(enabled = true) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, ROOT, 'accountOptions'],
    queryFn: ({ signal }) => callEndpoint(hrmApi.employeeAccountOptions, { signal }),
    enabled,
  });
}

export function useInvalidateOrganization(): () => Promise<void> {
  const client = useQueryClient();
  const scope = useQueryScope();
  return useCallback(() => client.invalidateQueries({ queryKey: [...scope, ROOT] }), [client, scope]);
}
