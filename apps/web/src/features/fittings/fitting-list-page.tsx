import { fittingResource } from '@atrium/contract/resources/fitting';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { ResourceListPage } from '../../resources/resource-list-page';
import type { AnyRow } from '../../resources/resource-types';
import { ExportButton } from '../../resources/transfer/export-button';
import { ImportButton } from '../../resources/transfer/import-button';
import { FittingForm } from './fitting-form';
import { FittingProductsDrawer } from './fitting-products-drawer';
import { FittingsByProduct } from './fittings-by-product';
import { FITTINGS_NS } from './fittings-i18n';
import { useFittingColumns } from './use-fitting-columns';

const FITTING_CREATE_PATH = '/product/fitting/create';

/** A fitting being created or edited in this screen's dialog. */
type Editing = { row: AnyRow | null };

/**
 * 配件列表 (/product/fitting/list): the generic list (code/name, category, enabled, price range;
 * 启用/停用; import/export) plus how many products each fits (opens them) and its stock on hand,
 * and the fittings of a chosen product. 新建 opens 新建配件 when granted, else the same form here.
 */
export function FittingListPage() {
  const { t } = useTranslation(FITTINGS_NS);
  const navigate = useNavigate();
  const canOpenCreatePage = useGranted('fittingCreate:add');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [fitsOf, setFitsOf] = useState<AnyRow | null>(null);
  const useColumns = (rows: readonly AnyRow[]) => useFittingColumns(rows, setFitsOf);
  return (
    <>
      <ResourceListPage
        resource={fittingResource}
        labelNamespace={FITTINGS_NS}
        useExtraColumns={useColumns}
        openRecord={{
          create: () => (canOpenCreatePage ? navigate(FITTING_CREATE_PATH) : setEditing({ row: null })),
          edit: (row) => setEditing({ row }),
        }}
        toolbarExtra={(context) => (
          <>
            <FittingsByProduct />
            <ImportButton {...context} />
            <ExportButton {...context} />
          </>
        )}
      />
      {editing && (
        <Modal
          open
          width={760}
          footer={null}
          mask={{ closable: false }}
          title={editing.row ? t('form.editTitle') : t('form.createTitle')}
          onCancel={() => setEditing(null)}
        >
          <FittingForm
            record={editing.row}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      {fitsOf && <FittingProductsDrawer fitting={fitsOf} onClose={() => setFitsOf(null)} />}
    </>
  );
}
