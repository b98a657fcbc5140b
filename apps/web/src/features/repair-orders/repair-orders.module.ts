import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

/** 维修单 (list, new, the customer-facing detail): docs/repairs.md. Texts: the shared 'repairs' namespace. */
const manifest: WebModule = {
  screens: {
    repairList: lazyScreen(() => import('./repair-list-page'), 'RepairListPage'),
    repairCreate: lazyScreen(() => import('./repair-create-page'), 'RepairCreatePage'),
    repairDetail: lazyScreen(() => import('./repair-detail-page'), 'RepairDetailPage'),
  },
};

export default manifest;
