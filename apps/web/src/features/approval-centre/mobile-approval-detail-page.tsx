import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  useApprovalsLive,
  useInstanceDetail,
  useRefreshApprovals,
} from '../../resources/approvals/approval-queries';
import { CENTRE_NS } from './approval-centre-i18n';
import { ApprovalDetailView } from './approval-detail-view';
import { MobileApprovalFrame } from './mobile-approval-frame';

/** /weCom-mobile-approval/:id: one approval on a phone, read and decided (同意, 拒绝…). */
export function MobileApprovalDetailPage() {
  const { t } = useTranslation(CENTRE_NS);
  const id = Number(useParams().id);
  const detail = useInstanceDetail(id);
  const refresh = useRefreshApprovals();
  useApprovalsLive();
  return (
    <MobileApprovalFrame title={t('mobile.detailTitle')} back>
      {detail.isPending && detail.fetchStatus !== 'idle' ? (
        <Spin />
      ) : !detail.data ? (
        <Empty description={t('detail.notFound')} />
      ) : (
        <ApprovalDetailView detail={detail.data} onChanged={refresh} compact />
      )}
    </MobileApprovalFrame>
  );
}
