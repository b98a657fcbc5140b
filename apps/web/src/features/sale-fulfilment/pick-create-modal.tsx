import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settleRefusal } from '../../platform/api/api-error';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../../resources/reference-picker';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { useCreatePick, usePickableOrders } from './fulfilment-queries';

/**
 * 新建拣货单: a warehouse, then the orders to pick among those with open quantities (none chosen:
 * every one of them). The server computes what is open; the modal only chooses.
 */
export function PickCreateModal({ onClose }: { onClose(id?: number): void }) {
  const { t } = useTranslation(FULFILMENT_NS);
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const orders = usePickableOrders(warehouseId);
  const create = useCreatePick();
  const submit = async () => {
    if (!warehouseId) return;
    const pick = await create.mutateAsync({
      warehouseId,
      ...(selected.length > 0 ? { saleOrderIds: selected } : {}),
    });
    showMessage('success', t('pick.created', { no: pick.documentNo }));
    onClose(pick.id);
  };
  return (
    <Modal
      open
      title={t('pick.createTitle')}
      width={720}
      onCancel={() => onClose()}
      onOk={() => void settleRefusal(submit())}
      okButtonProps={{ disabled: !warehouseId || orders.data?.length === 0, loading: create.isPending }}
    >
      <Form layout="vertical">
        <Form.Item label={t('pick.warehouse')} required htmlFor="pick-warehouse">
          <ReferencePicker
            id="pick-warehouse"
            source="warehouse"
            value={warehouseId ?? null}
            onChange={(value) => {
              setWarehouseId(typeof value === 'number' ? value : undefined);
              setSelected([]);
            }}
            data-testid="pick-warehouse"
          />
        </Form.Item>
      </Form>
      {warehouseId !== undefined && (
        <>
          <Typography.Paragraph type="secondary">{t('pick.ordersHint')}</Typography.Paragraph>
          <Table
            rowKey="saleOrderId"
            size="small"
            loading={orders.isLoading}
            dataSource={orders.data ?? []}
            pagination={false}
            scroll={{ y: 320 }}
            locale={{ emptyText: t('pick.noOrders') }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
            data-testid="pick-orders"
            columns={[
              { title: t('column.orders'), dataIndex: 'saleOrderNo' },
              { title: t('column.customer'), dataIndex: 'customerName' },
              {
                title: t('column.quantity'),
                key: 'open',
                render: (_v, row) =>
                  t('pick.openSummary', { lines: row.openLines, quantity: row.openQuantity }),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
