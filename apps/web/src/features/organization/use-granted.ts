import { useMemo } from 'react';
import { btnListOf } from '../../platform/access/access';
import { useSession } from '../../platform/session/session-store';

/**
 * Whether the signed-in user holds another screen's menu (and one of its opers): the
 * organization screens show staff, which the staff screens' keys govern (spec §6), and link to
 * detail screens only when those are granted.
 */
export function useGranted(menuKey: string, oper?: string): boolean {
  const entries = useSession((state) => state.authEntries);
  return useMemo(() => {
    const menu = entries?.find((entry) => entry.type === 'menu' && entry.key === menuKey);
    if (!entries || !menu) return false;
    return oper === undefined || btnListOf(entries, menu.id).includes(oper);
  }, [entries, menuKey, oper]);
}
