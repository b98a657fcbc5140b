import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import type { SupplierActivityKind } from '@atrium/contract/endpoints/supplier-activities';
import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import Divider from 'antd/es/divider';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { useRefreshTimeline } from '../../resources/timeline/timeline-queries';
import { SupplierActivityForm } from './supplier-activity-form';
import { SupplierActivityKindTag } from './supplier-activity-kind-tag';
import { SUPPLIERS_NS } from './suppliers-i18n';

/**
 * 供应商动态 of the supplier detail: the activity form (supplierDetail:update), then the supplier's
 * record timeline (platform): its activities, and what members commented, attached or linked.
 */
export function SupplierActivitiesCard({ supplierId, canAdd }: { supplierId: number; canAdd: boolean }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const refresh = useRefreshTimeline(supplierTimeline, supplierId);
  return (
    <RecordTimeline
      timeline={supplierTimeline}
      recordId={supplierId}
      canWrite={canAdd}
      linkTargets={[supplierTimeline, customerTimeline]}
      title={t('activity.title')}
      describe={(entry) =>
        entry.type === 'activity'
          ? { title: <SupplierActivityKindTag kind={entry.action as SupplierActivityKind} /> }
          : undefined
      }
      data-testid="supplier-activities-card"
    >
      {canAdd && (
        <>
          <SupplierActivityForm supplierId={supplierId} onAdded={() => void refresh()} />
          <Divider style={{ margin: '12px 0' }} />
        </>
      )}
    </RecordTimeline>
  );
}
