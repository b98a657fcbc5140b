import Drawer from 'antd/es/drawer';
import { useTranslation } from 'react-i18next';
import { CatalogueFitsTable } from '../../resources/catalogue-fits-table';
import type { AnyRow } from '../../resources/resource-types';
import { FITTINGS_NS } from './fittings-i18n';

/** The products one fitting fits, searchable and paged on the server, in a side drawer. */
export function FittingProductsDrawer({ fitting, onClose }: { fitting: AnyRow; onClose: () => void }) {
  const { t } = useTranslation(FITTINGS_NS);
  return (
    <Drawer
      open
      size="large"
      title={t('fitting.fitsOf', { name: String(fitting.name) })}
      onClose={onClose}
      data-testid="fitting-products-drawer"
    >
      <CatalogueFitsTable fittingId={fitting.id} />
    </Drawer>
  );
}
