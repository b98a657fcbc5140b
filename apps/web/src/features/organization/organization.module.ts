import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { organization } from '../../locales/zh-CN/organization';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    organization: typeof organization;
  }
}

const manifest: WebModule = {
  screens: {
    organizationList: lazyScreen(() => import('./organization-list-page'), 'OrganizationListPage'),
    newOrganizationList: lazyScreen(() => import('./new-organization-list-page'), 'NewOrganizationListPage'),
    organizationDetail: lazyScreen(() => import('./organization-detail-page'), 'OrganizationDetailPage'),
    staffList: lazyScreen(() => import('./staff-list-page'), 'StaffListPage'),
    staffDetail: lazyScreen(() => import('./staff-detail-page'), 'StaffDetailPage'),
  },
  namespaces: ['organization'],
};

export default manifest;
