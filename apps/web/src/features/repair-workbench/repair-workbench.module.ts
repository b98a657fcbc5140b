import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

/**
 * The technician's side of 维修管理 (docs/repairs.md, Workbench): 工单处理 (the queue by state,
 * claim), 维修处理详情 (diagnose and quote, parts, swap, quality check, ship back, work notes) and
 * 故障分类. Texts: the shared 'repairs' namespace.
 */
const manifest: WebModule = {
  screens: {
    repairWorkorderManage: lazyScreen(() => import('./workbench-page'), 'WorkbenchPage'),
    repairManageDetail: lazyScreen(() => import('./repair-manage-page'), 'RepairManagePage'),
    faultCategory: lazyScreen(() => import('./fault-category-page'), 'FaultCategoryPage'),
  },
};

export default manifest;
