import type { FormDefinition, FormField, FormValues, SubFormField } from './form-schema';

/** A fresh row of a sub-form: each child's default value. */
export function rowDefaults(subForm: SubFormField): FormValues {
  return defaultsOf(subForm.children);
}

/**
 * The form's starting values from each field's defaultValue. A vertical sub-form starts with one
 * row because its first row cannot be removed (spec §4); a horizontal one starts empty.
 */
export function defaultsOf(fields: FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.tag === 'subForm') {
      const given = Array.isArray(field.defaultValue) ? (field.defaultValue as FormValues[]) : null;
      values[field.vModel] = given
        ? structuredClone(given)
        : field.mode === 'vertical'
          ? [rowDefaults(field)]
          : [];
    } else if (field.defaultValue !== undefined) {
      values[field.vModel] = structuredClone(field.defaultValue);
    }
  }
  return values;
}

export function initialValuesOf(definition: FormDefinition): FormValues {
  return defaultsOf(definition.fields);
}
