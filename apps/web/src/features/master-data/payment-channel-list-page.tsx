import { paymentChannelResource } from '@atrium/contract';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { MASTER_DATA_NS } from './master-data-i18n';

/** 支付渠道 (/system/paymentChannel/list): the generic resource list, labels from 'masterData'. */
export function PaymentChannelListPage() {
  return (
    <ResourceListPage
      resource={paymentChannelResource}
      labelNamespace={MASTER_DATA_NS}
      toolbarExtra={(context) => (
        <>
          <ImportButton {...context} />
          <ExportButton {...context} />
        </>
      )}
    />
  );
}
