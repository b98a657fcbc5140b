import type { flwApi } from '@atrium/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { APPROVALS_NS } from './approvals-i18n';

type InstanceStatus = (typeof flwApi.INSTANCE_STATUSES)[number];
type TaskStatus = (typeof flwApi.TASK_STATUSES)[number];

const INSTANCE_COLORS: Record<InstanceStatus, string> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'warning',
};

const TASK_COLORS: Record<TaskStatus, string> = {
  waiting: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  transferred: 'purple',
  closed: 'default',
};

/** An instance's status as a coloured tag (审批中, 已通过, 已拒绝, 已撤回, 已取消). */
export function InstanceStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(APPROVALS_NS);
  const known = status in INSTANCE_COLORS;
  return (
    <Tag color={known ? INSTANCE_COLORS[status as InstanceStatus] : 'default'} data-testid="instance-status">
      {known ? t(`status.${status as InstanceStatus}`) : status}
    </Tag>
  );
}

/** A task's status as a coloured tag (待审批, 已同意, 已转交…). */
export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation(APPROVALS_NS);
  return <Tag color={TASK_COLORS[status]}>{t(`task.${status}`)}</Tag>;
}
