import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { platformServices } from '../../locales/zh-CN/platform-services';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    platformServices: typeof platformServices;
  }
}

const manifest: WebModule = {
  screens: {
    platformServiceList: lazyScreen(() => import('./platform-service-list-page'), 'PlatformServiceListPage'),
    platformServiceCreate: lazyScreen(
      () => import('./platform-service-create-page'),
      'PlatformServiceCreatePage',
    ),
  },
  namespaces: ['platformServices'],
};

export default manifest;
