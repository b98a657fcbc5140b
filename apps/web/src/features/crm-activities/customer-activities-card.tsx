import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import type { CustomerDetailSectionProps } from '../../resources/customers/customer-detail-section';
import { ACTIVITIES_NS } from './activities-i18n';
import { ActivityAddForm } from './activity-add-form';

/**
 * 跟进记录 card of the customer detail: the add form (customerDetail:update). The follow-ups show
 * on the customer's timeline (客户动态), which reloads as the customer changes.
 */
export default function CustomerActivitiesCard({
  customerId,
  onCustomerChanged,
}: CustomerDetailSectionProps) {
  const { t } = useTranslation(ACTIVITIES_NS);
  const can = useAction();
  if (!can('update')) return null;
  return (
    <Card size="small" title={t('card.title')} data-testid="customer-activities-card">
      <ActivityAddForm customerId={customerId} onAdded={onCustomerChanged} />
    </Card>
  );
}
