import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { workorderSettings } from '../../locales/zh-CN/workorder-settings';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    workorderSettings: typeof workorderSettings;
  }
}

const manifest: WebModule = {
  screens: {
    workorderSetting: lazyScreen(() => import('./workorder-settings-page'), 'WorkOrderSettingsPage'),
  },
  namespaces: ['workorderSettings'],
};

export default manifest;
