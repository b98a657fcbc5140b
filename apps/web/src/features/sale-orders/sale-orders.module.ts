import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { saleOrders } from '../../locales/zh-CN/sale-orders';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    saleOrders: typeof saleOrders;
  }
}

const manifest: WebModule = {
  screens: {
    saleGoods: lazyScreen(() => import('./sale-goods-page'), 'SaleGoodsPage'),
    saleOrderList: lazyScreen(() => import('./sale-order-list-page'), 'SaleOrderListPage'),
    saleOrderCreate: lazyScreen(() => import('./sale-order-form-page'), 'SaleOrderFormPage'),
    saleOrderDetail: lazyScreen(() => import('./sale-order-detail-page'), 'SaleOrderDetailPage'),
    saleOrderDetailList: lazyScreen(() => import('./sale-order-line-list-page'), 'SaleOrderLineListPage'),
  },
  namespaces: ['saleOrders'],
};

export default manifest;
