import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import { BinSelect } from './bin-select';
import { STOCK_NS } from './stock-i18n';

/** What both document forms ask in their header: where it posts, and a remark. */
export interface DocumentHeaderValues {
  warehouseId?: number;
  binId?: number;
  remark?: string;
}

/** The header as a posting sends it: the warehouse, and the bin and remark when given. */
export function headerBody(values: DocumentHeaderValues) {
  return {
    warehouseId: values.warehouseId!,
    ...(values.binId ? { binId: values.binId } : {}),
    ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
  };
}

interface DocumentFormModalProps<V extends DocumentHeaderValues> {
  title: string;
  form: FormInstance<V>;
  posting: boolean;
  onSubmit(values: V): Promise<void>;
  onClose(): void;
  /** A new warehouse was chosen (its bin is cleared here). */
  onWarehouseChange?(): void;
  /** More header fields after the warehouse and bin (a business time, a load button). */
  headerExtra?: ReactNode;
  /** Between the header and the lines (a count's summary). */
  notice?: ReactNode;
  lines: ReactNode;
  linesHint?: string;
  linesError: string;
  'data-testid': string;
}

/**
 * The dialog of a new stock document: warehouse and bin, the lines, a remark, 过账. A refusal
 * from the server shows as any refusal does (naming the line) and the dialog stays open.
 */
export function DocumentFormModal<V extends DocumentHeaderValues>(props: DocumentFormModalProps<V>) {
  const { t } = useTranslation(STOCK_NS);
  const { form } = props;
  const warehouseId = Form.useWatch('warehouseId', form);
  return (
    <Modal
      open
      title={props.title}
      width={1000}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={props.posting}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      data-testid={props['data-testid']}
    >
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={(values) => void props.onSubmit(values).catch(() => {})}
      >
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            columnGap: 16,
          }}
        >
          <Form.Item
            name="warehouseId"
            label={t('form.warehouse')}
            rules={[{ required: true, message: t('form.required') }]}
          >
            <ReferencePicker
              source="warehouse"
              onChange={() => {
                form.setFieldValue('binId' as never, undefined as never);
                props.onWarehouseChange?.();
              }}
            />
          </Form.Item>
          <Form.Item name="binId" label={t('form.bin')}>
            <BinSelect warehouseId={warehouseId} />
          </Form.Item>
          {props.headerExtra}
        </div>
        {props.notice}
        <Form.Item label={t('form.lines')} required extra={props.linesHint}>
          {props.lines}
          {props.linesError && <Typography.Text type="danger">{props.linesError}</Typography.Text>}
        </Form.Item>
        <Form.Item name="remark" label={t('form.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
