import type { WebModule } from '../../app/web-module';
import type { customerAttachments } from '../../locales/zh-CN/customer-attachments';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    customerAttachments: typeof customerAttachments;
  }
}

const manifest: WebModule = {
  namespaces: ['customerAttachments'],
};

export default manifest;
