import type { ExternalOrderStatus } from '@atrium/contract/endpoints/sale-channels';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

const COLORS: Record<ExternalOrderStatus, string> = {
  pending: 'processing',
  applied: 'success',
  rejected: 'error',
  conflict: 'warning',
  failed: 'error',
  duplicate: 'default',
};

/** What became of an external order, as a coloured tag. */
export function ExternalOrderStatusTag({ status }: { status: ExternalOrderStatus }) {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
