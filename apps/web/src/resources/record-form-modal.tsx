import { DIALOG_WIDTH, FORM_LABEL_SPAN, FORM_WRAPPER_SPAN, type Resource } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../forms/use-form-save';
import { ApiError } from '../platform/api/api-error';
import { showMessage } from '../platform/feedback/feedback';
import { LINES, LinesEditor } from './lines-editor';
import { RecordFormFields } from './record-form-fields';
import {
  formValuesToBody,
  newRecordValues,
  type RecordFormValues,
  recordToFormValues,
} from './record-form-values';
import type { ResourceWrites } from './resource-api';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';
import { HTTP_CONFLICT } from './write-error';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; row: AnyRow };

interface RecordFormModalProps {
  resource: Resource;
  labels: ResourceLabels;
  /** The screen's title (客户来源), for 新增客户来源 / 编辑客户来源. */
  title: string;
  target: FormTarget;
  writes: ResourceWrites;
  /** Whether the latest record may be fetched after a conflict (`get`); else the list is refreshed. */
  canReload: boolean;
  onClose(): void;
}

const HTTP_NOT_FOUND = 404;

/**
 * Create or edit a record in a dialog: horizontal form, labels right-aligned in 6 of 24 columns
 * (spec §2.10, §9), rules from the contract fields, the server's field errors on their fields. An
 * edit sends the version it started from; if someone saved first (409) nothing is overwritten: the
 * dialog says so, keeps what was typed, and offers to load the latest record.
 */
export function RecordFormModal({
  resource,
  labels,
  title,
  target,
  writes,
  canReload,
  onClose,
}: RecordFormModalProps) {
  const { t } = useTranslation('resources');
  const [form] = Form.useForm<RecordFormValues>();
  const [base, setBase] = useState<AnyRow | null>(target.mode === 'edit' ? target.row : null);
  const [conflict, setConflict] = useState(false);
  const [initialValues] = useState(() =>
    target.mode === 'edit' ? recordToFormValues(resource, target.row) : newRecordValues(resource),
  );

  const { saving, submit: save } = useFormSave({
    form,
    save: (values: RecordFormValues) => {
      // validateFields answers the rendered cells only; a saved line's id is kept in the store beside them.
      if (resource.lines) values.lines = form.getFieldValue(LINES);
      const body = formValuesToBody(resource, values, base);
      return base === null
        ? writes.create(body)
        : writes.update(base.id, body as typeof body & { version: number });
    },
    successMessage: base === null ? t('form.created') : t('form.updated'),
    onSaved: onClose,
    // `lines.2.quantity` goes on row 2 of the lines' Form.List.
    errors: 'form',
    fieldErrorsMessage: t('form.fixErrors'),
    // A stale version offers to reload the record instead of a message.
    onError: (error) => {
      const stale = error instanceof ApiError && error.httpStatus === HTTP_CONFLICT;
      if (stale) setConflict(true);
      return stale;
    },
  });

  const reload = async () => {
    if (base === null) return;
    if (!canReload) {
      await writes.refresh();
      onClose();
      return;
    }
    try {
      const latest = await writes.fetchLatest(base.id);
      // The list behind the dialog holds the old version too.
      void writes.refresh();
      setBase(latest);
      form.resetFields();
      form.setFieldsValue(recordToFormValues(resource, latest));
      setConflict(false);
      showMessage('info', t('conflict.reloaded'));
    } catch (error) {
      const gone = error instanceof ApiError && error.httpStatus === HTTP_NOT_FOUND;
      showMessage(
        'error',
        gone ? t('conflict.gone') : error instanceof Error ? error.message : String(error),
      );
      if (gone) {
        await writes.refresh();
        onClose();
      }
    }
  };

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={target.mode === 'create' ? t('form.createTitle', { title }) : t('form.editTitle', { title })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('form.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          onClick={() => void save()}
          data-testid="record-form-save"
        >
          {t('form.save')}
        </Button>,
      ]}
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          data-testid="record-conflict"
          style={{ marginBottom: 16 }}
          title={t('conflict.message')}
          description={t('conflict.hint')}
          action={
            <Button size="small" onClick={() => void reload()} data-testid="record-conflict-reload">
              {t('conflict.reload')}
            </Button>
          }
        />
      )}
      <Form<RecordFormValues>
        form={form}
        name="record"
        layout="horizontal"
        labelAlign="right"
        labelCol={{ span: FORM_LABEL_SPAN }}
        wrapperCol={{ span: FORM_WRAPPER_SPAN }}
        initialValues={initialValues}
        data-testid="record-form"
      >
        <RecordFormFields resource={resource} labels={labels} base={base} />
        {resource.lines && <LinesEditor resource={resource} labels={labels} />}
      </Form>
    </Modal>
  );
}
