import { productResource } from '@atrium/contract/resources/product';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { showMessage } from '../../platform/feedback/feedback';
import { useResourceWrites } from '../../resources/resource-api';
import type { AnyRow } from '../../resources/resource-types';
import { PRODUCTS_NS } from './products-i18n';

/** The list's 上架 column: a switch putting the product on or off sale (with the `update` oper). */
export function OnSaleSwitch({ value, row }: { value: unknown; row?: AnyRow }) {
  const { t } = useTranslation(PRODUCTS_NS);
  const can = useAction();
  const writes = useResourceWrites(productResource);
  const [saving, setSaving] = useState(false);
  const onSale = value === true;
  const toggle = async (next: boolean) => {
    if (!row) return;
    setSaving(true);
    try {
      await writes.update(row.id, { onSale: next, version: row.version });
    } catch (error) {
      showMessage('error', error instanceof Error ? error.message : String(error));
      await writes.refresh(); // e.g. a stale version: show the record as it is now
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={onSale}
      loading={saving}
      disabled={!row || !can('update')}
      checkedChildren={t('list.onSaleTag')}
      unCheckedChildren={t('list.offSaleTag')}
      onChange={(next) => void toggle(next)}
      data-testid={row ? `on-sale-${row.id}` : undefined}
    />
  );
}
