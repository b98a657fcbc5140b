import { quantityUnits, STOCK_QUANTITY_PATTERN } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../../resources/reference-picker';
import { BinSelect } from './bin-select';
import {
  DocumentLinesEditor,
  type DraftLine,
  draftLine,
  lineQuantity,
  useSerialTracked,
} from './document-lines-editor';
import { STOCK_NS } from './stock-i18n';
import { type ReceiptBody, usePostReceipt } from './stock-queries';

interface ReceiptFormValues {
  warehouseId?: number;
  binId?: number;
  effectiveAt?: Dayjs;
  remark?: string;
}

/** 新建入库单: warehouse (and bin), an optional backdated business time, lines, remark; posts at once. */
export function ReceiptFormModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(STOCK_NS);
  const [form] = Form.useForm<ReceiptFormValues>();
  const [lines, setLines] = useState<DraftLine[]>([draftLine('product')]);
  const [linesError, setLinesError] = useState('');
  const serialTracked = useSerialTracked(lines);
  const post = usePostReceipt();
  const warehouseId = Form.useWatch('warehouseId', form);

  const submit = async (values: ReceiptFormValues) => {
    const chosen = lines.filter((line) => line.itemId !== null);
    const invalid = chosen.find((line) => {
      const quantity = lineQuantity(line, serialTracked).trim();
      return !STOCK_QUANTITY_PATTERN.test(quantity) || quantityUnits(quantity) === 0n;
    });
    if (chosen.length === 0) return setLinesError(t('form.linesRequired'));
    if (invalid) return setLinesError(t('form.quantityInvalid'));
    setLinesError('');
    const body: ReceiptBody = {
      warehouseId: values.warehouseId!,
      ...(values.binId ? { binId: values.binId } : {}),
      ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.format('YYYY-MM-DD HH:mm:ss') } : {}),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
      lines: chosen.map((line) => ({
        itemKind: line.itemKind,
        itemId: line.itemId!,
        quantity: lineQuantity(line, serialTracked).trim(),
        ...(serialTracked.has(`${line.itemKind}:${line.itemId}`) ? { serials: line.serials } : {}),
      })),
    };
    await post.mutateAsync(body);
    showMessage('success', t('receipt.posted'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('receipt.new')}
      width={960}
      okText={t('form.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={post.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="receipt-form"
    >
      <Form<ReceiptFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values).catch(() => {})}
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
            <ReferencePicker source="warehouse" onChange={() => form.setFieldValue('binId', undefined)} />
          </Form.Item>
          <Form.Item name="binId" label={t('form.bin')}>
            <BinSelect warehouseId={warehouseId} />
          </Form.Item>
          <Form.Item name="effectiveAt" label={t('form.effectiveAt')} tooltip={t('form.effectiveAtHint')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label={t('form.lines')} required>
          <DocumentLinesEditor
            mode="receipt"
            lines={lines}
            onChange={setLines}
            serialTracked={serialTracked}
          />
          {linesError && <Typography.Text type="danger">{linesError}</Typography.Text>}
        </Form.Item>
        <Form.Item name="remark" label={t('form.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
