import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

const manifest: WebModule = {
  screens: {
    devTestPage: lazyScreen(() => import('./dev-test-page'), 'DevTestPage'),
  },
};

export default manifest;
