import type { SupportCustomerStatus } from '@atrium/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';

const COLOR: Record<SupportCustomerStatus, string> = { pending: 'orange', processing: 'blue', done: 'green' };

export function SupportStatusTag({ status }: { status: SupportCustomerStatus }) {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
