import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { masterData } from '../../locales/zh-CN/master-data';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    masterData: typeof masterData;
  }
}

const manifest: WebModule = {
  screens: {
    customerSourceList: lazyScreen(() => import('./customer-source-list-page'), 'CustomerSourceListPage'),
    paymentChannel: lazyScreen(() => import('./payment-channel-list-page'), 'PaymentChannelListPage'),
  },
  namespaces: ['masterData'],
};

export default manifest;
