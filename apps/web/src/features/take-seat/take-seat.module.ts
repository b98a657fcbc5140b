import type { WebModule } from '../../app/web-module';
import type { takeSeat } from '../../locales/zh-CN/take-seat';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    takeSeat: typeof takeSeat;
  }
}

const manifest: WebModule = {
  namespaces: ['takeSeat'],
};

export default manifest;
