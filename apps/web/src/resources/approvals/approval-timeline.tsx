import type { InstanceDetail } from '@atrium/contract';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../attachment-links';
import { formatDateTime } from '../format-date-time';
import { TaskStatusTag } from './approval-status-tag';
import { APPROVALS_NS } from './approvals-i18n';

type TimelineNode = InstanceDetail['timeline'][number];
type HistoryRow = InstanceDetail['history'][number];

const STATE_COLORS: Record<TimelineNode['state'], string> = {
  done: 'green',
  active: 'blue',
  upcoming: 'gray',
  skipped: 'gray',
  rejected: 'red',
};

/**
 * The flow of an instance along the path taken (start → nodes → end): each node's state, mode and
 * tasks with assignee, outcome, time and comment; "代 X" marks a task done for someone else.
 */
export function ApprovalFlowTimeline({ nodes }: { nodes: InstanceDetail['timeline'] }) {
  const { t } = useTranslation(APPROVALS_NS);
  const nameOf = (node: TimelineNode) =>
    node.name ||
    (node.type === 'start' ? t('node.start') : node.type === 'end' ? t('node.end') : node.nodeId);
  return (
    <Timeline
      data-testid="approval-flow"
      items={nodes.map((node) => ({
        key: node.nodeId,
        color: STATE_COLORS[node.state],
        content: (
          <div data-testid={`flow-node-${node.nodeId}`} data-state={node.state}>
            <Typography.Text strong>{nameOf(node)}</Typography.Text>{' '}
            {node.mode && <Tag>{t(`mode.${node.mode}`)}</Tag>}
            {node.type === 'cc' && <Tag>{t('node.cc')}</Tag>}
            <Tag color={STATE_COLORS[node.state] === 'gray' ? 'default' : STATE_COLORS[node.state]}>
              {t(`state.${node.state}`)}
            </Tag>
            {node.state === 'skipped' && node.tasks.length === 0 && (
              <Typography.Text type="secondary">{t('timeline.nobody')}</Typography.Text>
            )}
            {node.tasks.map((task) => (
              <div key={task.id} className="atrium-approval-task">
                <span>{task.assignee.name}</span>
                {task.onBehalfOf && (
                  <Typography.Text type="secondary">
                    {' '}
                    ({t('timeline.onBehalfOf', { name: task.onBehalfOf.name })})
                  </Typography.Text>
                )}{' '}
                {node.type !== 'cc' && <TaskStatusTag status={task.status} />}
                {task.actedAt && (
                  <Typography.Text type="secondary">{formatDateTime(task.actedAt)}</Typography.Text>
                )}
                {task.comment && (
                  <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0' }}>
                    {task.comment}
                  </Typography.Paragraph>
                )}
              </div>
            ))}
          </div>
        ),
      }))}
    />
  );
}

/** Every action of an instance, oldest first: who (for whom), what, at which node, comment and files. */
export function ApprovalHistory({ history }: { history: readonly HistoryRow[] }) {
  const { t } = useTranslation(APPROVALS_NS);
  if (history.length === 0) return <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>;
  return (
    <ol className="atrium-approval-history" data-testid="approval-history">
      {history.map((row) => (
        <li key={row.id}>
          <div>
            <Typography.Text strong>{row.actor?.name ?? t('history.system')}</Typography.Text>
            {row.onBehalfOf && (
              <Typography.Text type="secondary">
                {' '}
                ({t('timeline.onBehalfOf', { name: row.onBehalfOf.name })})
              </Typography.Text>
            )}{' '}
            <Tag>{t(`action.${row.action}`)}</Tag>
            {row.nodeName && <Typography.Text type="secondary">{row.nodeName} · </Typography.Text>}
            <Typography.Text type="secondary">{formatDateTime(row.createTime)}</Typography.Text>
            {row.round > 1 && (
              <Typography.Text type="secondary">
                {' '}
                · {t('history.round', { round: row.round })}
              </Typography.Text>
            )}
          </div>
          {row.targets.length > 0 && (
            <Typography.Text type="secondary">
              {t('history.targets', { names: row.targets.map((user) => user.name).join('、') })}
            </Typography.Text>
          )}
          {row.comment && (
            <Typography.Paragraph style={{ margin: '2px 0 0' }}>{row.comment}</Typography.Paragraph>
          )}
          <AttachmentLinks attachments={row.attachments} />
        </li>
      ))}
    </ol>
  );
}
