import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { callSeats } from '../../locales/zh-CN/call-seats';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    callSeats: typeof callSeats;
  }
}

const manifest: WebModule = {
  screens: {
    callAgentList: lazyScreen(() => import('./seat-list-page'), 'CallAgentListPage'),
    secondCallAgentList: lazyScreen(() => import('./seat-list-page'), 'SecondCallAgentListPage'),
    dutyRecordList: lazyScreen(() => import('./duty-record-list-page'), 'DutyRecordListPage'),
  },
  namespaces: ['callSeats'],
};

export default manifest;
