import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import type { SupplierActivityKind } from '@atrium/contract/endpoints/supplier-activities';
import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { useRefreshTimeline } from '../../resources/timeline/timeline-queries';
import { SupplierActivityForm } from './supplier-activity-form';
import { SupplierActivityKindTag } from './supplier-activity-kind-tag';
import { SUPPLIERS_NS } from './suppliers-i18n';

/**
 * 供应商动态 of the supplier detail: the supplier's record timeline (platform), whose add area has
 * the activity form (supplierDetail:update) as a tab beside the comment box; then its activities,
 * and what members commented, attached or linked.
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
      entryForm={{
        label: t('activity.submit'),
        form: <SupplierActivityForm supplierId={supplierId} onAdded={() => void refresh()} />,
      }}
      data-testid="supplier-activities-card"
    />
  );
}
