import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { products } from '../../locales/zh-CN/products';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    products: typeof products;
  }
}

/** 商品管理: products (list, full-page form, detail), the product and fitting category trees and the units. */
const manifest: WebModule = {
  screens: {
    productList: lazyScreen(() => import('./product-list-page'), 'ProductListPage'),
    productCreate: lazyScreen(() => import('./product-form-page'), 'ProductFormPage'),
    productCategory: lazyScreen(() => import('./category-pages'), 'ProductCategoryPage'),
    fittingCategory: lazyScreen(() => import('./category-pages'), 'FittingCategoryPage'),
    productUnit: lazyScreen(() => import('./unit-list-page'), 'UnitListPage'),
  },
  namespaces: ['products'],
};

export default manifest;
