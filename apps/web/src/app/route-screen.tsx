import { Suspense, useMemo } from 'react';
import { type CurrentRoute, CurrentRouteContext } from '../platform/routing/current-route-context';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import type { Screen } from './chunk-load';
import { PageSpinner } from './page-spinner';

/** Renders a route's screen, telling it its key, title and button list. */
export function RouteScreen({
  screen: Screen,
  screenKey,
  title,
  btnList = [],
  fullPage = false,
}: {
  screen: Screen;
  screenKey: string;
  title: string;
  btnList?: readonly string[];
  fullPage?: boolean;
}) {
  const current = useMemo<CurrentRoute>(
    () => ({ key: screenKey, title, btnList }),
    [screenKey, title, btnList],
  );
  return (
    <CurrentRouteContext.Provider value={current}>
      <ChunkErrorBoundary key={screenKey}>
        <Suspense fallback={<PageSpinner fullPage={fullPage} />}>
          <Screen />
        </Suspense>
      </ChunkErrorBoundary>
    </CurrentRouteContext.Provider>
  );
}
