import { collectOrderResource } from '@atrium/contract/resources/collect-order';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import type { FieldWidgetInputProps, FieldWidgets } from '../../resources/field-widgets';
import { ReferencePicker } from '../../resources/reference-picker';
import { useMoneyOpenOrders } from './money-open-order';
import { SALE_MONEY_NS } from './sale-money-i18n';

/**
 * A collection line's order: the `saleOrder` picker, and under it what the chosen order still owes
 * and what may be refunded on it, read from the server (the figures the save is checked against).
 */
function CollectionOrderInput({ id, value, onChange, placeholder }: FieldWidgetInputProps) {
  const { t } = useTranslation(SALE_MONEY_NS);
  const orderId = typeof value === 'number' ? value : null;
  const [open] = useMoneyOpenOrders(orderId === null ? [] : [orderId]);
  return (
    <Flex vertical gap={2}>
      <ReferencePicker
        source="saleOrder"
        id={id}
        value={orderId}
        onChange={onChange}
        allowClear={false}
        placeholder={placeholder}
      />
      {open && (
        <Typography.Text type="secondary" data-testid="collection-order-open">
          {t('collectOrder.open', {
            unpaid: formatCents(open.unpaidFen),
            overpaid: formatCents(open.overpaidFen),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}

export const COLLECT_ORDER_WIDGETS: FieldWidgets = new Map([
  [collectOrderResource.lines!.fields.orderId!, { Input: CollectionOrderInput }],
]);
