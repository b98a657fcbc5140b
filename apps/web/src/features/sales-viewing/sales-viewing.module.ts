import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { salesViewing } from '../../locales/zh-CN/sales-viewing';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    salesViewing: typeof salesViewing;
  }
}

const manifest: WebModule = {
  screens: {
    saleViewing: lazyScreen(() => import('./sales-viewing-page'), 'SalesViewingPage'),
  },
  namespaces: ['salesViewing'],
};

export default manifest;
