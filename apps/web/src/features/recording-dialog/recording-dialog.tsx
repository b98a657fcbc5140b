import MinusOutlined from '@ant-design/icons/es/icons/MinusOutlined';
import SoundOutlined from '@ant-design/icons/es/icons/SoundOutlined';
import { DIALOG_WIDTH, DIALOG_WIDTH_WITH_AI } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../platform/access/use-granted';
import { RECORDING_DIALOG_NS } from '../../platform/recording/recording-dialog-i18n';
import {
  closeRecordingDialog,
  reopenRecordingDialog,
  shrinkRecordingDialog,
  useRecordingDialog,
} from '../../platform/recording/recording-dialog-store';
import { AiPanel } from './ai-panel';
import { fetchRecordings } from './recording-api';
import { RecordingPlayer } from './recording-player';

/** spec §6: either parsing key shows the panel; either re-parse key the update time and re-parse. */
function usePanelAccess() {
  return {
    showPanel: useGranted(['customerActivityParsing', 'customerDetailParsing']),
    canReparse: useGranted(['customerDetailReSetParsing', 'customerActivityReSetParsing']),
  };
}

/**
 * 录音分析 (spec §2.8): one tab per recording of the follow-up, an audio player with speeds and
 * the transcript; with the AI panel the dialog is 1200 px wide, else 700 px. Shrinking keeps
 * everything and leaves a bottom-bar entry; closing clears it and pauses playback.
 */
export default function RecordingDialog() {
  const { t } = useTranslation(RECORDING_DIALOG_NS);
  const { activityId, visible, recordings, activeId, index } = useRecordingDialog();
  const { showPanel, canReparse } = usePanelAccess();
  const [loading, setLoading] = useState(false);
  const players = useRef(new Map<number, HTMLAudioElement>());

  const register = useCallback((id: number, audio: HTMLAudioElement | null) => {
    if (audio) players.current.set(id, audio);
    else players.current.delete(id);
  }, []);
  // Only one recording plays at a time.
  const onPlay = useCallback((id: number) => {
    for (const [other, audio] of players.current) if (other !== id) audio.pause();
  }, []);
  const close = () => {
    for (const audio of players.current.values()) audio.pause();
    closeRecordingDialog();
  };

  useEffect(() => {
    if (activityId === null || useRecordingDialog.getState().recordings.length > 0) return;
    let live = true;
    setLoading(true);
    fetchRecordings(activityId)
      .then((list) => {
        if (!live || useRecordingDialog.getState().activityId !== activityId) return;
        useRecordingDialog.setState({ recordings: list, activeId: list[0]?.id ?? null, index: 0 });
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [activityId]);

  if (activityId === null) return null;
  const active = activeId ?? recordings[index]?.id ?? null;

  const player = (
    <Spin spinning={loading}>
      {recordings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? ' ' : t('empty')} />
      ) : (
        <Tabs
          data-testid="recording-tabs"
          activeKey={active === null ? undefined : String(active)}
          onChange={(key) =>
            useRecordingDialog.setState({
              activeId: Number(key),
              index: recordings.findIndex(({ id }) => String(id) === key),
            })
          }
          items={recordings.map((recording, position) => ({
            key: String(recording.id),
            label: (
              <span data-testid="recording-tab">
                {t('tab', { n: position + 1 })}
                {recording.voiceStatus === 'SUCCESS' && recording.convertText && (
                  <Tag
                    color="green"
                    style={{ marginInlineStart: 6, marginInlineEnd: 0 }}
                    data-testid="has-text"
                  >
                    {t('hasText')}
                  </Tag>
                )}
              </span>
            ),
            children: <RecordingPlayer recording={recording} register={register} onPlay={onPlay} />,
          }))}
        />
      )}
    </Spin>
  );

  return (
    <>
      <Modal
        open={visible}
        title={
          <Flex justify="space-between" align="center" style={{ paddingInlineEnd: 32 }}>
            <span>{t('title')}</span>
            <Tooltip title={t('shrink')}>
              <Button
                type="text"
                size="small"
                icon={<MinusOutlined />}
                aria-label={t('shrink')}
                data-testid="recording-dialog-shrink"
                onClick={shrinkRecordingDialog}
              />
            </Tooltip>
          </Flex>
        }
        width={showPanel ? DIALOG_WIDTH_WITH_AI : DIALOG_WIDTH}
        footer={null}
        onCancel={close}
        maskClosable={false}
        forceRender
        data-testid="recording-dialog"
        wrapClassName="atrium-recording-dialog"
      >
        {showPanel ? (
          <Flex gap={24} align="stretch">
            <div style={{ flex: '1 1 0', minWidth: 0 }}>{player}</div>
            <div
              style={{
                width: 460,
                flex: 'none',
                borderInlineStart: '1px solid #f0f0f0',
                paddingInlineStart: 24,
              }}
            >
              <AiPanel activityId={activityId} canReparse={canReparse} />
            </div>
          </Flex>
        ) : (
          player
        )}
      </Modal>
      {!visible && (
        <Button
          type="primary"
          shape="round"
          icon={<SoundOutlined />}
          data-testid="recording-dialog-entry"
          onClick={reopenRecordingDialog}
          style={{ position: 'fixed', insetInlineEnd: 24, bottom: 16, zIndex: 1000 }}
        >
          {t('reopen')}
        </Button>
      )}
    </>
  );
}
