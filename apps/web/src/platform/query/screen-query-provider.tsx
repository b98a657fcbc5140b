import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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

/** A screen rendered inside the query cache (how lazyScreen and the outside screens' loaders load screens). */
export function withQueryCache(Screen: ComponentType): ComponentType {
  return (props: object) => (
    <ScreenQueryProvider>
      <Screen {...props} />
    </ScreenQueryProvider>
  );
}

/** The start of every query key: answers belong to one organization and one user. */
export function useQueryScope(): readonly [number | null, number | null] {
  const organizationId = useSession((state) => state.organizationId);
  const userId = useSession((state) => state.userId);
  return [organizationId, userId] as const;
}
