import type { FieldTag } from '../form-schema';
import type { ConversionIssueCode } from './conversion-issue';
import type { FormGeneratorField } from './form-generator-format';
import { filled, flag } from './read-value';

export type KindResolution =
  | { kind: FieldTag; adjusted?: { code: ConversionIssueCode; detail?: string } }
  | { skip: ConversionIssueCode };

/** Element tags whose kind does not depend on the field's other attributes. */
const DIRECT: Readonly<Record<string, FieldTag>> = {
  'el-input-number': 'number',
  'el-select': 'select',
  'el-cascader': 'cascader',
  'el-radio-group': 'radio',
  'el-checkbox-group': 'checkbox',
  'el-switch': 'switch',
  'el-transfer': 'transfer',
  'el-rate': 'rate',
  'el-slider': 'slider',
  'el-upload': 'upload',
};

/**
 * Tags the back office added to its copy of form-generator for staff, department, related
 * approval and sub-form fields. Exports spell them in several ways, our own kind names included.
 */
const BACK_OFFICE: Readonly<Record<string, FieldTag>> = {
  employee: 'employee',
  'employee-select': 'employee',
  'el-employee': 'employee',
  'user-select': 'employee',
  department: 'department',
  'department-select': 'department',
  'dept-select': 'department',
  'el-department': 'department',
  relatedapproval: 'relatedApproval',
  'related-approval': 'relatedApproval',
  'related-approval-select': 'relatedApproval',
  'approval-select': 'relatedApproval',
  subform: 'subForm',
  'sub-form': 'subForm',
  'el-sub-form': 'subForm',
  'child-table': 'subForm',
};

const DATE_TYPES: Readonly<Record<string, FieldTag>> = {
  date: 'date',
  datetime: 'date',
  daterange: 'dateRange',
  datetimerange: 'dateRange',
};

/** Which of our field kinds an original field becomes, or why it cannot become one. */
export function resolveKind(field: FormGeneratorField): KindResolution {
  const config = field.__config__ ?? {};
  const tag = filled(config.tag);
  if (!tag) return { skip: 'missingTag' };
  const name = tag.toLowerCase();
  const direct = DIRECT[name] ?? BACK_OFFICE[name];
  if (direct) return { kind: direct };

  if (name === 'el-input') {
    const multiline = field.type === 'textarea' || config.tagIcon === 'textarea';
    if (multiline) return { kind: 'textarea' };
    if (flag(field['show-password']) || config.tagIcon === 'password')
      return { kind: 'input', adjusted: { code: 'passwordAsText' } };
    return { kind: 'input' };
  }
  if (name === 'el-time-picker')
    return flag(field['is-range']) || config.tagIcon === 'time-range'
      ? { skip: 'timeRange' }
      : { kind: 'time' };
  if (name === 'el-date-picker') {
    const type = filled(field.type)?.toLowerCase() ?? 'date';
    const kind = DATE_TYPES[type];
    if (kind) return { kind };
    return type.endsWith('range')
      ? { kind: 'dateRange', adjusted: { code: 'dateTypeChanged', detail: type } }
      : { kind: 'date', adjusted: { code: 'dateTypeChanged', detail: type } };
  }
  return { skip: 'unsupportedTag' };
}
