import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { saleChannels } from '../../locales/zh-CN/sale-channels';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    saleChannels: typeof saleChannels;
  }
}

/** 订单来源 and its detail, 外部订单, 电商账单, 订单状态更新 (docs/sales-channels.md). */
const manifest: WebModule = {
  screens: {
    sourceList: lazyScreen(() => import('./source-list-page'), 'SourceListPage'),
    sourceDetail: lazyScreen(() => import('./source-detail-page'), 'SourceDetailPage'),
    externalOrderList: lazyScreen(() => import('./external-order-list-page'), 'ExternalOrderListPage'),
    ecommerceBillList: lazyScreen(() => import('./ecommerce-bill-page'), 'EcommerceBillPage'),
    orderStatusUpdate: lazyScreen(() => import('./status-update-page'), 'StatusUpdatePage'),
  },
  namespaces: ['saleChannels'],
};

export default manifest;
