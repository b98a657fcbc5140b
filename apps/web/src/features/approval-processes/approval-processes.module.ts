import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { approvalBindings } from '../../locales/zh-CN/approval-bindings';
import type { approvalProcesses } from '../../locales/zh-CN/approval-processes';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    approvalProcesses: typeof approvalProcesses;
    approvalBindings: typeof approvalBindings;
  }
}

const manifest: WebModule = {
  screens: {
    processList: lazyScreen(() => import('./process-list-page'), 'ProcessListPage'),
    processDetail: lazyScreen(() => import('./process-detail-page'), 'ProcessDetailPage'),
  },
  namespaces: ['approvalProcesses', 'approvalBindings'],
};

export default manifest;
