import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { dashboard } from '../../locales/zh-CN/dashboard';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    dashboard: typeof dashboard;
  }
}

const manifest: WebModule = {
  screens: {
    dashboard: lazyScreen(() => import('./dashboard-page'), 'DashboardPage'),
  },
  namespaces: ['dashboard'],
};

export default manifest;
