import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

const manifest: WebModule = {
  screens: {
    downloadCenterManage: lazyScreen(() => import('./download-center-page'), 'DownloadCenterPage'),
  },
};

export default manifest;
