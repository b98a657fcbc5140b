import { CHUNK_LOAD_TIMEOUT_MS } from '@atrium/contract';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/** A screen: a lazily loaded component, its own chunk. */
export type Screen = LazyExoticComponent<ComponentType>;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects when `load` has not settled within `timeoutMs` (spec §9: chunk load timeout 120 s). */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

const loadQueryProvider = () => import('../platform/query/screen-query-provider');

/**
 * React.lazy for a module whose named export `name` is the screen, rendered inside the app's query
 * cache (ScreenQueryProvider). The provider sits here, around every screen, rather than inside each
 * screen: a drawer or card a screen renders beside its list can then never fall outside it (the
 * product detail drawer once did, and crashed with "No QueryClient set"). The provider's chunk loads
 * beside the screen's, so TanStack Query stays off the login and shell chunks.
 */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType ? M[K] : never> {
  return lazy(() =>
    withChunkTimeout(() => Promise.all([load(), loadQueryProvider()])).then(
      ([module, { ScreenQueryProvider }]) => {
        const Screen = module[name] as ComponentType;
        const WithQueries = (props: object) =>
          createElement(ScreenQueryProvider, null, createElement(Screen, props));
        WithQueries.displayName = `WithQueries(${String(name)})`;
        return { default: WithQueries as M[K] extends ComponentType ? M[K] : never };
      },
    ),
  );
}
