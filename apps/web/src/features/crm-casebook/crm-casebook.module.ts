import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { customerCasebook } from '../../locales/zh-CN/customer-casebook';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    customerCasebook: typeof customerCasebook;
  }
}

const manifest: WebModule = {
  screens: {
    customerCasebook: lazyScreen(() => import('./casebook-page'), 'CasebookPage'),
  },
  namespaces: ['customerCasebook'],
};

export default manifest;
