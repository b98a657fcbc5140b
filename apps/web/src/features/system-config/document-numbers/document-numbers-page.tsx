import {
  DOCUMENT_NUMBER_DATE_PARTS,
  type DocumentNumberPattern,
  type DocumentNumberSetting,
  documentNumberPreview,
  documentNumberUpdate,
  RESTARTS_OF_DATE_PART,
} from '@atrium/contract/endpoints/document-numbers';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../../forms/number-rules';
import { useFormSave } from '../../../forms/use-form-save';
import { Action } from '../../../platform/access/action';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { ScreenQueryProvider, useQueryScope } from '../../../platform/query/screen-query-provider';
import { useDebouncedValue } from '../../../resources/use-debounced-value';
import { SYSTEM_CONFIG_NS } from '../system-config-i18n';
import { useDocumentNumberSettings, useInvalidate } from '../system-config-queries';

/** 单据编号 (/system/documentNumber/list): each document kind's number pattern, edited with a live preview. */
export function DocumentNumbersPage() {
  return (
    <ScreenQueryProvider>
      <DocumentNumbers />
    </ScreenQueryProvider>
  );
}

function DocumentNumbers() {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const settings = useDocumentNumberSettings();
  const invalidate = useInvalidate('documentNumbers');
  const [editing, setEditing] = useState<DocumentNumberSetting | null>(null);
  const describe = usePatternDescription();

  return (
    <section className="atrium-panel" data-testid="document-numbers">
      <Alert type="info" showIcon title={t('documentNumber.hint')} style={{ marginBottom: 16 }} />
      <Table<DocumentNumberSetting>
        rowKey="kind"
        loading={settings.isFetching}
        dataSource={settings.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('documentNumber.kind'), key: 'label', dataIndex: 'label', width: 140 },
          {
            title: t('documentNumber.pattern'),
            key: 'pattern',
            render: (_value, setting) => describe(setting.pattern),
          },
          {
            title: t('documentNumber.next'),
            key: 'next',
            width: 200,
            render: (_value, setting) => (
              <Typography.Text code data-testid={`document-number-next-${setting.kind}`}>
                {setting.next}
              </Typography.Text>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_value, setting) => (
              <Action code="update">
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing(setting)}
                  data-testid={`document-number-edit-${setting.kind}`}
                >
                  {t('common.edit')}
                </Button>
              </Action>
            ),
          },
        ]}
      />
      {editing && (
        <PatternModal
          setting={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            await invalidate();
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

/** `RK + 年月日 + 4 位流水号，按日重新编号`: a pattern in words. */
function usePatternDescription() {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  return (pattern: DocumentNumberPattern) =>
    t('documentNumber.describe', {
      prefix: pattern.prefix,
      date: pattern.datePart === 'none' ? '' : ` + ${t(`documentNumber.datePart.${pattern.datePart}`)}`,
      width: pattern.width,
      restart: t(`documentNumber.restart.${pattern.restart}`),
    });
}

/** The next number of a pattern as the form has it now, asked of the server once typing pauses. */
function usePreview(kind: string, pattern: Partial<DocumentNumberPattern>) {
  const scope = useQueryScope();
  const settled = useDebouncedValue(pattern, 300);
  const complete =
    Boolean(settled.prefix) && Boolean(settled.datePart) && Boolean(settled.restart) && settled.width != null;
  return useQuery({
    queryKey: [...scope, 'systemConfig', 'documentNumbers', 'preview', kind, settled],
    queryFn: ({ signal }) =>
      callEndpoint(documentNumberPreview, {
        params: { kind },
        body: settled as DocumentNumberPattern,
        signal,
        silent: true,
      }),
    enabled: complete,
    retry: false,
  });
}

function PatternModal({
  setting,
  onClose,
  onSaved,
}: {
  setting: DocumentNumberSetting;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const { t } = useTranslation(SYSTEM_CONFIG_NS);
  const numberRules = useNumberRules();
  const [form] = Form.useForm<DocumentNumberPattern>();
  const values = Form.useWatch([], form) ?? setting.pattern;
  const preview = usePreview(setting.kind, values);
  const datePart = values.datePart ?? setting.pattern.datePart;
  const restarts = RESTARTS_OF_DATE_PART[datePart];

  // A date part that no longer shows the chosen restart period moves the restart to the finest it allows.
  useEffect(() => {
    const restart = form.getFieldValue('restart');
    if (restart && !restarts.includes(restart)) form.setFieldValue('restart', restarts[0]);
  }, [form, restarts]);

  const { saving, onFinish: save } = useFormSave<DocumentNumberPattern>({
    form,
    save: (pattern) =>
      callEndpoint(documentNumberUpdate, { params: { kind: setting.kind }, body: pattern, silent: true }),
    successMessage: t('common.saved'),
    onSaved,
    errors: 'form',
  });

  return (
    <Modal
      open
      title={t('documentNumber.edit', { kind: setting.label })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      footer={(buttons) => (
        <>
          <Button onClick={() => form.setFieldsValue(setting.defaultPattern)}>
            {t('documentNumber.reset')}
          </Button>
          {buttons}
        </>
      )}
    >
      <Form<DocumentNumberPattern>
        form={form}
        layout="vertical"
        initialValues={setting.pattern}
        onFinish={save}
        name="document-number"
      >
        <Form.Item
          name="prefix"
          label={t('documentNumber.prefix')}
          extra={t('documentNumber.prefixHint')}
          normalize={(value: string) => value.toUpperCase()}
          rules={[{ required: true, message: t('documentNumber.prefixRequired') }]}
        >
          <Input maxLength={10} autoComplete="off" data-testid="document-number-prefix" />
        </Form.Item>
        <Form.Item name="datePart" label={t('documentNumber.datePartLabel')}>
          <Select
            options={DOCUMENT_NUMBER_DATE_PARTS.map((value) => ({
              value,
              label: t(`documentNumber.datePart.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="width"
          label={t('documentNumber.width')}
          rules={[
            { required: true },
            ...numberRules(t('documentNumber.width'), { min: 2, max: 10, integer: true }),
          ]}
        >
          <InputNumber style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="restart" label={t('documentNumber.restartLabel')}>
          <Select
            options={restarts.map((value) => ({ value, label: t(`documentNumber.restart.${value}`) }))}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('documentNumber.preview')}{' '}
        <Typography.Text code strong data-testid="document-number-preview">
          {preview.data?.next ?? '—'}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t('documentNumber.previewHint')}</Typography.Text>
    </Modal>
  );
}
