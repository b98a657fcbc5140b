import type { WebModule } from '../../app/web-module';
import type { callToolbar } from '../../locales/zh-CN/call-toolbar';
import { CallToolbarSlot } from './call-toolbar-slot';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    callToolbar: typeof callToolbar;
  }
}

const manifest: WebModule = {
  slots: [{ area: 'header.callTool', order: 10, component: CallToolbarSlot }],
  namespaces: ['callToolbar'],
};

export default manifest;
