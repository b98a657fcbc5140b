import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { RECORDING_DIALOG_NS } from './recording-dialog-i18n';
import { openRecordingDialog } from './recording-dialog-store';

/** 录音: opens the recording dialog on a call follow-up (screens show it when its call has a recording: hasRecording). */
export function RecordingOpenButton({ activityId }: { activityId: number }) {
  const { t } = useTranslation(RECORDING_DIALOG_NS);
  return (
    <Button
      type="link"
      size="small"
      icon={<AudioOutlined />}
      data-testid="open-recording"
      onClick={() => openRecordingDialog({ activityId })}
      style={{ paddingInline: 0 }}
    >
      {t('open')}
    </Button>
  );
}
