import { z } from 'zod';
import { text } from './zod-kit.js';

/**
 * A form made with the form designer (spec §3 "Form designer field", "Sub-form"), as the server
 * stores it for an approval process. The browser's full types are apps/web/src/forms/form-schema.ts;
 * the server needs only what it reads: each field's kind, key, label, whether it is required, and a
 * sub-form's own fields. Every other designer property passes through untouched.
 */
export const FORM_FIELD_TAGS = [
  'input',
  'textarea',
  'number',
  'select',
  'cascader',
  'upload',
  'time',
  'date',
  'dateRange',
  'radio',
  'checkbox',
  'switch',
  'transfer',
  'rate',
  'slider',
  'employee',
  'department',
  'relatedApproval',
  'subForm',
] as const;
export type FormFieldTag = (typeof FORM_FIELD_TAGS)[number];

export interface StoredFormField {
  tag: FormFieldTag;
  vModel: string;
  label: string;
  required?: boolean;
  children?: StoredFormField[];
  [property: string]: unknown;
}

export const storedFormField: z.ZodType<StoredFormField, unknown> = z.lazy(() =>
  z.looseObject({
    tag: z.enum(FORM_FIELD_TAGS),
    vModel: text.trim().min(1).max(64),
    label: text.trim().min(1).max(100),
    required: z.boolean().optional(),
    children: z.array(storedFormField).max(50).optional(),
  }),
);

export const storedFormDefinition = z.looseObject({ fields: z.array(storedFormField).max(200) });
export type StoredFormDefinition = z.infer<typeof storedFormDefinition>;

/** A filled-in form: field key → value, as the form renderer produces it. */
export const formValues = z.record(z.string().max(64), z.unknown());
export type FormValuesData = z.infer<typeof formValues>;
