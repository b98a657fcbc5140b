/**
 * The designer definition the form renderer reads (spec §3 "Form designer field" and "Sub-form"),
 * in the flat form-generator style: one object per field, keyed by `vModel`.
 */

/** Field kinds of spec §2.10. */
export type FieldTag =
  | 'input'
  | 'textarea'
  | 'number'
  | 'select'
  | 'cascader'
  | 'upload'
  | 'time'
  | 'date'
  | 'dateRange'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'transfer'
  | 'rate'
  | 'slider'
  | 'employee'
  | 'department'
  | 'relatedApproval'
  | 'subForm';

export interface FieldOption {
  label: string;
  value: string | number;
  /** Cascader levels. */
  children?: FieldOption[];
}

/** One validation rule of a field's `regList`: the value must match `pattern`, else `message`. */
export interface RegRule {
  /** A regular expression, either bare (`^\d+$`) or in slash form (`/^\d+$/i`). */
  pattern: string;
  message: string;
}

/** Which answer properties become an option's value and label. */
export interface OptionMapping {
  value: string;
  label: string;
}

export interface UploadSettings {
  /** Largest file in MB; default 2 (spec §9). */
  fileSize?: number;
  /** Most files; default 10, forced to 50 inside a sub-form (spec §5). */
  limit?: number;
  /** Multipart field name; default 'file'. */
  name?: string;
  /** Accepted types, as the input element's `accept` attribute. */
  accept?: string;
  multiple?: boolean;
  /** Show the files as picture cards. */
  listType?: 'text' | 'picture-card';
}

export interface FieldBase {
  tag: FieldTag;
  label: string;
  /** The key under which the field's value is stored. */
  vModel: string;
  required?: boolean;
  regList?: RegRule[];
  /** Columns of 24; default 24 (spec §9). */
  span?: number;
  defaultValue?: unknown;
  placeholder?: string;
  disabled?: boolean;
  /** Shown when the form is printed. */
  allowPrint?: boolean;
  /** Shown on the work-order ticket (the designer's spelling). */
  isTicketVisile?: boolean;
}

export interface OptionFieldProps {
  options?: FieldOption[];
  dataType?: 'static' | 'dynamic';
  url?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Property of the answer's `data` that holds the list; the list is `data` itself when absent. */
  dataPath?: string;
  mapping?: OptionMapping;
  /** The designer's older name for `mapping`. */
  optionModel?: OptionMapping;
  multiple?: boolean;
}

export interface InputField extends FieldBase {
  tag: 'input' | 'textarea';
  maxLength?: number;
  /** Textarea rows; default 4 (spec §2.10). */
  rows?: number;
}

export interface NumberField extends FieldBase {
  tag: 'number';
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
}

export interface ChoiceField extends FieldBase, OptionFieldProps {
  tag: 'select' | 'cascader' | 'radio' | 'checkbox' | 'transfer';
}

export interface UploadField extends FieldBase, UploadSettings {
  tag: 'upload';
}

export interface PickerField extends FieldBase {
  tag: 'time' | 'date' | 'dateRange';
}

export interface SwitchField extends FieldBase {
  tag: 'switch';
}

export interface RateField extends FieldBase {
  tag: 'rate';
  /** Number of stars; default 5. */
  count?: number;
}

export interface SliderField extends FieldBase {
  tag: 'slider';
  min?: number;
  max?: number;
  step?: number;
}

/** Employee, department and related-approval selects load their own option lists (spec §7). */
export interface LookupField extends FieldBase {
  tag: 'employee' | 'department' | 'relatedApproval';
  multiple?: boolean;
}

export interface SubFormField extends FieldBase {
  tag: 'subForm';
  /** Horizontal: a table with one row per entry. Vertical: one stacked block per entry. */
  mode: 'horizontal' | 'vertical';
  children: FormField[];
  addButton?: boolean;
  deleteButton?: boolean;
  canEdit?: boolean;
}

export type FormField =
  | InputField
  | NumberField
  | ChoiceField
  | UploadField
  | PickerField
  | SwitchField
  | RateField
  | SliderField
  | LookupField
  | SubFormField;

export interface FormDefinition {
  fields: FormField[];
}

/** One uploaded file as kept in the form's value. */
export interface UploadedFile {
  uid: string;
  name: string;
  url?: string;
  status?: 'uploading' | 'done' | 'error';
  type?: string;
}

export type FormValues = Record<string, unknown>;
