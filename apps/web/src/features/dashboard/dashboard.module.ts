import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

const manifest: WebModule = {
  screens: {
    dashboard: lazyScreen(() => import('./dashboard-page'), 'DashboardPage'),
  },
};

export default manifest;
