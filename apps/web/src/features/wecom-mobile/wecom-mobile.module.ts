import type { WebModule } from '../../app/web-module';
import type { weComMobile } from '../../locales/zh-CN/wecom-mobile';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    weComMobile: typeof weComMobile;
  }
}

const manifest: WebModule = {
  namespaces: ['weComMobile'],
};

export default manifest;
