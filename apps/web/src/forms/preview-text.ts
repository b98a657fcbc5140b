import type { TFunction } from 'i18next';
import type { FieldOption, FormField } from './form-schema';

/** True for the values a preview treats as "nothing entered". */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The read-only text of a field (spec §2.10): 是/否 for a switch, N星 or 未评分 for a rate,
 * 未设置 for an empty cascader or date, - for any other empty value, option labels for choices.
 * Uploads and sub-forms are drawn by field-preview.tsx instead.
 */
export function previewText(
  field: FormField,
  value: unknown,
  options: FieldOption[],
  t: TFunction<'forms'>,
): string {
  switch (field.tag) {
    case 'switch':
      return value ? t('preview.yes') : t('preview.no');
    case 'rate':
      return typeof value === 'number' && value > 0
        ? t('preview.stars', { count: value })
        : t('preview.unrated');
    case 'cascader':
      return isEmptyValue(value)
        ? t('preview.notSet')
        : cascaderPath(options, value as unknown[]).join(' / ');
    case 'date':
    case 'dateRange':
      if (isEmptyValue(value)) return t('preview.notSet');
      return Array.isArray(value) ? value.join(' ~ ') : String(value);
    default:
      break;
  }
  if (isEmptyValue(value)) return t('preview.empty');
  const values = Array.isArray(value) ? value : [value];
  if ('options' in field || options.length > 0) {
    return values
      .map((item) => options.find((option) => option.value === item)?.label ?? String(item))
      .join(', ');
  }
  return values.map(String).join(', ');
}

/** Labels along a cascader's chosen path; values with no matching option are shown as they are. */
function cascaderPath(options: FieldOption[], path: unknown[]): string[] {
  const labels: string[] = [];
  let level: FieldOption[] | undefined = options;
  for (const step of path) {
    const match: FieldOption | undefined = level?.find((option) => option.value === step);
    labels.push(match?.label ?? String(step));
    level = match?.children;
  }
  return labels;
}
