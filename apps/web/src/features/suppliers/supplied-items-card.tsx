import type { SuppliedItem } from '@atrium/contract/endpoints/supplier-items';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import { formatCents } from '../../platform/format/money';
import { SuppliedItemFormModal } from './supplied-item-form-modal';
import { useSuppliedItems, useSuppliedItemWrites } from './supplier-queries';
import { SUPPLIERS_NS } from './suppliers-i18n';

/** 供应商品 of the supplier detail: each product or fitting with purchase price and lead time. */
export function SuppliedItemsCard({ supplierId, canEdit }: { supplierId: number; canEdit: boolean }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const items = useSuppliedItems(supplierId);
  const { remove } = useSuppliedItemWrites(supplierId);
  const [editing, setEditing] = useState<SuppliedItem | 'new' | null>(null);

  const columns = [
    {
      title: t('items.kind'),
      dataIndex: 'itemKind',
      width: 80,
      render: (kind: SuppliedItem['itemKind']) => (
        <Tag color={kind === 'product' ? 'blue' : 'purple'}>{t(`items.kind.${kind}`)}</Tag>
      ),
    },
    {
      title: t('items.item'),
      dataIndex: 'itemLabel',
      render: (label: string | null, item: SuppliedItem) =>
        label ?? t('items.gone', { kind: t(`items.kind.${item.itemKind}`), id: item.itemId }),
    },
    {
      title: t('items.purchasePrice'),
      dataIndex: 'purchasePrice',
      width: 130,
      align: 'right' as const,
      render: (fen: number) => formatCents(fen),
    },
    {
      title: t('items.leadTimeDays'),
      dataIndex: 'leadTimeDays',
      width: 120,
      render: (count: number) => t('items.days', { count }),
    },
    { title: t('items.remark'), dataIndex: 'remark', width: 140 },
    ...(canEdit
      ? [
          {
            title: t('items.actions'),
            key: 'actions',
            width: 120,
            render: (_: unknown, item: SuppliedItem) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing(item)}>
                  {t('items.edit')}
                </Button>
                <Popconfirm
                  title={t('items.removeConfirm')}
                  onConfirm={() =>
                    remove.mutateAsync(item.id).then(() => showMessage('success', t('items.removed')))
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('items.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      title={t('items.title')}
      data-testid="supplied-items-card"
      extra={
        canEdit && (
          <Button size="small" type="primary" onClick={() => setEditing('new')}>
            {t('items.add')}
          </Button>
        )
      }
    >
      <Table<SuppliedItem>
        rowKey="id"
        size="small"
        loading={items.isFetching}
        dataSource={items.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('items.empty') }}
      />
      {editing !== null && (
        <SuppliedItemFormModal
          supplierId={supplierId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
