import type { WebModule } from '../../app/web-module';
import { RecordingDialogSlot } from './recording-dialog-slot';

const manifest: WebModule = {
  slots: [{ area: 'layout.overlay', order: 10, component: RecordingDialogSlot }],
};

export default manifest;
