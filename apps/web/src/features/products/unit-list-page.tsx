import { unitResource } from '@atrium/contract/resources/unit';
import { ResourceListPage } from '../../resources/resource-list-page';
import { PRODUCTS_NS } from './products-i18n';

/**
 * 计量单位 (/product/unit): the generic list of the organization's units (name, decimals,
 * 启用/停用). Products and fittings pick theirs from the enabled ones; the stock ledger refuses a
 * quantity finer than a unit's decimals.
 */
export function UnitListPage() {
  return <ResourceListPage resource={unitResource} labelNamespace={PRODUCTS_NS} />;
}
