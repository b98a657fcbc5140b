import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { placeFieldErrors } from '../../forms/server-field-errors';
import { ApiError } from '../../platform/api/api-error';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../../resources/reference-picker';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { useCreateTransfer } from './fulfilment-queries';

interface LineValues {
  itemKind: 'product' | 'fitting';
  itemId?: number;
  quantity?: string;
  serials?: string;
}

interface Values {
  fromWarehouseId?: number;
  toWarehouseId?: number;
  remark?: string;
  lines: LineValues[];
}

const serialsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,，]+/)
    .map((serial) => serial.trim())
    .filter(Boolean);

/** 新建调拨单: from and to warehouses, lines of products or fittings with quantities and serials; saved as a draft. */
export function TransferCreateModal({ onClose }: { onClose(id?: number): void }) {
  const { t } = useTranslation(FULFILMENT_NS);
  const [form] = Form.useForm<Values>();
  const create = useCreateTransfer();
  const submit = async (values: Values) => {
    try {
      const made = await create.mutateAsync({
        fromWarehouseId: values.fromWarehouseId!,
        toWarehouseId: values.toWarehouseId!,
        remark: values.remark?.trim() || undefined,
        lines: values.lines.map((line) => {
          const serials = serialsOf(line.serials);
          return {
            itemKind: line.itemKind,
            itemId: line.itemId!,
            quantity: String(line.quantity ?? '').trim(),
            ...(serials.length > 0 ? { serials } : {}),
          };
        }),
      });
      showMessage('success', t('transfer.created', { no: made.documentNo }));
      onClose(made.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const registered = form.getFieldsError().map((field) => field.name);
      form.setFields(
        placeFieldErrors(error.fieldErrors, registered).fields as Parameters<typeof form.setFields>[0],
      );
    }
  };
  return (
    <Modal
      open
      title={t('transfer.createTitle')}
      width={820}
      onCancel={() => onClose()}
      onOk={() => form.submit()}
      okButtonProps={{ loading: create.isPending }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ lines: [{ itemKind: 'product' }] }}
        onFinish={(values) => void submit(values)}
      >
        <Flex wrap gap={12}>
          <Form.Item
            name="fromWarehouseId"
            label={t('transfer.from')}
            rules={[{ required: true, message: t('transfer.warehouseRequired') }]}
            style={{ flex: '1 1 220px' }}
          >
            <ReferencePicker source="warehouse" data-testid="transfer-from" />
          </Form.Item>
          <Form.Item
            name="toWarehouseId"
            label={t('transfer.to')}
            rules={[{ required: true, message: t('transfer.warehouseRequired') }]}
            style={{ flex: '1 1 220px' }}
          >
            <ReferencePicker source="warehouse" data-testid="transfer-to" />
          </Form.Item>
        </Flex>
        <Form.Item name="remark" label={t('column.remark')}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Flex key={field.key} wrap gap={8} align="start">
                  <Form.Item
                    name={[field.name, 'itemKind']}
                    label={t('transfer.itemKind')}
                    style={{ width: 100 }}
                  >
                    <Select
                      options={[
                        { value: 'product', label: t('transfer.product') },
                        { value: 'fitting', label: t('transfer.fitting') },
                      ]}
                      onChange={() => form.setFieldValue(['lines', field.name, 'itemId'], undefined)}
                    />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() => (
                      <Form.Item
                        name={[field.name, 'itemId']}
                        label={t('transfer.item')}
                        rules={[{ required: true, message: t('transfer.itemRequired') }]}
                        style={{ flex: '1 1 220px' }}
                      >
                        <ReferencePicker
                          source={form.getFieldValue(['lines', field.name, 'itemKind']) ?? 'product'}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={t('transfer.quantity')}
                    rules={[{ required: true, message: t('transfer.quantityRequired') }]}
                    style={{ width: 100 }}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'serials']}
                    label={t('transfer.serials')}
                    style={{ flex: '1 1 200px' }}
                  >
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      aria-label={`${t('transfer.removeLine')} ${index + 1}`}
                      icon={<MinusCircleOutlined />}
                      style={{ marginTop: 30 }}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ itemKind: 'product' })}>
                {t('transfer.addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
