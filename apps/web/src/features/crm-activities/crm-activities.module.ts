import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { activities } from '../../locales/zh-CN/activities';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    activities: typeof activities;
  }
}

const manifest: WebModule = {
  screens: {
    customerActivityList: lazyScreen(() => import('./activity-list-page'), 'ActivityListPage'),
  },
  namespaces: ['activities'],
};

export default manifest;
