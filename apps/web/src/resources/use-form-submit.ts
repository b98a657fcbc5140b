import { useState } from 'react';
import { showMessage } from '../platform/feedback/feedback';

/**
 * The submit of a save dialog: `save` the values, say `successText`, then `onSaved` (refresh, close);
 * a refused save goes to `onError` (field errors onto the form, a conflict message). `saving` is
 * true meanwhile, for the OK button's spinner.
 */
export function useFormSubmit<V>(options: {
  save: (values: V) => Promise<unknown>;
  successText: string;
  onSaved: () => unknown;
  onError: (error: unknown) => void;
}): { saving: boolean; submit: (values: V) => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await options.save(values);
      showMessage('success', options.successText);
      await options.onSaved();
    } catch (error) {
      options.onError(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
