import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { stock } from '../../locales/zh-CN/stock';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    stock: typeof stock;
  }
}

const manifest: WebModule = {
  screens: {
    warehouseList: lazyScreen(() => import('./warehouse-list-page'), 'WarehouseListPage'),
    stockReceiptList: lazyScreen(() => import('./receipt-list-page'), 'ReceiptListPage'),
    stockCountList: lazyScreen(() => import('./count-list-page'), 'CountListPage'),
    stockOverview: lazyScreen(() => import('./stock-overview-page'), 'StockOverviewPage'),
  },
  namespaces: ['stock'],
};

export default manifest;
