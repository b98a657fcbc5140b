import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { customerQuery } from '../../locales/zh-CN/customer-query';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    customerQuery: typeof customerQuery;
  }
}

const manifest: WebModule = {
  screens: {
    customerQuery: lazyScreen(() => import('./customer-query-page'), 'CustomerQueryPage'),
  },
  namespaces: ['customerQuery'],
};

export default manifest;
