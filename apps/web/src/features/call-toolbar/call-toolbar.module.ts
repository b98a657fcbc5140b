import type { WebModule } from '../../app/web-module';
import type { callToolbar } from '../../locales/zh-CN/call-toolbar';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    callToolbar: typeof callToolbar;
  }
}

const manifest: WebModule = {
  namespaces: ['callToolbar'],
};

export default manifest;
