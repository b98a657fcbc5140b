import type { WebModule } from '../../app/web-module';
import type { supportStatus } from '../../locales/zh-CN/support-status';
import { SupportStatusSlot } from './support-status-slot';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    supportStatus: typeof supportStatus;
  }
}

const manifest: WebModule = {
  slots: [{ area: 'header.status', order: 10, component: SupportStatusSlot }],
  namespaces: ['supportStatus'],
};

export default manifest;
