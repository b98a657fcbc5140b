import { customerDiscountRateResource } from '@atrium/contract';
import { customerRefWidget } from '../../resources/customers/customer-ref-widget';
import type { FieldWidgets } from '../../resources/field-widgets';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { DISCOUNT_RATES_NS } from './discount-rates-i18n';

/** The linked customer is picked by name, sn or phone and listed by name. */
const FIELD_WIDGETS: FieldWidgets = new Map([
  [customerDiscountRateResource.fields.customerId, customerRefWidget],
]);

/** 客户折扣率 (/product/discountRate): per-customer and per-level rates, in basis points (10000 = 100%). */
export function DiscountRatesPage() {
  return (
    <ResourceListPage
      resource={customerDiscountRateResource}
      fieldWidgets={FIELD_WIDGETS}
      labelNamespace={DISCOUNT_RATES_NS}
      toolbarExtra={(context) => (
        <>
          <ImportButton {...context} />
          <ExportButton {...context} />
        </>
      )}
    />
  );
}
