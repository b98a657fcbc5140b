import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { saleMoney } from '../../locales/zh-CN/sale-money';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    saleMoney: typeof saleMoney;
  }
}

/** 收款单, 发票 (list, new, detail) and 退货单 (list, new, detail): docs/sales-money.md. */
const manifest: WebModule = {
  screens: {
    saleCollectOrderList: lazyScreen(() => import('./collect-order-list-page'), 'CollectOrderListPage'),
    invoiceList: lazyScreen(() => import('./invoice-list-page'), 'InvoiceListPage'),
    invoiceCreate: lazyScreen(() => import('./invoice-create-page'), 'InvoiceCreatePage'),
    invoiceDetail: lazyScreen(() => import('./invoice-detail-page'), 'InvoiceDetailPage'),
    returnOrderList: lazyScreen(() => import('./return-order-list-page'), 'ReturnOrderListPage'),
    returnOrderCreate: lazyScreen(() => import('./return-order-create-page'), 'ReturnOrderCreatePage'),
    returnOrderDetail: lazyScreen(() => import('./return-order-detail-page'), 'ReturnOrderDetailPage'),
  },
  namespaces: ['saleMoney'],
};

export default manifest;
