import { render } from '@testing-library/react';
import Form, { type FormInstance } from 'antd/es/form';
import type { RequestFn } from '../platform/api/api-client';
import { initI18n } from '../platform/i18n/i18n';
import { type FieldRight, FormRenderer } from './form-renderer';
import type { FormDefinition, FormValues } from './form-schema';
import { FormServicesProvider } from './form-services';

interface Options {
  preview?: boolean;
  values?: FormValues;
  /** An approval node's field rights (FormRenderer's `fieldRights`). */
  fieldRights?: Record<string, FieldRight>;
  /** Defaults to a client whose every call fails, like endpoints that do not exist yet. */
  request?: RequestFn;
}

// antd's Transfer, Slider and Table watch their size; jsdom has no ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

const failingRequest: RequestFn = () => Promise.reject(new Error('no server in this test'));

/** Renders a definition the way a screen does, and hands back the form to validate or read. */
export function renderForm(definition: FormDefinition, options: Options = {}) {
  initI18n();
  const holder: { form: FormInstance<FormValues> | null } = { form: null };
  function Host({ preview }: { preview: boolean }) {
    const [form] = Form.useForm<FormValues>();
    holder.form = form;
    return (
      <FormRenderer
        definition={definition}
        form={form}
        preview={preview}
        values={options.values}
        fieldRights={options.fieldRights}
      />
    );
  }
  const services = { request: options.request ?? failingRequest };
  const view = render(
    <FormServicesProvider services={services}>
      <Host preview={options.preview ?? false} />
    </FormServicesProvider>,
  );
  const form = () => {
    if (!holder.form) throw new Error('form not mounted');
    return holder.form;
  };
  return { ...view, form };
}
