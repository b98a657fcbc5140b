import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { saleFulfilment } from '../../locales/zh-CN/sale-fulfilment';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    saleFulfilment: typeof saleFulfilment;
  }
}

/** Fulfilment's screens; the packing station (/staging/ship) is a fixed route outside the layout (app/public-screens.ts). */
const manifest: WebModule = {
  screens: {
    pickOrderList: lazyScreen(() => import('./pick-list-page'), 'PickListPage'),
    sendOrderList: lazyScreen(() => import('./send-list-page'), 'SendListPage'),
    transferOrderList: lazyScreen(() => import('./transfer-list-page'), 'TransferListPage'),
  },
  namespaces: ['saleFulfilment'],
};

export default manifest;
