import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { customers } from '../../locales/zh-CN/customers';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    customers: typeof customers;
  }
}

const manifest: WebModule = {
  screens: {
    customerPoolList: lazyScreen(() => import('./customer-pool-list-page'), 'CustomerPoolListPage'),
    customerList: lazyScreen(() => import('./customer-list-page'), 'CustomerListPage'),
    customerCreate: lazyScreen(() => import('./customer-create-page'), 'CustomerCreatePage'),
    customerDetail: lazyScreen(() => import('./detail/customer-detail-page'), 'CustomerDetailPage'),
  },
  namespaces: ['customers'],
};

export default manifest;
