import type { InstanceDetail } from '@atrium/contract';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormRenderer } from '../../forms/form-renderer';
import type { FormDefinition, FormValues } from '../../forms/form-schema';
import { ApprovalActionBar } from '../../resources/approvals/approval-actions';
import { InstanceStatusTag } from '../../resources/approvals/approval-status-tag';
import { ApprovalFlowTimeline, ApprovalHistory } from '../../resources/approvals/approval-timeline';
import { APPROVALS_NS } from '../../resources/approvals/approvals-i18n';
import '../../resources/approvals/approvals.css';
import { ResubmitModal } from '../../resources/approvals/resubmit-modal';
import { formatDateTime } from '../../resources/format-date-time';
import { CENTRE_NS } from './approval-centre-i18n';
import './approval-centre.css';

/**
 * An instance as 审批详情 shows it, on a desktop and a phone: the header, the form with the caller's
 * field rights (editable fields go with 同意), the flow's timeline, the history and the action bar.
 */
export function ApprovalDetailView({
  detail,
  onChanged,
  compact = false,
}: {
  detail: InstanceDetail;
  onChanged(): Promise<unknown>;
  /** A phone: one column, the action bar below everything. */
  compact?: boolean;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const { t: ta } = useTranslation(APPROVALS_NS);
  const [form] = Form.useForm<FormValues>();
  const [resubmitting, setResubmitting] = useState(false);
  // Only the caller's own task makes fields editable; anyone else reads.
  const rights = detail.myTask
    ? detail.fieldRights
    : Object.fromEntries(
        Object.entries(detail.fieldRights).map(([key, right]) => [key, right === 'edit' ? 'read' : right]),
      );

  const actions = (
    <ApprovalActionBar
      detail={detail}
      form={form}
      onChanged={onChanged}
      onResubmit={() => setResubmitting(true)}
    />
  );
  return (
    <div className="atrium-approval-detail" data-testid="approval-detail">
      <Card
        title={`${detail.processName} · ${detail.instanceNo}`}
        extra={compact ? undefined : actions}
        size={compact ? 'small' : undefined}
      >
        <Descriptions column={compact ? 1 : { xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('detail.instanceNo')}>{detail.instanceNo}</Descriptions.Item>
          <Descriptions.Item label={t('detail.process')}>{detail.processName}</Descriptions.Item>
          <Descriptions.Item label={t('detail.status')}>
            <InstanceStatusTag status={detail.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.initiator')}>{detail.initiator.name}</Descriptions.Item>
          <Descriptions.Item label={t('detail.department')}>
            {detail.initiatorDepartment ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.createTime')}>
            {formatDateTime(detail.createTime)}
          </Descriptions.Item>
          {detail.finishTime && (
            <Descriptions.Item label={t('detail.finishTime')}>
              {formatDateTime(detail.finishTime)}
            </Descriptions.Item>
          )}
          {detail.business && (
            <Descriptions.Item label={t('detail.business')}>
              <Link to={detail.business.path}>{detail.business.label}</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <div className={compact ? 'atrium-approval-detail' : 'atrium-approval-detail-columns'}>
        <Card title={t('detail.form')} size={compact ? 'small' : undefined} data-testid="approval-form">
          <FormRenderer
            key={`${detail.id}-${detail.round}-${detail.status}`}
            definition={detail.form as unknown as FormDefinition}
            form={form}
            values={detail.formData as FormValues}
            fieldRights={rights}
          />
        </Card>
        <div className="atrium-approval-detail">
          <Card title={ta('timeline.title')} size={compact ? 'small' : undefined}>
            <ApprovalFlowTimeline nodes={detail.timeline} />
          </Card>
          <Card title={ta('history.title')} size={compact ? 'small' : undefined}>
            <ApprovalHistory history={detail.history} />
          </Card>
        </div>
      </div>
      {compact && <div className="atrium-approval-mobile-actions">{actions}</div>}
      {resubmitting && (
        <ResubmitModal detail={detail} onClose={() => setResubmitting(false)} onDone={onChanged} />
      )}
    </div>
  );
}
