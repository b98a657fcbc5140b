import type { FormInstance } from 'antd/es/form';
import { useRef, useState } from 'react';
import { ApiError } from '../platform/api/api-error';
import { showMessage } from '../platform/feedback/feedback';
import { showFieldErrors } from './server-field-errors';

const HTTP_CONFLICT = 409;

export interface FormSaveOptions<V, R> {
  form: FormInstance<V>;
  /** The write of the form's values: one request (the server saves a record and its children in one). */
  save: (values: V) => Promise<R>;
  /** Said when the write succeeded (保存成功); a function when it depends on the answer. */
  successMessage?: string | ((result: R, values: V) => string);
  /** After the success message: refresh queries, reset or close the modal, navigate. */
  onSaved?: (result: R, values: V) => unknown;
  /**
   * Who tells the user why a save failed, beside the fields. 'client' (default): `save`'s requests
   * are not silent, so the api client has shown the server's reason. 'form': they are `silent`, and
   * the hook shows it: a 409 as `conflictMessage`, field errors with `fieldErrorsMessage` on top,
   * anything else as its reason.
   */
  errors?: 'client' | 'form';
  /** With errors 'form': the message above placed field errors; default the server's reason, null none. */
  fieldErrorsMessage?: string | null;
  /** With errors 'form': what a stale version (409) says instead of the server's reason. */
  conflictMessage?: string;
  /** Server paths the form shows under another name (`contacts.0.name` → `contactName`). */
  aliases?: Readonly<Record<string, string>>;
  /** Sees a failure first; answers true when it has told the user itself (a 409 that offers a reload). */
  onError?: (error: unknown) => boolean | undefined;
}

export interface FormSave<V> {
  /** True while the write runs: the OK button's spinner. */
  saving: boolean;
  /** Validates the form (scrolling to the first failing field), then saves: a modal's onOk. */
  submit: () => Promise<void>;
  /** Saves values antd has validated: a `<Form onFinish>` (Enter in a field submits too). */
  onFinish: (values: V) => Promise<void>;
}

/**
 * The save of a form, a modal's above all: one request, the success message, then `onSaved`
 * (refresh, close); a refusal leaves the form open with the server's field errors on their fields
 * (`lines.0.quantity` on row 0 of a Form.List). A second submit while one runs is ignored, so a
 * double click or Enter sends one request. The one save every form uses.
 */
export function useFormSave<V, R = unknown>(options: FormSaveOptions<V, R>): FormSave<V> {
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const onFinish = async (values: V) => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    const { form, save, successMessage, onSaved } = latest.current;
    try {
      const result = await save(values);
      const text = typeof successMessage === 'function' ? successMessage(result, values) : successMessage;
      if (text) showMessage('success', text);
      await onSaved?.(result, values);
    } catch (error) {
      showSaveFailure(form, error, latest.current);
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  const submit = async () => {
    const { form } = latest.current;
    let values: V;
    try {
      values = await form.validateFields();
    } catch (invalid) {
      // antd shows the messages under the fields; bring the first into view.
      const first = (invalid as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    await onFinish(values);
  };

  return { saving, submit, onFinish };
}

function showSaveFailure<V, R>(form: FormInstance<V>, error: unknown, options: FormSaveOptions<V, R>): void {
  if (options.onError?.(error)) return;
  const { aliases } = options;
  if (options.errors !== 'form') {
    showFieldErrors(form, error, { aliases });
    return;
  }
  const reason = error instanceof Error ? error.message : String(error);
  if (options.conflictMessage && error instanceof ApiError && error.httpStatus === HTTP_CONFLICT) {
    showMessage('error', options.conflictMessage);
    return;
  }
  const message =
    options.fieldErrorsMessage === undefined ? reason : (options.fieldErrorsMessage ?? undefined);
  if (!showFieldErrors(form, error, { aliases, message })) showMessage('error', reason);
}
