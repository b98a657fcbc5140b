import { fittingResource } from '@atrium/contract/resources/fitting';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { FieldWidgetsProvider } from '../../resources/field-widgets';
import { ReferencePicker } from '../../resources/reference-picker';
import { useResourceLabels } from '../../resources/resource-labels';
import { ResourceRecordForm } from '../../resources/resource-record-form';
import type { AnyRow } from '../../resources/resource-types';
import { UnitSelect } from '../../resources/unit-select';
import { loadFittingProductIds, saveFittingProducts } from './fitting-products';
import { FITTINGS_NS } from './fittings-i18n';

const PRODUCT_IDS = 'productIds';
const WIDGETS = new Map([[fittingResource.fields.unit, { Input: UnitSelect }]]);

/**
 * A fitting's form: its own fields (the unit picked from 计量单位), then 适用商品 as a multi product picker searching on the
 * server. The products are replaced right after the fitting is saved, at the version it got.
 */
export function FittingForm({
  record,
  onSaved,
  onCancel,
}: {
  record: AnyRow | null;
  onSaved: (row: AnyRow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(FITTINGS_NS);
  const labels = useResourceLabels(fittingResource, FITTINGS_NS);
  const scope = useQueryScope();
  const fits = useQuery({
    queryKey: [...scope, 'resource', 'fitting', 'productIds', record?.id],
    queryFn: () => loadFittingProductIds(record!.id),
    enabled: record !== null,
    // The form starts from what the fitting fits now, never from a cached answer.
    gcTime: 0,
  });
  if (record !== null && !fits.data)
    return <Spin tip={t('form.loading')} data-testid="fitting-form-loading" />;
  const initialIds = fits.data ?? [];
  return (
    <FieldWidgetsProvider widgets={WIDGETS}>
      <ResourceRecordForm
        resource={fittingResource}
        labels={labels}
        record={record}
        extraValues={{ [PRODUCT_IDS]: initialIds }}
        extraFields={
          <Form.Item name={PRODUCT_IDS} label={t('fitting.products')} extra={t('fitting.productsHint')}>
            <ReferencePicker
              source="product"
              multiple
              placeholder={t('fitting.productsPlaceholder')}
              data-testid="fitting-products-picker"
            />
          </Form.Item>
        }
        afterSave={async (row, values) => {
          const chosen = (values[PRODUCT_IDS] as number[] | undefined) ?? [];
          const unchanged =
            chosen.length === initialIds.length && chosen.every((id) => initialIds.includes(id));
          if (record !== null && unchanged) return;
          await saveFittingProducts(row.id, row.version, chosen);
        }}
        onSaved={onSaved}
        onCancel={onCancel}
      />
    </FieldWidgetsProvider>
  );
}
