import { SALE_ORDER_STATUSES } from '@atrium/contract/endpoints/sale-orders';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

/** The filters the orders list and the lines list share: state, source, warehouse (and, last, the order days). */
export function OrderFilterItems() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  return (
    <>
      <Form.Item name="status" label={t('filter.status')}>
        <Select
          allowClear
          placeholder={t('filter.all')}
          options={SALE_ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="sourceId" label={t('filter.source')}>
        <ReferencePicker source="saleSource" placeholder={t('filter.all')} />
      </Form.Item>
      <Form.Item name="warehouseId" label={t('filter.warehouse')}>
        <ReferencePicker source="warehouse" placeholder={t('filter.all')} />
      </Form.Item>
    </>
  );
}

/** The order days filter. */
export function OrderDaysFilterItem() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  return (
    <Form.Item name="range" label={t('filter.dateRange')}>
      <DatePicker.RangePicker allowEmpty={[true, true]} />
    </Form.Item>
  );
}
