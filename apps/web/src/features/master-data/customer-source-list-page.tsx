import { customerSourceResource } from '@atrium/contract';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { MASTER_DATA_NS } from './master-data-i18n';

/** 客户来源 (/system/customerSource/list): the generic resource list, labels from 'masterData'. */
export function CustomerSourceListPage() {
  return (
    <ResourceListPage
      resource={customerSourceResource}
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
