import { customerDiscountRateResource, type Resource } from '@atrium/contract';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { DISCOUNT_RATES_NS } from './discount-rates-i18n';

/** 客户折扣率 (/product/discountRate): per-customer and per-level rates, in basis points (10000 = 100%). */
export function DiscountRatesPage() {
  return (
    <ResourceListPage
      resource={customerDiscountRateResource as unknown as Resource}
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
