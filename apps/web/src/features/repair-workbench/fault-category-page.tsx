import { faultCategoryResource } from '@atrium/contract/resources/fault-category';
import { useState } from 'react';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { ResourceListPage } from '../../resources/resource-list-page';
import type { AnyRow } from '../../resources/resource-types';
import { FaultCategoryFormModal } from './fault-category-form-modal';

/**
 * 故障分类 (/repair/fault/category): the fault category tree as the shared resource list (parent
 * column and filter), each with its labour minutes; 新增 / 编辑 open a form with the typical
 * fittings (the record's children), which a diagnosis's quote starts from.
 */
export function FaultCategoryPage() {
  const [editing, setEditing] = useState<AnyRow | null | undefined>(undefined);
  return (
    <>
      <ResourceListPage
        resource={faultCategoryResource}
        labelNamespace={REPAIRS_NS}
        openRecord={{ create: () => setEditing(null), edit: (row) => setEditing(row) }}
      />
      {editing !== undefined && (
        <FaultCategoryFormModal editing={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
