import type { AiResult, RecordingItem } from '@atrium/contract';
import { create } from 'zustand';

/**
 * The recording dialog's state, global so any screen opens it (`openRecordingDialog`) and the
 * layout's bottom-bar entry reopens it after it was shrunk (spec §2.6, §4 "Recording dialog").
 */
export interface RecordingDialogState {
  /** The follow-up shown; null when the dialog is closed. */
  activityId: number | null;
  /** Shown (false while shrunk to the bottom-bar entry). */
  visible: boolean;
  recordings: RecordingItem[];
  analysis: AiResult | null;
  activeId: number | null;
  index: number;
}

const cleared = (): Pick<RecordingDialogState, 'recordings' | 'analysis' | 'activeId' | 'index'> => ({
  recordings: [],
  analysis: null,
  activeId: null,
  index: 0,
});

export const useRecordingDialog = create<RecordingDialogState>(() => ({
  activityId: null,
  visible: false,
  ...cleared(),
}));

/** Opens the dialog on a call follow-up (another follow-up replaces what was shown). */
export function openRecordingDialog({ activityId }: { activityId: number }): void {
  const current = useRecordingDialog.getState();
  if (current.activityId === activityId) {
    useRecordingDialog.setState({ visible: true });
    return;
  }
  useRecordingDialog.setState({ activityId, visible: true, ...cleared() });
}

/** Close: clears the list, the analysis, the active id and the index (the dialog pauses its players first). */
export function closeRecordingDialog(): void {
  useRecordingDialog.setState({ activityId: null, visible: false, ...cleared() });
}

/** Shrink: hidden, everything kept; the bottom-bar entry brings it back. */
export function shrinkRecordingDialog(): void {
  useRecordingDialog.setState({ visible: false });
}

export function reopenRecordingDialog(): void {
  useRecordingDialog.setState({ visible: true });
}
