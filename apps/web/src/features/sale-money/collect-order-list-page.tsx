import { collectOrderResource } from '@atrium/contract/resources/collect-order';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { COLLECT_ORDER_WIDGETS } from './collect-order-widgets';
import { SALE_MONEY_NS } from './sale-money-i18n';

/**
 * 收款单 (/sale/collect/list): the shared resource list (filters in the URL, 作废 as a row action);
 * 新建 opens the record form: the orders (the `saleOrder` picker, with what each still owes and
 * may refund) and the amount of each, negative for a refund. The server checks each against the
 * order's unpaid or overpaid amount.
 */
export function CollectOrderListPage() {
  return (
    <ResourceListPage
      resource={collectOrderResource}
      labelNamespace={SALE_MONEY_NS}
      fieldWidgets={COLLECT_ORDER_WIDGETS}
      toolbarExtra={(context) => <ExportButton {...context} />}
    />
  );
}
