import { returnOrderResource } from '@atrium/contract/resources/return-order';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { RETURN_PATHS } from './money-paths';
import { SALE_MONEY_NS } from './sale-money-i18n';

/** 退货单 (/sale/return/list): the shared list (收货 and 取消 as row actions); 新建 and a row open their own pages. */
export function ReturnOrderListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={returnOrderResource}
      labelNamespace={SALE_MONEY_NS}
      toolbarExtra={(context) => <ExportButton {...context} />}
      openRecord={{
        create: () => navigate(RETURN_PATHS.create),
        view: (row) => navigate(RETURN_PATHS.detail(row.id)),
        edit: (row) => navigate(RETURN_PATHS.detail(row.id)),
      }}
    />
  );
}
