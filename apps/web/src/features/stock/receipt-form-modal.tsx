import { quantityUnits, STOCK_QUANTITY_PATTERN } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../../resources/reference-picker';
import { DocumentFormModal, type DocumentHeaderValues, headerBody } from './document-form-modal';
import {
  DocumentLinesEditor,
  type DraftLine,
  draftLine,
  lineQuantity,
  postedLines,
  useSerialTracked,
} from './document-lines-editor';
import { type LineErrors, placeDocumentRefusal } from './document-refusal';
import { STOCK_NS } from './stock-i18n';
import { type ReceiptBody, usePostReceipt } from './stock-queries';

interface ReceiptFormValues extends DocumentHeaderValues {
  supplierId?: number | null;
  effectiveAt?: Dayjs;
}

/**
 * 新建入库单: warehouse (and bin), the supplier delivering, an optional backdated business time,
 * lines, remark; posts at once.
 */
export function ReceiptFormModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(STOCK_NS);
  const [form] = Form.useForm<ReceiptFormValues>();
  const [lines, setLines] = useState<DraftLine[]>([draftLine('product')]);
  const [linesError, setLinesError] = useState('');
  const [lineErrors, setLineErrors] = useState<LineErrors>({});
  const serialTracked = useSerialTracked(lines);
  const post = usePostReceipt();

  const submit = async (values: ReceiptFormValues) => {
    const chosen = lines.filter((line) => line.itemId !== null);
    const invalid = chosen.find((line) => {
      const quantity = lineQuantity(line, serialTracked).trim();
      return !STOCK_QUANTITY_PATTERN.test(quantity) || quantityUnits(quantity) === 0n;
    });
    if (chosen.length === 0) return setLinesError(t('form.linesRequired'));
    if (invalid) return setLinesError(t('form.quantityInvalid'));
    // A price as typed that is no amount in fen, or below 0, is refused as typed (never rounded).
    if (chosen.some((line) => typeof line.unitPrice === 'string' || (line.unitPrice ?? 0) < 0))
      return setLinesError(t('form.unitPriceInvalid'));
    if (chosen.some((line) => typeof line.unitPrice !== 'number'))
      return setLinesError(t('form.unitPriceRequired'));
    setLinesError('');
    const body: ReceiptBody = {
      ...headerBody(values),
      ...(values.supplierId ? { supplierId: values.supplierId } : {}),
      ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.format('YYYY-MM-DD HH:mm:ss') } : {}),
      // chosen lines only, so each posted line is the chosen line of its index.
      lines: postedLines(chosen, serialTracked).map((line, index) => ({
        ...line,
        unitPrice: chosen[index]!.unitPrice as number,
      })),
    };
    try {
      await post.mutateAsync(body);
    } catch (error) {
      setLineErrors(
        placeDocumentRefusal(
          form,
          error,
          chosen.map((line) => line.key),
        ),
      );
      throw error;
    }
    showMessage('success', t('receipt.posted'));
    onClose();
  };

  return (
    <DocumentFormModal<ReceiptFormValues>
      title={t('receipt.new')}
      form={form}
      posting={post.isPending}
      onSubmit={submit}
      onClose={onClose}
      headerExtra={
        <>
          <Form.Item name="supplierId" label={t('form.supplier')}>
            <ReferencePicker
              source="supplier"
              placeholder={t('form.supplierPlaceholder')}
              // Another supplier takes the refusal of the last one away.
              onChange={() => form.setFields([{ name: 'supplierId', errors: [] }])}
            />
          </Form.Item>
          <Form.Item name="effectiveAt" label={t('form.effectiveAt')} tooltip={t('form.effectiveAtHint')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </>
      }
      lines={
        <DocumentLinesEditor
          mode="receipt"
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setLineErrors({});
          }}
          serialTracked={serialTracked}
          errors={lineErrors}
        />
      }
      linesError={linesError}
      data-testid="receipt-form"
    />
  );
}
