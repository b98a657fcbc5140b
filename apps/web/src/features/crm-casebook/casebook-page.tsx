import { customerCaseResource } from '@atrium/contract';
import { customerRefWidget } from '../../resources/customers/customer-ref-widget';
import type { FieldWidgets } from '../../resources/field-widgets';
import { ResourceListPage } from '../../resources/resource-list-page';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { CASEBOOK_NS } from './casebook-i18n';

/** The linked customer is picked by name, sn or phone and listed by name. */
const FIELD_WIDGETS: FieldWidgets = new Map([[customerCaseResource.fields.customerId, customerRefWidget]]);

/** 客户案例 (/customer/casebook): the generic resource list, searchable by title, problem, resolution and products. */
export function CasebookPage() {
  return (
    <ResourceListPage
      resource={customerCaseResource}
      fieldWidgets={FIELD_WIDGETS}
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
