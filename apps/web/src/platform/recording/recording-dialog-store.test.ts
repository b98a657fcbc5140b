import { describe, expect, it } from 'vitest';
import {
  closeRecordingDialog,
  openRecordingDialog,
  reopenRecordingDialog,
  shrinkRecordingDialog,
  useRecordingDialog,
} from './recording-dialog-store';

const recording = {
  id: 7,
  voiceUrl: '/erp/common/files/1',
  voiceStatus: 'SUCCESS' as const,
  convertText: '客户：你好',
  transformResult: 'vendor',
  defaultRate: 1,
  durationSeconds: 4,
};

describe('recording dialog state', () => {
  it('keeps everything when shrunk and clears list, analysis, active id and index on close', () => {
    openRecordingDialog({ activityId: 3 });
    useRecordingDialog.setState({
      recordings: [recording],
      analysis: { aiTaskResult: '{"data":{}}', updateTime: '2026-01-01 10:00:00' },
      activeId: 7,
      index: 1,
    });
    shrinkRecordingDialog();
    expect(useRecordingDialog.getState()).toMatchObject({
      activityId: 3,
      visible: false,
      activeId: 7,
      index: 1,
    });
    reopenRecordingDialog();
    openRecordingDialog({ activityId: 3 });
    expect(useRecordingDialog.getState()).toMatchObject({ visible: true, recordings: [recording] });
    closeRecordingDialog();
    expect(useRecordingDialog.getState()).toMatchObject({
      activityId: null,
      visible: false,
      recordings: [],
      analysis: null,
      activeId: null,
      index: 0,
    });
  });

  it('opening another follow-up starts from a clean state', () => {
    openRecordingDialog({ activityId: 3 });
    useRecordingDialog.setState({ recordings: [recording], activeId: 7 });
    openRecordingDialog({ activityId: 4 });
    expect(useRecordingDialog.getState()).toMatchObject({ activityId: 4, recordings: [], activeId: null });
  });
});
