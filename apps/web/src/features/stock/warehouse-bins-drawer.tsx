import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { showMessage } from '../../platform/feedback/feedback';
import { STOCK_NS } from './stock-i18n';
import { useAddBin, useBins } from './stock-queries';

interface WarehouseBinsDrawerProps {
  warehouseId: number;
  name: string;
  onClose(): void;
}

/** A warehouse's bins (库位): listed by name; 添加库位 with the update oper. */
export function WarehouseBinsDrawer({ warehouseId, name, onClose }: WarehouseBinsDrawerProps) {
  const { t } = useTranslation(STOCK_NS);
  const bins = useBins(warehouseId);
  const add = useAddBin(warehouseId);
  const [form] = Form.useForm<{ name: string }>();
  const submit = async ({ name: binName }: { name: string }) => {
    await add.mutateAsync(binName.trim());
    showMessage('success', t('bins.added'));
    form.resetFields();
  };
  return (
    <Drawer open title={t('bins.title', { name })} onClose={onClose} data-testid="warehouse-bins">
      <Action code="update">
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => void submit(values).catch(() => {})}
          style={{ marginBottom: 16 }}
        >
          <Form.Item
            name="name"
            rules={[{ required: true, whitespace: true, max: 64, message: t('bins.name') }]}
          >
            <Input placeholder={t('bins.namePlaceholder')} aria-label={t('bins.name')} maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="bin-add">
            {t('bins.add')}
          </Button>
        </Form>
      </Action>
      <List
        bordered
        loading={bins.isFetching}
        dataSource={bins.data ?? []}
        locale={{ emptyText: t('bins.empty') }}
        renderItem={(bin) => <List.Item>{bin.name}</List.Item>}
      />
    </Drawer>
  );
}
