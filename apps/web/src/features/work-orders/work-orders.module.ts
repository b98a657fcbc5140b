import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { workOrders } from '../../locales/zh-CN/work-orders';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    workOrders: typeof workOrders;
  }
}

const list = () => import('./work-order-list-page');

const manifest: WebModule = {
  screens: {
    workorderAll: lazyScreen(list, 'AllWorkOrdersPage'),
    workorderMyReported: lazyScreen(list, 'ReportedWorkOrdersPage'),
    workorderMyResponsible: lazyScreen(list, 'ResponsibleWorkOrdersPage'),
    workorderMyFollowed: lazyScreen(list, 'FollowedWorkOrdersPage'),
    workorderMyCharged: lazyScreen(list, 'ChargedWorkOrdersPage'),
    workorderCreate: lazyScreen(() => import('./work-order-create-page'), 'WorkOrderCreatePage'),
    workorderDetail: lazyScreen(() => import('./work-order-detail-page'), 'WorkOrderDetailPage'),
  },
  namespaces: ['workOrders'],
};

export default manifest;
