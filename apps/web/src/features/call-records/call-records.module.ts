import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { callRecords } from '../../locales/zh-CN/call-records';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    callRecords: typeof callRecords;
  }
}

const manifest: WebModule = {
  screens: {
    callRecordList: lazyScreen(() => import('./call-record-list-page'), 'CallRecordListPage'),
  },
  namespaces: ['callRecords'],
};

export default manifest;
