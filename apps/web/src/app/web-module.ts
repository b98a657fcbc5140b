import type { MenuKey } from '@atrium/contract';
import type { LazyNamespaces } from '../platform/i18n/lazy-namespaces';
import type { Screen } from './lazy-screen';

/**
 * What a feature folder adds to the app, declared in its own manifest `<feature>.module.ts` (the
 * default export) and collected by web-modules.ts: adding a feature touches no central file.
 * Manifests load with the shell, so they hold only metadata and lazy loaders: every screen and
 * section stays its own chunk.
 */
export interface WebModule {
  /** Menu key of the catalogue → screen: `lazyScreen(() => import('./x-page'), 'XPage')`. */
  screens?: Readonly<Partial<Record<MenuKey, Screen>>>;
  /**
   * The lazy i18n namespaces the feature owns (its `<x>-i18n.ts` registers the texts when its code
   * loads). The manifest also adds their types to LazyNamespaces (a `declare module` block).
   */
  namespaces?: readonly (keyof LazyNamespaces)[];
}
