import type { WebModule } from '../../app/web-module';
import type { supportStatus } from '../../locales/zh-CN/support-status';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    supportStatus: typeof supportStatus;
  }
}

const manifest: WebModule = {
  namespaces: ['supportStatus'],
};

export default manifest;
