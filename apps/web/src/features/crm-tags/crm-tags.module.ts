import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

const manifest: WebModule = {
  screens: {
    customerTagList: lazyScreen(() => import('./customer-tags-page'), 'CustomerTagsPage'),
  },
};

export default manifest;
