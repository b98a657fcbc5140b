import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { discountRates } from '../../locales/zh-CN/discount-rates';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    discountRates: typeof discountRates;
  }
}

const manifest: WebModule = {
  screens: {
    customerDiscountRate: lazyScreen(() => import('./discount-rates-page'), 'DiscountRatesPage'),
  },
  namespaces: ['discountRates'],
};

export default manifest;
