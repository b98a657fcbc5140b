import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { fittings } from '../../locales/zh-CN/fittings';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    fittings: typeof fittings;
  }
}

const manifest: WebModule = {
  screens: {
    fittingList: lazyScreen(() => import('./fitting-list-page'), 'FittingListPage'),
    fittingCreate: lazyScreen(() => import('./fitting-create-page'), 'FittingCreatePage'),
  },
  namespaces: ['fittings'],
};

export default manifest;
