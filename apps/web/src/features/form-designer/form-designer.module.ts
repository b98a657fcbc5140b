import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';

const manifest: WebModule = {
  screens: {
    formDesigner: lazyScreen(() => import('./form-designer-page'), 'FormDesignerPage'),
  },
};

export default manifest;
