import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { clues } from '../../locales/zh-CN/clues';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    clues: typeof clues;
  }
}

const manifest: WebModule = {
  screens: {
    cluePoolList: lazyScreen(() => import('./clue-pool-list-page'), 'CluePoolListPage'),
    cluePoolEdit: lazyScreen(() => import('./clue-pool-edit-page'), 'CluePoolEditPage'),
    clueAllocationEdit: lazyScreen(() => import('./clue-allocation-page'), 'ClueAllocationPage'),
    customerUndealtList: lazyScreen(() => import('./undealt-list-page'), 'UndealtListPage'),
  },
  namespaces: ['clues'],
};

export default manifest;
