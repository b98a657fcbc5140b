import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

/** 取件单 (list, new, detail with the check-in that opens a 维修单): docs/repairs.md, Pickups. */
const manifest: WebModule = {
  screens: {
    collectOrderList: lazyScreen(() => import('./pickup-list-page'), 'PickupListPage'),
    collectOrderCreate: lazyScreen(() => import('./pickup-create-page'), 'PickupCreatePage'),
    collectOrderDetail: lazyScreen(() => import('./pickup-detail-page'), 'PickupDetailPage'),
  },
};

export default manifest;
