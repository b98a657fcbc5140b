import { faultCategoryResource } from '@atrium/contract/resources/fault-category';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { ResourceListPage } from '../../resources/resource-list-page';

/**
 * 故障分类 (/repair/fault/category): the fault category tree as the shared resource list (the
 * parent picked in the form), each with its labour minutes and typical fittings (the record form's
 * child lines). A diagnosis starts its quote from the categories chosen.
 */
export function FaultCategoryPage() {
  return <ResourceListPage resource={faultCategoryResource} labelNamespace={REPAIRS_NS} />;
}
