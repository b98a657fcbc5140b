import type { WebModule } from '../../app/web-module';
import type { callDuty } from '../../locales/zh-CN/call-duty';
import { DutySlot } from './duty-slot';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    callDuty: typeof callDuty;
  }
}

const manifest: WebModule = {
  slots: [{ area: 'header.callTool', order: 20, component: DutySlot }],
  namespaces: ['callDuty'],
};

export default manifest;
