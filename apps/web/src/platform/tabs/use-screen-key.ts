import { useState } from 'react';
import { useLocation } from 'react-router';
import { useClosedTabs } from './closed-tabs-store';

/**
 * The key the layout gives the screen it shows. Navigations are React transitions: closing a tab
 * navigates away, but when the same path is opened again before that navigation was drawn (a quick
 * reopen on a busy machine), the screen whose tab was closed stays mounted with its kept state and
 * never reads its closed flag. So a navigation to a path whose flag is still set gets a new key: the
 * screen mounts afresh, reads the flag and resets (spec §2.7).
 */
export function useScreenKey(): number {
  const { key, pathname } = useLocation();
  const [shown, setShown] = useState({ locationKey: key, generation: 0 });
  if (shown.locationKey !== key) {
    const closed = useClosedTabs.getState().closed[pathname] === true;
    setShown({ locationKey: key, generation: shown.generation + (closed ? 1 : 0) });
  }
  return shown.generation;
}
