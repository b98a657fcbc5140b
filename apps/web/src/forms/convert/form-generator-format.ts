/**
 * The JSON of the original Vue/Element "form-generator" designer, as far as the converter reads it.
 * Everything is optional and loosely typed: exports come from several versions of that designer
 * (and from hand edits), so the converter checks each value before trusting it.
 */

/** Per-field designer settings, kept apart from the attributes written onto the Element tag. */
export interface FormGeneratorConfig {
  label?: unknown;
  tag?: unknown;
  tagIcon?: unknown;
  required?: unknown;
  regList?: unknown;
  span?: unknown;
  defaultValue?: unknown;
  /** 'colFormItem' for a field, 'rowFormItem' for a row container holding `children`. */
  layout?: unknown;
  renderKey?: unknown;
  formId?: unknown;
  children?: unknown;
  showLabel?: unknown;
  labelWidth?: unknown;
  // Option sources (select, cascader, radio, checkbox).
  dataType?: unknown;
  url?: unknown;
  method?: unknown;
  dataPath?: unknown;
  dataConsumer?: unknown;
  mapping?: unknown;
  optionModel?: unknown;
  // Upload.
  fileSize?: unknown;
  sizeUnit?: unknown;
  limit?: unknown;
  // The back office's additions.
  allowPrint?: unknown;
  isTicketVisile?: unknown;
  mode?: unknown;
  addButton?: unknown;
  deleteButton?: unknown;
  canEdit?: unknown;
  [other: string]: unknown;
}

export interface FormGeneratorField {
  __config__?: FormGeneratorConfig;
  __slot__?: { options?: unknown; [other: string]: unknown };
  __vModel__?: unknown;
  placeholder?: unknown;
  [attribute: string]: unknown;
}

/** The whole export: the form's settings (formConf) spread beside its `fields`. */
export interface FormGeneratorForm {
  fields?: unknown;
  formRef?: unknown;
  formModel?: unknown;
  formRules?: unknown;
  size?: unknown;
  labelPosition?: unknown;
  labelWidth?: unknown;
  gutter?: unknown;
  span?: unknown;
  disabled?: unknown;
  formBtns?: unknown;
  [other: string]: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the JSON is a form-generator export: some field carries a `__config__` object. */
export function isFormGeneratorJson(value: unknown): value is FormGeneratorForm {
  const fields = isRecord(value) ? value.fields : value;
  return Array.isArray(fields) && fields.some((field) => isRecord(field) && isRecord(field.__config__));
}
