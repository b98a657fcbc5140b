import { invoiceResource } from '@atrium/contract/resources/invoice';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { INVOICE_PATHS } from './money-paths';
import { SALE_MONEY_NS } from './sale-money-i18n';

/** 发票列表 (/sale/invoice/list): the shared list; 新建 and a row open their own pages. */
export function InvoiceListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={invoiceResource}
      labelNamespace={SALE_MONEY_NS}
      toolbarExtra={(context) => <ExportButton {...context} />}
      openRecord={{
        create: () => navigate(INVOICE_PATHS.create),
        view: (row) => navigate(INVOICE_PATHS.detail(row.id)),
        edit: (row) => navigate(INVOICE_PATHS.detail(row.id)),
      }}
    />
  );
}
