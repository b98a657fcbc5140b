import { RELATED_APPROVAL_PAGE_SIZE } from '@atrium/contract';
import type { RequestOptions } from '../platform/api/api-client';
import type { FieldOption, FormField, OptionMapping } from './form-schema';

/** Where a field's options come from: a request, and how to read its answer. */
export interface OptionSource {
  request: RequestOptions;
  dataPath?: string;
  mapping: OptionMapping;
  /** A label joining several of the item's properties, instead of `mapping.label` alone (plain data: the source is compared as JSON). */
  labelKeys?: readonly string[];
}

const NAME_MAPPING: OptionMapping = { value: 'name', label: 'name' };
const DEFAULT_MAPPING: OptionMapping = { value: 'value', label: 'label' };

export const EMPLOYEE_LIST_URL = '/erp/hrm/employee/list';
export const FINAL_DEPARTMENT_URL = '/erp/hrm/department/getFinalDepartment';
export const MY_STARTED_APPROVALS_URL = '/erp/flw/instance/my/start/page';

/**
 * The request behind a field's option list, or null when its options are static. Employee and
 * department selects and the related-approval select have fixed sources (spec §7); a dynamic
 * field calls its own method and url. Errors are silenced: these endpoints may not answer yet,
 * and the select then simply offers nothing.
 */
export function optionSourceFor(field: FormField): OptionSource | null {
  switch (field.tag) {
    case 'employee':
      // Value and label are both the employee's name (spec §2.10).
      return { request: { method: 'GET', url: EMPLOYEE_LIST_URL, silent: true }, mapping: NAME_MAPPING };
    case 'department':
      return {
        request: { method: 'GET', url: FINAL_DEPARTMENT_URL, silent: true },
        mapping: { value: 'id', label: 'name' },
      };
    case 'relatedApproval':
      return {
        request: {
          method: 'GET',
          url: MY_STARTED_APPROVALS_URL,
          silent: true,
          params: {
            instanceNo: '',
            category: '',
            processName: '',
            pageNum: 1,
            pageSize: RELATED_APPROVAL_PAGE_SIZE,
            startCreateTime: '',
            endCreateTime: '',
          },
        },
        dataPath: 'list',
        // The value is the number (spec §2.10); the label names the process too, so the choice reads.
        mapping: { value: 'instanceNo', label: 'instanceNo' },
        labelKeys: ['instanceNo', 'processName'],
      };
    case 'select':
    case 'cascader':
    case 'radio':
    case 'checkbox':
    case 'transfer':
      if (field.dataType !== 'dynamic' || !field.url) return null;
      return {
        request: { method: field.method ?? 'GET', url: field.url, silent: true },
        dataPath: field.dataPath || undefined,
        mapping: field.mapping ?? field.optionModel ?? DEFAULT_MAPPING,
      };
    default:
      return null;
  }
}

/** Reads `data` or `data[dataPath]` of an answer and maps each item to {label, value}. */
export function optionsFromAnswer(
  data: unknown,
  source: Pick<OptionSource, 'dataPath' | 'mapping' | 'labelKeys'>,
): FieldOption[] {
  let list: unknown = source.dataPath && isRecord(data) ? data[source.dataPath] : data;
  // A page answer ({list, total, …}) holds its rows in `list`.
  if (isRecord(list) && Array.isArray(list.list)) list = list.list;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): FieldOption[] => toOption(item, source.mapping, source.labelKeys));
}

function toOption(item: unknown, mapping: OptionMapping, labelKeys?: readonly string[]): FieldOption[] {
  if (typeof item === 'string' || typeof item === 'number') return [{ label: String(item), value: item }];
  if (!isRecord(item)) return [];
  const value = item[mapping.value];
  if (typeof value !== 'string' && typeof value !== 'number') return [];
  const label = item[mapping.label];
  const option: FieldOption = {
    value,
    label: labelKeys
      ? labelKeys
          .map((key) => item[key])
          .filter((part) => part !== undefined && part !== null && part !== '')
          .join(' · ')
      : label === undefined || label === null
        ? String(value)
        : String(label),
  };
  if (Array.isArray(item.children))
    option.children = item.children.flatMap((child) => toOption(child, mapping, labelKeys));
  return [option];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
