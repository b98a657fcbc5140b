import { useEffect, useState } from 'react';
import type { FieldOption, FormField } from './form-schema';
import { useFormServices } from './form-services';
import { optionSourceFor, optionsFromAnswer } from './option-source';

export interface FieldOptionsState {
  options: FieldOption[];
  loading: boolean;
}

/** A field's options: its static list, or the list its source answers (empty when the call fails). */
export function useFieldOptions(field: FormField, enabled = true): FieldOptionsState {
  const { request } = useFormServices();
  const source = enabled ? optionSourceFor(field) : null;
  const staticOptions = 'options' in field ? (field.options ?? []) : [];
  const [state, setState] = useState<FieldOptionsState>({ options: [], loading: source !== null });
  const sourceKey = source ? JSON.stringify(source) : '';

  useEffect(() => {
    if (!sourceKey) return;
    const current = JSON.parse(sourceKey) as NonNullable<ReturnType<typeof optionSourceFor>>;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    request<unknown>({ ...current.request, signal: controller.signal })
      .then((data) => setState({ options: optionsFromAnswer(data, current), loading: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ options: [], loading: false });
      });
    return () => controller.abort();
  }, [request, sourceKey]);

  return source ? state : { options: staticOptions, loading: false };
}
