import {
  type AiAnalysis,
  aiApi,
  COMMENT_DEBOUNCE_MS,
  COMMENT_SCORES,
  REPARSE_DEBOUNCE_MS,
  REPARSE_REFETCH_MS,
} from '@atrium/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import { RECORDING_DIALOG_NS } from '../../platform/recording/recording-dialog-i18n';
import { useRecordingDialog } from '../../platform/recording/recording-dialog-store';
import { groupLabels, isV2Content, truncateLabel } from './ai-version';
import { analysisOf, fetchAnalysis, fetchComment, postComment, requestReparse } from './recording-api';
import { useDebouncedCallback } from './use-debounced-callback';

const SCORE_KEYS = { 100: 'ai.good', 50: 'ai.fair', 0: 'ai.bad' } as const;

function LabelTag({ label }: { label: string }) {
  const { text, truncated } = truncateLabel(label);
  const tag = (
    <Tag color="geekblue" data-testid="ai-label" style={{ marginBottom: 4 }}>
      {text}
    </Tag>
  );
  return truncated ? <Tooltip title={label}>{tag}</Tooltip> : tag;
}

function Labels({ labels, version }: { labels: string[]; version: string }) {
  if (!isV2Content(version)) return labels.map((label) => <LabelTag key={label} label={label} />);
  // v2-style: the labels grouped by their key.
  return (
    <Flex vertical gap={4} data-testid="ai-labels-v2">
      {groupLabels(labels).map(([key, values]) => (
        <div key={key}>
          {key && <Typography.Text type="secondary">{key}：</Typography.Text>}
          {values.map((value) => (
            <LabelTag key={value} label={value} />
          ))}
        </div>
      ))}
    </Flex>
  );
}

function Rating({ taskId }: { taskId: number }) {
  const { t } = useTranslation(RECORDING_DIALOG_NS);
  const [comment, setComment] = useState<{ score: number } | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    let live = true;
    setComment(undefined);
    fetchComment(taskId)
      .then((answer) => live && setComment(answer))
      .catch(() => live && setComment(undefined));
    return () => {
      live = false;
    };
  }, [taskId]);
  const send = useDebouncedCallback(async (score: 100 | 50 | 0) => {
    try {
      await postComment(taskId, score);
      showMessage('success', t('success'));
      setComment({ score });
    } finally {
      setSending(false);
    }
  }, COMMENT_DEBOUNCE_MS);
  // Rated once: the prompt is gone (also while the comment is still loading).
  if (comment !== null) return null;
  return (
    <Flex gap={8} align="center" wrap data-testid="ai-rating">
      <Typography.Text>{t('ai.ratePrompt')}</Typography.Text>
      {COMMENT_SCORES.map((score) => (
        <Button
          key={score}
          size="small"
          disabled={sending}
          data-testid={`ai-rate-${score}`}
          onClick={() => {
            setSending(true);
            send(score);
          }}
        >
          {t(SCORE_KEYS[score])}
        </Button>
      ))}
    </Flex>
  );
}

interface AiPanelProps {
  activityId: number;
  canReparse: boolean;
}

/** The AI analysis panel (spec §3, §4, §6): result, last update and re-parse, rating once. */
export function AiPanel({ activityId, canReparse }: AiPanelProps) {
  const { t } = useTranslation(RECORDING_DIALOG_NS);
  const analysis = useRecordingDialog((state) => state.analysis);
  const [reparsing, setReparsing] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const load = async () => {
    const answer = await fetchAnalysis(activityId);
    // Only into the dialog still showing this follow-up.
    if (useRecordingDialog.getState().activityId === activityId)
      useRecordingDialog.setState({ analysis: answer });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per follow-up (load reads it).
  useEffect(() => {
    if (useRecordingDialog.getState().analysis === null) void load().catch(() => undefined);
  }, [activityId]);

  const reparse = useDebouncedCallback(async () => {
    try {
      await requestReparse(activityId);
      showMessage('success', t('success'));
      clearTimeout(refetchTimer.current);
      refetchTimer.current = setTimeout(() => {
        setReparsing(false);
        void load().catch(() => undefined);
      }, REPARSE_REFETCH_MS);
    } catch {
      setReparsing(false);
    }
  }, REPARSE_DEBOUNCE_MS);

  const data: AiAnalysis | null = analysisOf(analysis?.aiTaskResult);
  const version = data?.version || aiApi.AI_TASK_VERSION_DEFAULT;
  const products = data ? (Array.isArray(data.product) ? data.product : [data.product].filter(Boolean)) : [];

  return (
    <Flex vertical gap={12} data-testid="ai-panel" style={{ height: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('ai.title')}
        </Typography.Title>
        {canReparse && (
          <Flex gap={8} align="center" data-testid="ai-reparse-bar">
            {analysis?.updateTime && (
              <Typography.Text type="secondary" data-testid="ai-update-time">
                {t('ai.updateTime', { time: analysis.updateTime })}
              </Typography.Text>
            )}
            <Button
              size="small"
              type="primary"
              ghost
              loading={reparsing}
              data-testid="ai-reparse"
              onClick={() => {
                setReparsing(true);
                reparse();
              }}
            >
              {t('ai.reparse')}
            </Button>
          </Flex>
        )}
      </Flex>
      {reparsing && <Typography.Text type="secondary">{t('ai.reparsing')}</Typography.Text>}
      {data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            styles={{ label: { width: 96 } }}
            items={[
              {
                key: 'version',
                label: t('ai.version'),
                children: <span data-testid="ai-version">{version}</span>,
              },
              {
                key: 'stage',
                label: t('ai.stage'),
                children: <span data-testid="ai-stage">{data.stage}</span>,
              },
              {
                key: 'product',
                label: t('ai.product'),
                children: (
                  <span data-testid="ai-product">
                    {products.map((product) => (
                      <Tag key={product} color="blue" style={{ marginBottom: 4 }}>
                        {product}
                      </Tag>
                    ))}
                  </span>
                ),
              },
              {
                key: 'labels',
                label: t('ai.labels'),
                children: <Labels labels={data.labels} version={version} />,
              },
              {
                key: 'summary',
                label: t('ai.summary'),
                children: (
                  <Typography.Paragraph data-testid="ai-summary" style={{ margin: 0 }}>
                    {data.summary}
                  </Typography.Paragraph>
                ),
              },
            ]}
          />
          <Rating key={data.id} taskId={data.id} />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ai.empty')} />
      )}
    </Flex>
  );
}
