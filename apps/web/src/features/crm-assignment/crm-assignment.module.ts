import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { customerAssignment } from '../../locales/zh-CN/customer-assignment';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    customerAssignment: typeof customerAssignment;
  }
}

const manifest: WebModule = {
  screens: {
    customerAssignment: lazyScreen(() => import('./customer-assignment-page'), 'CustomerAssignmentPage'),
  },
  namespaces: ['customerAssignment'],
};

export default manifest;
