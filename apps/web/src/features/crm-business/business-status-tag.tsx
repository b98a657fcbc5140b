import type { BusinessRow } from '@atrium/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { BUSINESS_NS } from './business-i18n';

const COLORS: Record<BusinessRow['status'], string> = { open: 'processing', won: 'success', lost: 'error' };

export function BusinessStatusTag({ status }: { status: BusinessRow['status'] }) {
  const { t } = useTranslation(BUSINESS_NS);
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
