import { FORM_DEFAULT_SPAN, FORM_GUTTER } from '@atrium/contract';
import { FIELD_KEY_PATTERN, nextFieldKey } from '../designer/field-keys';
import type { FormDefinition, FormField } from '../form-schema';
import type { ConversionIssue } from './conversion-issue';
import { convertField } from './convert-field';
import { type FormGeneratorField, type FormGeneratorForm, isRecord } from './form-generator-format';
import { filled, flag, numeric, text } from './read-value';
import { resolveKind } from './resolve-kind';

export interface ConversionResult {
  definition: FormDefinition;
  issues: ConversionIssue[];
}

/** Keys of one level (the form, or one sub-form's columns): reused ones are renamed, never merged. */
class KeyScope {
  private readonly used = new Set<string>();
  constructor(private readonly global: Set<string>) {}

  claim(
    wanted: string | undefined,
    formId: number | undefined,
  ): { key: string; reason?: 'generated' | 'duplicate' } {
    const usable = wanted !== undefined && FIELD_KEY_PATTERN.test(wanted);
    if (usable && !this.used.has(wanted)) return this.take(wanted);
    const byId = formId !== undefined ? `field${formId}` : undefined;
    const key = byId && !this.global.has(byId) ? byId : nextFieldKey(this.global);
    return { ...this.take(key), reason: usable ? 'duplicate' : 'generated' };
  }

  private take(key: string) {
    this.used.add(key);
    this.global.add(key);
    return { key };
  }
}

class Converter {
  readonly issues: ConversionIssue[] = [];
  private readonly keys = new Set<string>();

  constructor(private readonly defaultSpan: number | undefined) {}

  fields(list: unknown, path: string, insideSubForm: boolean): FormField[] {
    const scope = new KeyScope(this.keys);
    const result: FormField[] = [];
    this.walk(list, path, insideSubForm, scope, result);
    return result;
  }

  /** Row containers are lifted: their fields join the level they sit in, in order. */
  private walk(list: unknown, path: string, insideSubForm: boolean, scope: KeyScope, into: FormField[]) {
    if (!Array.isArray(list)) return;
    list.forEach((item, index) => {
      const at = `${path}[${index}]`;
      if (!isRecord(item)) return;
      const field = item as FormGeneratorField;
      const config = field.__config__ ?? {};
      const note = (issue: Omit<ConversionIssue, 'path' | 'label' | 'tag'>) =>
        this.issues.push({ ...issue, path: at, label: text(config.label), tag: filled(config.tag) });
      if (config.layout === 'rowFormItem' || (!filled(config.tag) && Array.isArray(config.children))) {
        note({ severity: 'adjusted', code: 'rowFlattened' });
        this.walk(config.children, `${at}.__config__.children`, insideSubForm, scope, into);
        return;
      }
      const resolution = resolveKind(field);
      if ('skip' in resolution) {
        note({ severity: 'skipped', code: resolution.skip });
        return;
      }
      if (resolution.kind === 'subForm' && insideSubForm) {
        note({ severity: 'skipped', code: 'nestedSubForm' });
        return;
      }
      if (resolution.adjusted) note({ severity: 'adjusted', ...resolution.adjusted });
      const claimed = scope.claim(filled(field.__vModel__), numeric(config.formId));
      if (claimed.reason)
        note({
          severity: 'adjusted',
          code: claimed.reason === 'generated' ? 'generatedKey' : 'duplicateKey',
          detail: claimed.key,
        });
      const children =
        resolution.kind === 'subForm' ? this.fields(config.children, `${at}.__config__.children`, true) : [];
      const converted = convertField(field, resolution.kind, claimed.key, note, children);
      if (converted.span === undefined && this.defaultSpan !== undefined && !insideSubForm)
        converted.span = this.defaultSpan;
      into.push(converted);
    });
  }

  /** The form-level settings our renderer fixes (spec §2.10), reported when they say otherwise. */
  settings(form: FormGeneratorForm) {
    const report = (path: string, value: unknown) =>
      this.issues.push({ severity: 'setting', code: 'formSetting', path, detail: String(value) });
    const position = filled(form.labelPosition);
    if (position && position !== 'right') report('labelPosition', position);
    if (numeric(form.labelWidth) !== undefined || filled(form.labelWidth))
      report('labelWidth', form.labelWidth);
    const gutter = numeric(form.gutter);
    if (gutter !== undefined && gutter !== FORM_GUTTER) report('gutter', gutter);
    const size = filled(form.size);
    if (size && size !== 'medium') report('size', size);
    if (flag(form.disabled)) report('disabled', true);
  }
}

/**
 * Converts a form-generator export (`{fields, ...formConf}` or a bare field list) into our
 * definition. Nothing is dropped silently: each skipped or changed field, and each form setting
 * the renderer fixes, comes back as an issue.
 */
export function convertFormGenerator(source: FormGeneratorForm | unknown[]): ConversionResult {
  const form: FormGeneratorForm = Array.isArray(source) ? { fields: source } : source;
  const span = numeric(form.span);
  const converter = new Converter(span !== undefined && span !== FORM_DEFAULT_SPAN ? span : undefined);
  converter.settings(form);
  const fields = converter.fields(form.fields, 'fields', false);
  return { definition: { fields }, issues: converter.issues };
}
