import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../platform/i18n/i18n';
import { refreshAuthEntries } from '../platform/session/load-session';
import { useSession } from '../platform/session/session-store';
import { buildRouteTable, type RouteTable } from './route-table';

/** The route table of the signed-in user, in the current locale; null until the session loaded. */
export function useRouteTable(): RouteTable | null {
  const { t, i18n } = useTranslation('shell');
  const entries = useSession((state) => state.authEntries);
  const permissionList = useSession((state) => state.permissionList);
  const language = i18n.language;
  const loadedIn = useRef(language);
  useEffect(() => {
    // Menu titles come from the server in the request's locale: fetch them again on a switch.
    if (loadedIn.current === language) return;
    loadedIn.current = language;
    void refreshAuthEntries();
  }, [language]);
  return useMemo(() => {
    if (!entries || !language) return null;
    return buildRouteTable({ entries, permissionList, locale: currentLocale(), translate: (key) => t(key) });
  }, [entries, permissionList, language, t]);
}
