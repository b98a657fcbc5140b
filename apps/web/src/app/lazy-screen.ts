import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from './chunk-load';

/**
 * React.lazy for a module whose named export `name` is the screen, rendered inside the app's query
 * cache (ScreenQueryProvider). The provider sits here, around every screen, rather than inside each
 * screen: a drawer or card a screen renders beside its list can then never fall outside it (the
 * product detail drawer once did, and crashed with "No QueryClient set"). The provider's chunk loads
 * beside the screen's. Only the feature manifests use this file, which load with the shell, so
 * TanStack Query stays off the login page (the screens outside the layout get the cache from their
 * loaders, outside-screen-loaders.ts).
 */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType ? M[K] : never> {
  return lazy(() =>
    withChunkTimeout(() => Promise.all([load(), import('../platform/query/screen-query-provider')])).then(
      ([module, { withQueryCache }]) => ({
        default: withQueryCache(module[name] as ComponentType) as M[K] extends ComponentType ? M[K] : never,
      }),
    ),
  );
}
