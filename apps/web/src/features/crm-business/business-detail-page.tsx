import type { BusinessProduct } from '@atrium/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Action } from '../../platform/access/action';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { businessFormValuesOf } from './business-form';
import { BUSINESS_NS } from './business-i18n';
import { useBusiness, useInvalidateBusiness } from './business-queries';
import { BusinessStatusTag } from './business-status-tag';
import { CloseBusinessModal } from './close-business-modal';
import { EditBusinessModal } from './edit-business-modal';
import './business.css';

/** 商机详情 (/customer/business/detail/:id): the opportunity, its product lines, 编辑 / 赢单 / 输单 while open. */
export function BusinessDetailPage() {
  const { t } = useTranslation(BUSINESS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useBusiness(id);
  const invalidate = useInvalidateBusiness();
  const [closing, setClosing] = useState<'won' | 'lost' | null>(null);
  const [editing, setEditing] = useState(false);
  const done = async (changed: boolean) => {
    setClosing(null);
    setEditing(false);
    if (changed) await invalidate();
  };

  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const row = detail.data;
  if (!row)
    return (
      <section className="atrium-panel">
        <Empty description={t('detail.notFound')} />
      </section>
    );
  const open = row.status === 'open';

  return (
    <div data-testid="business-detail">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Space>
            <h2 style={{ margin: 0 }}>{row.name}</h2>
            <BusinessStatusTag status={row.status} />
          </Space>
          <Space>
            {open && (
              <Action code="edit">
                <Space>
                  <Button type="primary" onClick={() => setClosing('won')}>
                    {t('detail.win')}
                  </Button>
                  <Button danger onClick={() => setClosing('lost')}>
                    {t('detail.lose')}
                  </Button>
                </Space>
              </Action>
            )}
            {open && (
              <Action code="update">
                <Button onClick={() => setEditing(true)}>{t('detail.edit')}</Button>
              </Action>
            )}
            <Button onClick={() => navigate(-1)}>{t('detail.back')}</Button>
          </Space>
        </Space>
        <Descriptions column={3} bordered size="small">
          <Descriptions.Item label={t('field.customer')}>
            <Link to={`/customer/manage/detail/${row.customerId}`}>{row.customerName}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.stage')}>{t(`stage.${row.stage}`)}</Descriptions.Item>
          <Descriptions.Item label={t('field.amount')}>{formatCents(row.amountCents)}</Descriptions.Item>
          <Descriptions.Item label={t('field.expectedCloseDate')}>
            {row.expectedCloseDate ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.owner')}>{row.ownerName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
          {!open && (
            <Descriptions.Item label={t('field.closeReason')} span={2}>
              {row.closeReason}
            </Descriptions.Item>
          )}
          {!open && (
            <Descriptions.Item label={t('field.closedAt')}>{formatDateTime(row.closedAt)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('field.remark')} span={3}>
            {row.remark || '-'}
          </Descriptions.Item>
        </Descriptions>
      </section>
      <section className="atrium-panel">
        <h3 style={{ marginTop: 0 }}>{t('field.products')}</h3>
        <Table<BusinessProduct>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={row.products}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noProducts')} />,
          }}
          columns={[
            { title: t('product.name'), dataIndex: 'productName' },
            { title: t('product.quantity'), dataIndex: 'quantity', width: 120, align: 'right' },
            {
              title: t('product.price'),
              dataIndex: 'unitPriceCents',
              width: 160,
              align: 'right',
              render: formatCents,
            },
            {
              title: t('product.lineAmount'),
              dataIndex: 'lineAmountCents',
              width: 180,
              align: 'right',
              render: formatCents,
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {t('form.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong>{formatCents(row.amountCents)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </section>
      {closing && (
        <CloseBusinessModal target={{ id: row.id, version: row.version, status: closing }} onClose={done} />
      )}
      {editing && (
        <EditBusinessModal
          id={row.id}
          version={row.version}
          initialValues={businessFormValuesOf(row)}
          onClose={done}
        />
      )}
    </div>
  );
}
