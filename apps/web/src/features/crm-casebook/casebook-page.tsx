import { customerCaseResource, type Resource } from '@atrium/contract';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { CASEBOOK_NS } from './casebook-i18n';

/** 客户案例 (/customer/casebook): the generic resource list, searchable by title, problem, resolution and products. */
export function CasebookPage() {
  return (
    <ResourceListPage
      resource={customerCaseResource as unknown as Resource}
      labelNamespace={CASEBOOK_NS}
      toolbarExtra={(context) => (
        <>
          <ImportButton {...context} />
          <ExportButton {...context} />
        </>
      )}
    />
  );
}
