import { lazy, Suspense } from 'react';
import { useRecordingDialog } from '../../platform/recording/recording-dialog-store';

const RecordingDialog = lazy(() => import('./recording-dialog'));

/**
 * The layout's place for the recording dialog and its bottom-bar entry: nothing (and no chunk)
 * until a screen opens the dialog.
 */
export function RecordingDialogSlot() {
  const open = useRecordingDialog((state) => state.activityId !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RecordingDialog />
    </Suspense>
  );
}
