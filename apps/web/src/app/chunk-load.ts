import { CHUNK_LOAD_TIMEOUT_MS } from '@atrium/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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

/**
 * React.lazy for a module whose named export `name` is the screen, as it is: for the screens the
 * app's entry names (public-screens.ts). The sign-in page asks no queries; the outside screens that
 * do get the query cache from their loaders (outside-screen-loaders.ts), and the layout's screens
 * from `lazyScreen` (lazy-screen.ts), both off the entry and the login page's budget.
 */
export function lazyPlainScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType ? M[K] : never> {
  return lazy(() =>
    withChunkTimeout(load).then((module) => ({
      default: module[name] as M[K] extends ComponentType ? M[K] : never,
    })),
  );
}
