import type { PermissionKey } from '@atrium/contract';
import { useSession } from '../session/session-store';
import { hasPermission } from './access';

/**
 * Whether the signed-in user holds a permission key (any of several when a list): `customerDetail`,
 * `customerList:update`, `dutyRecordStart`. For what is not a button of the current route (a list
 * opening a detail, a detail claiming from the pool, a widget of the shell); those use <Action>.
 */
export function useGranted(key: PermissionKey | readonly PermissionKey[]): boolean {
  return useSession((state) => hasPermission(state.authEntries, state.permissionList, key));
}
