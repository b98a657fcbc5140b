import { supplierResource } from '@atrium/contract/resources/supplier';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { supplierFieldWidgets } from './supplier-status-tag';
import { SUPPLIERS_NS } from './suppliers-i18n';

/** Where 查看 leads: the supplier's own detail screen. */
export const supplierDetailPath = (id: number) => `/supply/supplier/detail/${id}`;

/**
 * 供应商列表 (/supply/supplier/list): the generic list (filters, sort and page in the URL, status
 * tags, row actions by oper key, import and export); 查看 opens the detail screen.
 */
export function SupplierListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={supplierResource}
      labelNamespace={SUPPLIERS_NS}
      fieldWidgets={supplierFieldWidgets}
      openRecord={{ view: (row) => navigate(supplierDetailPath(row.id)) }}
      toolbarExtra={(context) => (
        <>
          <ImportButton {...context} />
          <ExportButton {...context} />
        </>
      )}
    />
  );
}
