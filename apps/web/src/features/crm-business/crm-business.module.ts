import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { business } from '../../locales/zh-CN/business';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    business: typeof business;
  }
}

const manifest: WebModule = {
  screens: {
    customerBusinessList: lazyScreen(() => import('./business-list-page'), 'BusinessListPage'),
    businessCreate: lazyScreen(() => import('./business-create-page'), 'BusinessCreatePage'),
    businessDetail: lazyScreen(() => import('./business-detail-page'), 'BusinessDetailPage'),
  },
  namespaces: ['business'],
};

export default manifest;
