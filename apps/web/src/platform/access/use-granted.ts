import { useMemo } from 'react';
import { useSession } from '../session/session-store';
import { btnListOf } from './access';

/**
 * Whether the signed-in user holds another screen's menu (and one of its opers): a screen that
 * links to or acts for another screen (a list opening a detail, a detail claiming from the pool)
 * asks that screen's grants, as <Action>/useAction only know the current route's.
 */
export function useGranted(menuKey: string, oper?: string): boolean {
  const entries = useSession((state) => state.authEntries);
  return useMemo(() => {
    const menu = entries?.find((entry) => entry.type === 'menu' && entry.key === menuKey);
    if (!entries || !menu) return false;
    return oper === undefined || btnListOf(entries, menu.id).includes(oper);
  }, [entries, menuKey, oper]);
}
