import { quantityUnits, subtractQuantity } from '@atrium/contract';
import type { RepairDetail, RepairQuoteLine } from '@atrium/contract/endpoints/repair-orders';
import { repairConsume, repairSwap } from '@atrium/contract/endpoints/repair-workbench';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { settleRefusal } from '../../platform/api/api-error';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { RepairQuoteTable } from '../../resources/repairs/repair-quote-table';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

/** What a quote line still holds (quoted − taken); '0' once all is taken. */
const leftOf = (line: RepairQuoteLine) => subtractQuantity(line.quantity, line.consumedQuantity);

/**
 * While repairing: the quote with 领用 per line (the line's remaining fittings leave stock through
 * the ledger; the server refuses, changing nothing, what is not in stock).
 */
export function RepairConsumeTable({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [taking, setTaking] = useState<number | null>(null);
  const consume = async (line: RepairQuoteLine) => {
    setTaking(line.id);
    try {
      await callEndpoint(repairConsume, {
        params: { id: repair.id },
        body: { lines: [{ lineId: line.id }] },
      });
      showMessage('success', t('manage.consumed'));
      await refresh();
    } finally {
      setTaking(null);
    }
  };
  return (
    <RepairQuoteTable
      repair={repair}
      extraColumn={{
        key: 'consume',
        title: t('manage.parts'),
        render: (_v, line) =>
          quantityUnits(leftOf(line)) > 0n ? (
            <Button
              size="small"
              loading={taking === line.id}
              aria-label={t('manage.consumeLabel', { index: line.lineNo })}
              onClick={() => void settleRefusal(consume(line))}
              data-testid={`consume-${line.lineNo}`}
            >
              {t('manage.consume')} {leftOf(line)}
            </Button>
          ) : (
            t('manage.allConsumed')
          ),
      }}
    />
  );
}

/** 换机: the customer's unit is replaced by another serial of the same product from the repair's warehouse. */
export function RepairSwapForm({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [form] = Form.useForm<{ newSerialNo?: string }>();
  const save = useFormSave<{ newSerialNo?: string }>({
    form,
    errors: 'form',
    save: (values) =>
      callEndpoint(repairSwap, {
        params: { id: repair.id },
        body: { newSerialNo: (values.newSerialNo ?? '').trim() },
        silent: true,
      }),
    successMessage: t('manage.swapped'),
    onSaved: async () => {
      form.resetFields();
      await refresh();
    },
  });
  return (
    <Form form={form} layout="vertical" onFinish={save.onFinish} data-testid="repair-swap">
      <Flex gap={8} align="end" wrap>
        <Form.Item
          name="newSerialNo"
          label={t('manage.newSerial')}
          extra={t('manage.swapHint')}
          rules={[{ required: true, whitespace: true }]}
          style={{ flex: '1 1 240px', marginBottom: 0 }}
        >
          <Input maxLength={64} autoComplete="off" data-testid="swap-serial" />
        </Form.Item>
        <Button htmlType="submit" loading={save.saving} data-testid="swap-save">
          {t('manage.swap')}
        </Button>
      </Flex>
    </Form>
  );
}
