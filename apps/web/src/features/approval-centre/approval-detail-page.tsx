import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../platform/tabs/page-titles-store';
import {
  useApprovalsLive,
  useInstanceDetail,
  useRefreshApprovals,
} from '../../resources/approvals/approval-queries';
import { CENTRE_NS } from './approval-centre-i18n';
import { ApprovalDetailView } from './approval-detail-view';

/** 审批详情 (/approval/detail/:id). Opening it marks the caller's CC copy read (the server does). */
export function ApprovalDetailPage() {
  const { t } = useTranslation(CENTRE_NS);
  const id = Number(useParams().id);
  const detail = useInstanceDetail(id);
  const refresh = useRefreshApprovals();
  useApprovalsLive();
  usePageTitle(detail.data ? `${t('detail.title')} ${detail.data.instanceNo}` : t('detail.title'));
  if (detail.isPending && detail.fetchStatus !== 'idle') return <Spin />;
  if (!detail.data) return <Empty description={t('detail.notFound')} />;
  return <ApprovalDetailView detail={detail.data} onChanged={refresh} />;
}
