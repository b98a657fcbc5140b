import { parsePattern } from '../field-rules';
import type { FieldBase, FieldTag, FormField, RegRule, UploadSettings } from '../form-schema';
import type { ConversionIssue } from './conversion-issue';
import { convertOptions } from './convert-options';
import type { FormGeneratorField } from './form-generator-format';
import { isRecord } from './form-generator-format';
import { compact, filled, firstOf, flag, numeric, text } from './read-value';

type Report = (issue: Omit<ConversionIssue, 'path' | 'label' | 'tag'>) => void;

/** The properties every kind shares: label, key, required, rules, span, default, flags. */
export function commonProps(
  field: FormGeneratorField,
  tag: FieldTag,
  vModel: string,
  report: Report,
): FieldBase {
  const config = field.__config__ ?? {};
  const span = numeric(config.span);
  return compact({
    tag,
    label: text(config.label) ?? vModel,
    vModel,
    required: flag(config.required) || undefined,
    regList: regListOf(config.regList, report),
    span: span !== undefined && span >= 1 && span <= 24 ? Math.round(span) : undefined,
    defaultValue: defaultOf(config.defaultValue, tag),
    placeholder: filled(field.placeholder),
    disabled: flag(field.disabled) || undefined,
    allowPrint: firstOf(flag, config.allowPrint, field.allowPrint),
    isTicketVisile: firstOf(flag, config.isTicketVisile, field.isTicketVisile),
  });
}

function regListOf(list: unknown, report: Report): RegRule[] | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const rules: RegRule[] = [];
  for (const entry of list) {
    const pattern = isRecord(entry) ? filled(entry.pattern) : undefined;
    if (!pattern || !parsePattern(pattern)) {
      report({ severity: 'adjusted', code: 'badPattern', detail: pattern ?? '' });
      continue;
    }
    rules.push({ pattern, message: (isRecord(entry) && text(entry.message)) || '' });
  }
  return rules.length > 0 ? rules : undefined;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** null/'' mean "no default" in form-generator; a date-only default gains midnight (our format). */
function defaultOf(value: unknown, tag: FieldTag): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  if (tag === 'date' && typeof value === 'string' && DATE_ONLY.test(value)) return `${value} 00:00:00`;
  if (tag === 'dateRange' && Array.isArray(value))
    return value.map((item) =>
      typeof item === 'string' && DATE_ONLY.test(item) ? `${item} 00:00:00` : item,
    );
  if (tag === 'rate' && value === 0) return undefined;
  return value;
}

const KB_PER_MB = 1024;

function uploadSettings(field: FormGeneratorField, report: Report): UploadSettings {
  const config = field.__config__ ?? {};
  const size = numeric(config.fileSize);
  const unit = filled(config.sizeUnit)?.toUpperCase() ?? 'MB';
  const fileSize =
    size === undefined
      ? undefined
      : unit === 'KB'
        ? size / KB_PER_MB
        : unit === 'GB'
          ? size * KB_PER_MB
          : size;
  if (filled(field.action))
    report({ severity: 'adjusted', code: 'uploadAction', detail: filled(field.action) });
  const listType = filled(field['list-type']);
  return compact({
    fileSize,
    limit: firstOf(numeric, field.limit, config.limit),
    name: filled(field.name),
    accept: filled(field.accept),
    multiple: flag(field.multiple) || undefined,
    listType: listType === 'picture-card' || listType === 'picture' ? ('picture-card' as const) : undefined,
  });
}

/**
 * One original field as our field of `tag`, with the attributes of its kind. A sub-form's rows
 * are converted by the caller, which owns key allocation, so `children` arrives ready.
 */
export function convertField(
  field: FormGeneratorField,
  tag: FieldTag,
  vModel: string,
  report: Report,
  children: FormField[] = [],
): FormField {
  const base = commonProps(field, tag, vModel, report);
  const config = field.__config__ ?? {};
  switch (tag) {
    case 'input':
    case 'textarea': {
      const autosize = isRecord(field.autosize) ? field.autosize : {};
      return compact({
        ...base,
        tag,
        maxLength: numeric(field.maxlength),
        rows: tag === 'textarea' ? firstOf(numeric, field.rows, autosize.minRows) : undefined,
      });
    }
    case 'number':
    case 'slider':
      if (tag === 'slider' && flag(field.range)) report({ severity: 'adjusted', code: 'rangeSlider' });
      return compact({
        ...base,
        tag,
        min: numeric(field.min),
        max: numeric(field.max),
        step: numeric(field.step),
        ...(tag === 'number' ? { precision: numeric(field.precision) } : {}),
      });
    case 'select':
    case 'cascader':
    case 'radio':
    case 'checkbox':
    case 'transfer': {
      const nested = isRecord(field.props) && isRecord(field.props.props) ? field.props.props : {};
      if (tag === 'cascader' && flag(nested.multiple))
        report({ severity: 'adjusted', code: 'multipleCascader' });
      return compact({
        ...base,
        tag,
        ...convertOptions(field),
        multiple: tag === 'select' ? flag(field.multiple) || undefined : undefined,
      });
    }
    case 'switch': {
      const active = field['active-value'];
      const inactive = field['inactive-value'];
      const plain = (value: unknown) => value === undefined || value === null || typeof value === 'boolean';
      if (!plain(active) || !plain(inactive))
        report({
          severity: 'adjusted',
          code: 'switchValues',
          detail: `${String(active)}/${String(inactive)}`,
        });
      return {
        ...base,
        tag,
        defaultValue: typeof base.defaultValue === 'boolean' ? base.defaultValue : undefined,
      };
    }
    case 'rate':
      if (flag(field['allow-half'])) report({ severity: 'adjusted', code: 'halfStars' });
      return compact({ ...base, tag, count: numeric(field.max) });
    case 'upload':
      return { ...base, tag, ...uploadSettings(field, report), defaultValue: undefined };
    case 'employee':
    case 'department':
    case 'relatedApproval':
      return compact({ ...base, tag, multiple: flag(field.multiple) || undefined });
    case 'time':
    case 'date':
    case 'dateRange':
      return { ...base, tag };
    case 'subForm':
      return compact({
        ...base,
        tag,
        mode: firstOf(filled, config.mode, field.mode) === 'vertical' ? 'vertical' : 'horizontal',
        children,
        addButton: firstOf(flag, config.addButton, field.addButton) ?? true,
        deleteButton: firstOf(flag, config.deleteButton, field.deleteButton) ?? true,
        canEdit: firstOf(flag, config.canEdit, field.canEdit) ?? true,
        defaultValue: undefined,
      });
  }
}
