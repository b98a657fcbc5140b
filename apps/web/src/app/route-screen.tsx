import { Suspense, useMemo } from 'react';
import { type CurrentRoute, CurrentRouteContext } from '../platform/routing/current-route-context';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { PageSpinner } from './page-spinner';
import { screenFor } from './screen-registry';

/** Renders the screen mapped to a route key, telling it its title and button list. */
export function RouteScreen({
  screenKey,
  title,
  btnList = [],
  fullPage = false,
}: {
  screenKey: string;
  title: string;
  btnList?: readonly string[];
  fullPage?: boolean;
}) {
  const Screen = screenFor(screenKey);
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
