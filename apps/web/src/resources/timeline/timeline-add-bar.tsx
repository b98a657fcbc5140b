import LinkOutlined from '@ant-design/icons/LinkOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { type RecordTimeline, TIMELINE_COMMENT_MAX } from '@atrium/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileIdOf, useUploadRequest } from '../../forms/use-upload-request';
import { ReferencePicker } from '../reference-picker';
import { useAddToTimeline } from './timeline-queries';

interface TimelineAddBarProps {
  timeline: RecordTimeline;
  recordId: number;
  /** The kinds a link may point at (those with a picker: `reference`). */
  linkTargets: readonly RecordTimeline[];
}

/**
 * What a member adds to a record's timeline: a comment, files (each stored, then attached at once)
 * and a link to another record picked by kind and name.
 */
export function TimelineAddBar({ timeline, recordId, linkTargets }: TimelineAddBarProps) {
  const { t, i18n } = useTranslation('resources');
  const [content, setContent] = useState('');
  const [linking, setLinking] = useState(false);
  const pickable = linkTargets.filter((target) => target.reference);
  const [linkKind, setLinkKind] = useState(pickable[0]?.kind);
  const [linkId, setLinkId] = useState<number | null>(null);
  const comment = useAddToTimeline(timeline, recordId, 'comment');
  const attach = useAddToTimeline(timeline, recordId, 'attachment');
  const link = useAddToTimeline(timeline, recordId, 'link');
  const { customRequest, uploading } = useUploadRequest({
    failedText: (name) => t('timeline.uploadFailed', { name }),
    onUploaded: (file) => {
      const id = fileIdOf(file.url);
      return id === null ? undefined : attach.mutateAsync({ fileIds: [id], content: '' });
    },
  });
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  const target = pickable.find((candidate) => candidate.kind === linkKind);

  const send = async () => {
    try {
      await comment.mutateAsync({ content: content.trim() });
      setContent('');
    } catch {
      // The api client has shown the server's reason.
    }
  };
  const sendLink = async () => {
    if (!linkKind || linkId === null) return;
    try {
      await link.mutateAsync({ kind: linkKind, id: linkId });
      setLinkId(null);
      setLinking(false);
    } catch {
      // Shown by the api client.
    }
  };

  return (
    <Flex vertical gap={8} data-testid="timeline-add">
      <Input.TextArea
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={2}
        maxLength={TIMELINE_COMMENT_MAX}
        placeholder={t('timeline.commentPlaceholder')}
        aria-label={t('timeline.commentPlaceholder')}
      />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={send} disabled={!content.trim()} loading={comment.isPending}>
          {t('timeline.send')}
        </Button>
        <Upload multiple showUploadList={false} customRequest={customRequest}>
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t('timeline.attach')}
          </Button>
        </Upload>
        {pickable.length > 0 && (
          <Button icon={<LinkOutlined />} onClick={() => setLinking(!linking)} aria-expanded={linking}>
            {t('timeline.linkRecord')}
          </Button>
        )}
      </Flex>
      {linking && target && (
        <Flex gap={8} wrap data-testid="timeline-link-form">
          <Select
            value={linkKind}
            onChange={(kind) => {
              setLinkKind(kind);
              setLinkId(null);
            }}
            options={pickable.map((candidate) => ({ value: candidate.kind, label: candidate.label[locale] }))}
            style={{ width: 120 }}
            aria-label={t('timeline.linkKind')}
          />
          <div style={{ flex: '1 1 200px', minWidth: 0 }}>
            <ReferencePicker
              key={target.kind}
              source={target.reference!}
              value={linkId}
              onChange={(value) => setLinkId(typeof value === 'number' ? value : null)}
              placeholder={t('timeline.linkPick', { kind: target.label[locale] })}
            />
          </div>
          <Button type="primary" onClick={sendLink} disabled={linkId === null} loading={link.isPending}>
            {t('timeline.linkConfirm')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
