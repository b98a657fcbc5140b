import type { FieldOption, OptionFieldProps, OptionMapping } from '../form-schema';
import type { FormGeneratorField } from './form-generator-format';
import { isRecord } from './form-generator-format';
import { compact, filled, text } from './read-value';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** Cascader's `props.props` (Element's nested prop names) or the back office's mapping. */
function mappingOf(field: FormGeneratorField): OptionMapping | undefined {
  const config = field.__config__ ?? {};
  const nested = isRecord(field.props) && isRecord(field.props.props) ? field.props.props : undefined;
  for (const source of [config.mapping, config.optionModel, field.mapping, field.optionModel, nested]) {
    if (!isRecord(source)) continue;
    const value = filled(source.value);
    const label = filled(source.label);
    if (value || label) return { value: value ?? 'value', label: label ?? 'label' };
  }
  return undefined;
}

function optionsFrom(list: unknown, mapping: OptionMapping, childrenKey: string): FieldOption[] {
  if (!Array.isArray(list)) return [];
  const options: FieldOption[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    const rawValue = item[mapping.value] ?? item.value;
    const value = typeof rawValue === 'number' ? rawValue : text(rawValue);
    if (value === undefined) continue;
    const label = text(item[mapping.label] ?? item.label) ?? String(value);
    const children = optionsFrom(item[childrenKey], mapping, childrenKey);
    options.push(children.length > 0 ? { label, value, children } : { label, value });
  }
  return options;
}

/**
 * Options and their source: select, radio and checkbox keep a static list in `__slot__.options`,
 * the cascader in `options`, a transfer in `data`; a dynamic source lives in `__config__`
 * (url, method, dataPath) with the answer's value/label property names as the mapping.
 */
export function convertOptions(field: FormGeneratorField): OptionFieldProps {
  const config = field.__config__ ?? {};
  const mapping = mappingOf(field);
  const nested = isRecord(field.props) && isRecord(field.props.props) ? field.props.props : {};
  const childrenKey = filled(nested.children) ?? 'children';
  const list = field.__slot__?.options ?? field.options ?? field.data;
  const options = optionsFrom(list, mapping ?? { value: 'value', label: 'label' }, childrenKey);
  const url = filled(config.url);
  const dynamic = config.dataType === 'dynamic' && url !== undefined;
  const method = filled(config.method)?.toUpperCase();
  return compact({
    options,
    dataType: dynamic ? ('dynamic' as const) : ('static' as const),
    url: dynamic ? url : undefined,
    method: dynamic ? (METHODS.includes(method as Method) ? (method as Method) : 'GET') : undefined,
    dataPath: dynamic ? filled(config.dataPath) : undefined,
    mapping: dynamic ? (mapping ?? { value: 'value', label: 'label' }) : undefined,
  });
}
