import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { clueSync } from '../../locales/zh-CN/clue-sync';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    clueSync: typeof clueSync;
  }
}

const manifest: WebModule = {
  screens: {
    clueSyncConfig: lazyScreen(() => import('./clue-sync-page'), 'ClueSyncPage'),
  },
  namespaces: ['clueSync'],
};

export default manifest;
