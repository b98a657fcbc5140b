import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { STOCK_NS } from './stock-i18n';
import { useBins } from './stock-queries';

interface BinSelectProps {
  /** From the form item: its label names the select. */
  id?: string;
  warehouseId?: number;
  value?: number;
  onChange?: (binId: number | undefined) => void;
}

/** A bin (库位) of the chosen warehouse; empty for the warehouse itself. */
export function BinSelect({ id, warehouseId, value, onChange }: BinSelectProps) {
  const { t } = useTranslation(STOCK_NS);
  const bins = useBins(warehouseId);
  return (
    <Select<number>
      id={id}
      allowClear
      value={value}
      onChange={(binId) => onChange?.(binId)}
      disabled={!warehouseId || (bins.data ?? []).length === 0}
      loading={bins.isFetching}
      placeholder={t('form.binPlaceholder')}
      options={(bins.data ?? []).map((bin) => ({ value: bin.id, label: bin.name }))}
      data-testid="bin-select"
    />
  );
}
