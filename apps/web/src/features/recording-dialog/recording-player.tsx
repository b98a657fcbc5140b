import { PLAYBACK_SPEEDS, type RecordingItem } from '@atrium/contract';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFileUrl } from '../../platform/api/use-stored-file-url';
import { RECORDING_DIALOG_NS } from '../../platform/recording/recording-dialog-i18n';

/** 0.5x, 1.0x, 1.25x … 2.0x as spec §9 writes them. */
const speedLabel = (speed: number) => `${Number.isInteger(speed) ? speed.toFixed(1) : String(speed)}x`;
const SPEAKER = /^(\S{1,6}?[：:])(.*)$/;

interface RecordingPlayerProps {
  recording: RecordingItem;
  /** Every player registers its element, so the dialog pauses the others and pauses all on close. */
  register: (id: number, audio: HTMLAudioElement | null) => void;
  onPlay: (id: number) => void;
}

/** One recording: the audio with its speed choice, and the transcript (or why there is none). */
export function RecordingPlayer({ recording, register, onPlay }: RecordingPlayerProps) {
  const { t } = useTranslation(RECORDING_DIALOG_NS);
  const src = useStoredFileUrl(recording.voiceUrl);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [rate, setRate] = useState(recording.defaultRate);

  // A new source resets playbackRate to defaultPlaybackRate: keep both on the chosen speed.
  useEffect(() => {
    if (!audio.current || !src) return;
    audio.current.defaultPlaybackRate = rate;
    audio.current.playbackRate = rate;
  }, [rate, src]);

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        {src ? (
          // biome-ignore lint/a11y/useMediaCaption: call recordings have the transcript below as their text.
          <audio
            ref={(element) => {
              audio.current = element;
              register(recording.id, element);
            }}
            data-testid="recording-audio"
            src={src}
            controls
            preload="metadata"
            onPlay={() => onPlay(recording.id)}
            style={{ flex: 1, minWidth: 260 }}
          />
        ) : (
          <Spin size="small" />
        )}
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('speed')}</Typography.Text>
          <Segmented
            data-testid="recording-speed"
            size="small"
            value={rate}
            onChange={(value) => setRate(Number(value))}
            options={PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: speedLabel(speed) }))}
          />
        </Flex>
      </Flex>
      <Transcript recording={recording} />
    </Flex>
  );
}

function Transcript({ recording }: { recording: RecordingItem }) {
  const { t } = useTranslation(RECORDING_DIALOG_NS);
  if (recording.voiceStatus === 'FAILED') {
    return (
      <Typography.Text type="danger" data-testid="transcript-failed">
        {t('failed')}
      </Typography.Text>
    );
  }
  if (recording.voiceStatus !== 'SUCCESS' || !recording.convertText) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pending')} />;
  }
  const lines = recording.convertText.split('\n').filter((line) => line.trim());
  return (
    <div
      data-testid="transcript"
      style={{
        maxHeight: 420,
        overflowY: 'auto',
        background: '#fafafa',
        borderRadius: 6,
        padding: '8px 12px',
      }}
    >
      {lines.map((line, index) => {
        const [, speaker, said] = SPEAKER.exec(line) ?? [];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed transcript; the same line may repeat.
          <Typography.Paragraph key={index} data-testid="transcript-line" style={{ marginBottom: 6 }}>
            {speaker ? (
              <>
                <Typography.Text strong>{speaker}</Typography.Text>
                {said}
              </>
            ) : (
              line
            )}
          </Typography.Paragraph>
        );
      })}
    </div>
  );
}
