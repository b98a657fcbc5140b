import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../session/session-store';
import { queryClient } from './query-client';

/**
 * Gives a screen the app's query cache. `lazyScreen` (app/lazy-screen.ts) renders every screen
 * inside it, so nothing a screen shows (a drawer beside its list, a card, a dialog) can fall outside
 * it, and the library loads with the first (lazy) screen, off the login and shell chunks. Every
 * screen shares the one client, so their caches and invalidations are shared too. Tests rendering a
 * screen directly wrap it the same way (resources/render-screen-for-test.tsx).
 */
export function ScreenQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The start of every query key: answers belong to one organization and one user. */
export function useQueryScope(): readonly [number | null, number | null] {
  const organizationId = useSession((state) => state.organizationId);
  const userId = useSession((state) => state.userId);
  return [organizationId, userId] as const;
}
