import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { privateSea } from '../../locales/zh-CN/private-sea';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    privateSea: typeof privateSea;
  }
}

const manifest: WebModule = {
  screens: {
    privateSeaRuleList: lazyScreen(() => import('./private-sea-rule-list-page'), 'PrivateSeaRuleListPage'),
    privateSeaRuleDetail: lazyScreen(
      () => import('./private-sea-rule-detail-page'),
      'PrivateSeaRuleDetailPage',
    ),
  },
  namespaces: ['privateSea'],
};

export default manifest;
