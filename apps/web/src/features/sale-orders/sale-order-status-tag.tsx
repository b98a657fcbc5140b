import type { SaleOrderStatus } from '@atrium/contract/endpoints/sale-orders';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

const COLORS: Record<SaleOrderStatus, string> = {
  draft: 'default',
  submitted: 'blue',
  confirmed: 'cyan',
  partlyShipped: 'orange',
  shipped: 'geekblue',
  completed: 'green',
  cancelled: 'red',
};

/** An order's state as a coloured tag. */
export function SaleOrderStatusTag({ status }: { status: SaleOrderStatus }) {
  const { t } = useTranslation(SALE_ORDERS_NS);
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
