import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  LOGISTICS_STATUSES,
  STATUS_UPDATE_IMPORT_FIELDS,
  type StatusUpdateInput,
  type StatusUpdateResult,
  statusUpdateApply,
  statusUpdateImport,
  statusUpdateImportTemplate,
} from '@atrium/contract/endpoints/sale-channels';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../forms/server-field-errors';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { businessNowPicker } from '../../resources/business-picker-value';
import type { ImportTarget } from '../../resources/transfer/import-api';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

type RowValues = Omit<StatusUpdateInput, 'eventAt'> & { eventAt: Dayjs };
type Answer = Awaited<ReturnType<typeof callEndpoint<typeof statusUpdateApply>>>;

const RESULT_COLORS: Record<StatusUpdateResult, string> = {
  updated: 'success',
  orderNotFound: 'error',
  notShipped: 'warning',
  stale: 'default',
};

const importTarget: ImportTarget = {
  menuKey: 'orderStatusUpdate',
  name: 'orderStatusUpdate',
  fields: STATUS_UPDATE_IMPORT_FIELDS,
  templatePath: statusUpdateImportTemplate.path,
  importPath: statusUpdateImport.path,
};

const blankRow = (): Partial<RowValues> => ({ status: 'inTransit', eventAt: businessNowPicker() });

/**
 * 订单状态更新 (/sale/order/statusUpdate): logistics events of many orders from a form (a dry run
 * first shows what each row would do) or a file (the import dialog: dry run, row errors).
 */
export function StatusUpdatePage() {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const [form] = Form.useForm<{ rows: RowValues[] }>();
  const [busy, setBusy] = useState<'dryRun' | 'apply' | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const run = async (dryRun: boolean) => {
    let values: { rows: RowValues[] };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(dryRun ? 'dryRun' : 'apply');
    try {
      const rows = values.rows.map((row) => ({
        orderNo: row.orderNo,
        status: row.status,
        carrier: row.carrier ?? '',
        trackingNo: row.trackingNo ?? '',
        // A picker holds the business clock's wall time: the server reads it so.
        eventAt: row.eventAt.format('YYYY-MM-DD HH:mm:ss'),
      }));
      setAnswer(await callEndpoint(statusUpdateApply, { body: { dryRun, rows } }));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(null);
    }
  };
  const updated = answer?.rows.filter((row) => row.result === 'updated').length ?? 0;
  const skipped = (answer?.rows.length ?? 0) - updated;

  return (
    <section className="atrium-panel" data-testid="status-update">
      <Space style={{ marginBottom: 12 }}>
        <ImportTargetButton target={importTarget} onImported={() => setAnswer(null)} />
      </Space>
      <Form
        form={form}
        initialValues={{ rows: [blankRow()] }}
        layout="vertical"
        onValuesChange={() => setAnswer(null)}
      >
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space
                  key={field.key}
                  wrap
                  align="end"
                  style={{ marginBottom: 4 }}
                  data-testid={`status-row-${index}`}
                >
                  <Form.Item
                    name={[field.name, 'orderNo']}
                    label={t('update.orderNo')}
                    rules={[{ required: true, max: 64 }]}
                  >
                    <Input style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'status']}
                    label={t('update.status')}
                    rules={[{ required: true }]}
                  >
                    <Select
                      style={{ width: 120 }}
                      options={LOGISTICS_STATUSES.map((value) => ({ value, label: t(`logistics.${value}`) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'carrier']} label={t('update.carrier')} rules={[{ max: 64 }]}>
                    <Input style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'trackingNo']}
                    label={t('update.trackingNo')}
                    rules={[{ max: 64 }]}
                  >
                    <Input style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'eventAt']}
                    label={t('update.eventAt')}
                    rules={[{ required: true }]}
                  >
                    <DatePicker showTime />
                  </Form.Item>
                  <Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('update.removeRow')}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Space>
              ))}
              <div style={{ marginBottom: 16 }}>
                <Button icon={<PlusOutlined />} onClick={() => add(blankRow())}>
                  {t('update.addRow')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form>
      <Action code="update">
        <Space style={{ marginBottom: 16 }}>
          <Button loading={busy === 'dryRun'} onClick={() => void run(true)} data-testid="status-dry-run">
            {t('update.dryRun')}
          </Button>
          <Button
            type="primary"
            loading={busy === 'apply'}
            onClick={() => void run(false)}
            data-testid="status-apply"
          >
            {t('update.apply')}
          </Button>
        </Space>
      </Action>
      {answer && (
        <div data-testid="status-results">
          <Alert
            type={skipped === 0 ? 'success' : 'warning'}
            showIcon
            style={{ marginBottom: 12 }}
            title={t(answer.dryRun ? 'update.dryRunDone' : 'update.applied', { updated, skipped })}
          />
          <Table
            rowKey="index"
            size="small"
            pagination={false}
            dataSource={answer.rows}
            columns={[
              { title: t('update.orderNo'), dataIndex: 'orderNo' },
              {
                title: t('update.result'),
                dataIndex: 'result',
                render: (result: StatusUpdateResult) => (
                  <Tag color={RESULT_COLORS[result]}>{t(`rowResult.${result}`)}</Tag>
                ),
              },
              { title: t('update.message'), dataIndex: 'message' },
            ]}
          />
        </div>
      )}
    </section>
  );
}
