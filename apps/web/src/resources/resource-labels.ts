import type { FieldDef, Resource } from '@atrium/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../platform/i18n/i18n';
import type { LazyNamespaces } from '../platform/i18n/lazy-namespaces';
import './resources-i18n';

/**
 * How a resource's texts are found. A resource's fields carry `labelKey`s such as
 * 'customerSource.name'; the screen that shows the resource names the i18n namespace holding those
 * keys (`labelNamespace`, e.g. 'masterData' for the features/master-data screens), registered by
 * that feature in both locales. In that namespace:
 *   - `<labelKey>` is the field's label ('customerSource.name' → 来源名称);
 *   - `<labelKey>.<value>` is the label of an enum value ('paymentChannel.kind.bank' → 银行);
 *   - a named transition's `labelKey` is its action's label ('stockIssue.post' → 过账).
 * Generic texts (buttons, pager, messages) come from the 'resources' namespace. A missing key
 * shows the key itself, which the locale tests catch.
 */
export type LabelNamespace = keyof LazyNamespaces;

export interface ResourceLabels {
  /** What one record is called in the current language (配件 / Fitting): the generic dialogs' titles. */
  record: string;
  /** The label of a field by name. */
  field(name: string): string;
  /** The label of a line field by name (resources with lines). */
  lineField(name: string): string;
  /** The label of one value of an enum field. */
  enumValue(def: FieldDef, value: string): string;
  /** The label of a named transition (its `labelKey`), for resources that declare them. */
  transition(name: string): string;
}

export function useResourceLabels(resource: Resource, labelNamespace: LabelNamespace): ResourceLabels {
  const { t } = useTranslation(labelNamespace);
  // Label keys are data, not literals: looked up untyped (a new `t` comes with a language switch).
  const lookup = t as unknown as (key: string) => string;
  return useMemo(
    () => ({
      record: resource.recordLabel[currentLocale()],
      field: (name) => {
        const def = resource.fields[name];
        return def ? lookup(def.labelKey) : name;
      },
      lineField: (name) => {
        const def = resource.lines?.fields[name];
        return def ? lookup(def.labelKey) : name;
      },
      enumValue: (def, value) => lookup(`${def.labelKey}.${value}`),
      transition: (name) => {
        const declared = resource.transitions?.transitions[name];
        return declared ? lookup(declared.labelKey) : name;
      },
    }),
    [resource, lookup],
  );
}
