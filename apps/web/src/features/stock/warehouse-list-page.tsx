import { warehouseResource } from '@atrium/contract/resources/warehouse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantedActions } from '../../resources/list-actions';
import { ResourceListPage } from '../../resources/resource-list-page';
import type { AnyRow } from '../../resources/resource-types';
import { STOCK_NS } from './stock-i18n';
import { WarehouseBinsDrawer } from './warehouse-bins-drawer';

/**
 * 仓库列表 (/supply/warehouse/list): the generic list (manager picker, 启用/停用, allow negative
 * stock), plus each warehouse's 库位 in a drawer.
 */
export function WarehouseListPage() {
  const { t } = useTranslation(STOCK_NS);
  const [binsOf, setBinsOf] = useState<AnyRow | null>(null);
  const binsAction = useGrantedActions([
    { key: 'bins', label: t('bins.action'), oper: 'get', onClick: (row: AnyRow) => setBinsOf(row) },
  ]);
  return (
    <>
      <ResourceListPage resource={warehouseResource} labelNamespace={STOCK_NS} extraRowActions={binsAction} />
      {binsOf && (
        <WarehouseBinsDrawer
          warehouseId={binsOf.id}
          name={String(binsOf.name ?? '')}
          onClose={() => setBinsOf(null)}
        />
      )}
    </>
  );
}
