import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { profile } from '../../locales/zh-CN/profile';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    profile: typeof profile;
  }
}

const manifest: WebModule = {
  screens: {
    personalCenterManage: lazyScreen(() => import('./personal-center-page'), 'PersonalCenterPage'),
  },
  namespaces: ['profile'],
};

export default manifest;
