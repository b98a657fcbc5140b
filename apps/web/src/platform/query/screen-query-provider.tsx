import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../session/session-store';
import { queryClient } from './query-client';

/**
 * Gives a screen the app's query cache. Screens that use TanStack Query wrap themselves in it, so
 * the library loads with the first such (lazy) screen and stays off the login and shell chunks;
 * every screen shares the one client, so their caches and invalidations are shared too.
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
