import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { systemConfig } from '../../locales/zh-CN/system-config';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    systemConfig: typeof systemConfig;
  }
}

const manifest: WebModule = {
  screens: {
    resourceList: lazyScreen(() => import('./resources/resources-page'), 'ResourcesPage'),
    crmDictionary: lazyScreen(() => import('./dictionaries/dictionaries-page'), 'DictionariesPage'),
    documentNumberSettings: lazyScreen(
      () => import('./document-numbers/document-numbers-page'),
      'DocumentNumbersPage',
    ),
    businessCalendarSettings: lazyScreen(
      () => import('./business-calendar/business-calendar-page'),
      'BusinessCalendarPage',
    ),
    auditLog: lazyScreen(() => import('./audit/audit-page'), 'AuditPage'),
  },
  namespaces: ['systemConfig'],
};

export default manifest;
