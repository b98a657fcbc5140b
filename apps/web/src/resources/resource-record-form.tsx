import { FORM_LABEL_SPAN, FORM_WRAPPER_SPAN, type Resource } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../forms/use-form-save';
import { RecordFormFields } from './record-form-fields';
import {
  formValuesToBody,
  newRecordValues,
  type RecordFormValues,
  recordToFormValues,
} from './record-form-values';
import { useResourceWrites } from './resource-api';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';

export interface ResourceRecordFormProps {
  resource: Resource;
  labels: ResourceLabels;
  /** The record being edited; null for a new one. */
  record: AnyRow | null;
  /** The screen's own controls after the record's fields (a multi-picker of related records). */
  extraFields?: ReactNode;
  /** The starting values of those controls. */
  extraValues?: RecordFormValues;
  /** What those controls add to the create or update body (e.g. lines from a multi-picker). */
  extraBody?: (values: RecordFormValues) => Record<string, unknown>;
  /** A write of the screen's own after the record is saved (e.g. a fitting's products), given the saved row. */
  afterSave?: (row: AnyRow, values: RecordFormValues) => Promise<unknown>;
  onSaved: (row: AnyRow) => void;
  onCancel: () => void;
}

/**
 * A record's create/edit form outside the generic dialog, for screens that add their own controls
 * (a page such as 新建配件, or a dialog of their own): the contract's fields with their rules, the
 * extra controls, 保存 / 取消. Field errors land on their fields; a stale version says so. When a
 * create succeeds but `afterSave` is refused, the form goes on as an edit of the created record,
 * so saving again does not create it twice.
 */
export function ResourceRecordForm({
  resource,
  labels,
  record,
  extraFields,
  extraValues,
  extraBody,
  afterSave,
  onSaved,
  onCancel,
}: ResourceRecordFormProps) {
  const { t } = useTranslation('resources');
  const [form] = Form.useForm<RecordFormValues>();
  const writes = useResourceWrites(resource);
  const [base, setBase] = useState<AnyRow | null>(record);
  const [initialValues] = useState(() => ({
    ...(record ? recordToFormValues(resource, record) : newRecordValues(resource)),
    ...extraValues,
  }));

  const { saving, onFinish: save } = useFormSave({
    form,
    save: async (values: RecordFormValues) => {
      const body = { ...formValuesToBody(resource, values, base), ...extraBody?.(values) };
      const saved =
        base === null
          ? await writes.create(body)
          : await writes.update(base.id, body as typeof body & { version: number });
      setBase(saved);
      await afterSave?.(saved, values);
      return saved;
    },
    successMessage: base === null ? t('form.created') : t('form.updated'),
    onSaved,
    errors: 'form',
    fieldErrorsMessage: t('form.fixErrors'),
    conflictMessage: t('conflict.message'),
  });

  return (
    <Form<RecordFormValues>
      form={form}
      name={`${resource.name}-form`}
      layout="horizontal"
      labelAlign="right"
      labelCol={{ span: FORM_LABEL_SPAN }}
      wrapperCol={{ span: FORM_WRAPPER_SPAN }}
      initialValues={initialValues}
      onFinish={(values) => void save(values)}
      data-testid="record-form"
    >
      <RecordFormFields resource={resource} labels={labels} base={base} />
      {extraFields}
      <Form.Item wrapperCol={{ offset: FORM_LABEL_SPAN, span: FORM_WRAPPER_SPAN }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="record-form-save">
            {t('form.save')}
          </Button>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
