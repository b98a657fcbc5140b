import type { WebModule } from '../../app/web-module';
import type { callDuty } from '../../locales/zh-CN/call-duty';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    callDuty: typeof callDuty;
  }
}

const manifest: WebModule = {
  namespaces: ['callDuty'],
};

export default manifest;
