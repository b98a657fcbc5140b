import type { FieldDef } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../platform/format/money';
import { useFieldWidget } from './field-widgets';
import { formatDateTime } from './format-date-time';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';
import { TruncatedText } from './truncated-text';
import { useDictOptions } from './use-dict-options';

interface FieldValueProps {
  def: FieldDef;
  value: unknown;
  labels: ResourceLabels;
  /** A reference field's label, as the row answered it (`row.labels[field]`); null when the record is gone. */
  valueLabel?: string | null;
  /** Lists cut long text (spec §5); the detail view shows all of it. */
  truncated?: boolean;
  /** The list row the value belongs to, for a screen's widget that acts on it (a switch). */
  row?: AnyRow;
}

function DictLabel({ dictType, value }: { dictType: string | undefined; value: string }) {
  const options = useDictOptions(dictType);
  return <>{options.find((option) => option.value === value)?.label ?? value}</>;
}

/** A field's value as text: yes/no, enum and dictionary labels, money with cents, local date-times. */
export function FieldValue({ def, value, labels, valueLabel, truncated = false, row }: FieldValueProps) {
  const { t } = useTranslation('resources');
  const widget = useFieldWidget(def);
  if (value === undefined || value === null || value === '') return <>{t('value.empty')}</>;
  if (widget?.Value) return <widget.Value value={value} row={row} />;
  switch (def.kind) {
    case 'boolean':
      return <>{value ? t('value.yes') : t('value.no')}</>;
    case 'enum':
      return <>{labels.enumValue(def, String(value))}</>;
    case 'dict':
      return <DictLabel dictType={def.dictType} value={String(value)} />;
    case 'money':
      return <>{formatCents(Number(value))}</>;
    case 'reference': {
      // A record that is gone keeps its id on screen.
      const text = valueLabel ?? `#${String(value)}`;
      return truncated ? <TruncatedText text={text} /> : text;
    }
    case 'datetime':
      return <>{formatDateTime(String(value))}</>;
    case 'number':
    case 'date':
      return <>{String(value)}</>;
    default:
      return truncated ? <TruncatedText text={String(value)} /> : String(value);
  }
}
