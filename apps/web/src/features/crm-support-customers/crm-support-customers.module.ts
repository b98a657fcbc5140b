import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { supportCustomers } from '../../locales/zh-CN/support-customers';
import type { supportGroups } from '../../locales/zh-CN/support-groups';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    supportCustomers: typeof supportCustomers;
    supportGroups: typeof supportGroups;
  }
}

const manifest: WebModule = {
  screens: {
    supportCustomerList: lazyScreen(() => import('./support-customer-list-page'), 'SupportCustomerListPage'),
    supportDistribution: lazyScreen(() => import('./support-distribution-page'), 'SupportDistributionPage'),
  },
  namespaces: ['supportCustomers', 'supportGroups'],
};

export default manifest;
