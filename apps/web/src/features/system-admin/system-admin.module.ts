import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { systemAdmin } from '../../locales/zh-CN/system-admin';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    systemAdmin: typeof systemAdmin;
  }
}

const manifest: WebModule = {
  screens: {
    adminUserList: lazyScreen(() => import('./admin-user-list-page'), 'AdminUserListPage'),
    roleList: lazyScreen(() => import('./role-list-page'), 'RoleListPage'),
    roleCreate: lazyScreen(() => import('./role-editor-page'), 'RoleEditorPage'),
  },
  namespaces: ['systemAdmin'],
};

export default manifest;
