import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { suppliers } from '../../locales/zh-CN/suppliers';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    suppliers: typeof suppliers;
  }
}

const manifest: WebModule = {
  screens: {
    supplierList: lazyScreen(() => import('./supplier-list-page'), 'SupplierListPage'),
    supplierDetail: lazyScreen(() => import('./supplier-detail-page'), 'SupplierDetailPage'),
    supplierActivity: lazyScreen(() => import('./supplier-activity-feed-page'), 'SupplierActivityFeedPage'),
  },
  namespaces: ['suppliers'],
};

export default manifest;
