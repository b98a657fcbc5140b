import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { stockSync } from '../../locales/zh-CN/stock-sync';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    stockSync: typeof stockSync;
  }
}

const manifest: WebModule = {
  screens: {
    warehouseSyncLog: lazyScreen(() => import('./stock-sync-page'), 'StockSyncPage'),
  },
  namespaces: ['stockSync'],
};

export default manifest;
