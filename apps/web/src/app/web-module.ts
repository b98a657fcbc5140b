import type { MenuKey } from '@atrium/contract';
import type { ComponentType } from 'react';
import type { LazyNamespaces } from '../platform/i18n/lazy-namespaces';
import type { Screen } from './chunk-load';

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
  /**
   * Pieces the shell shows outside any screen (the header's call tools, the layout's recording
   * dialog). A slot component is tiny: it decides whether to show and lazy-loads the rest.
   */
  slots?: readonly ShellSlot[];
}

/**
 * Where the shell renders feature slots: the header's status area, the header's call tool group
 * (spec §2.6) and the layout's overlay (dialogs that outlive a screen).
 */
export type ShellSlotArea = 'header.status' | 'header.callTool' | 'layout.overlay';

export interface ShellSlot {
  area: ShellSlotArea;
  /** Left to right (or first to last) within the area. */
  order: number;
  component: ComponentType;
}
