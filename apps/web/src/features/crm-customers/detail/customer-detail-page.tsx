import type { CustomerRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { customerDetailSections } from '../../../app/customer-detail-sections';
import { useGranted } from '../../../platform/access/use-granted';
import type { CustomerDetailSection } from '../../../resources/customers/customer-detail-section';
import { formatDateTime } from '../../../resources/format-date-time';
import { useCustomerDictLabels } from '../../../resources/use-dict-label';
import { useCustomer, useInvalidateCustomers } from '../customer-queries';
import { CUSTOMERS_NS } from '../customers-i18n';
import { CustomerRecallWarning } from '../recall-reminders/customer-recall-warning';
import { type CustomerRef, ReleaseModal } from '../release-modal';
import { TransferModal } from '../transfer-modal';
import { quietly, useCustomerActions } from '../use-customer-actions';
import { CustomerContactsCard } from './customer-contacts-card';
import { CustomerEditModal } from './customer-edit-modal';
import { CustomerMergeModal } from './customer-merge-modal';
import { CustomerMergesCard } from './customer-merges-card';
import { CustomerTimelineCard } from './customer-timeline-card';
import { OwnershipHistoryCard } from './ownership-history-card';
import './customer-detail.css';

/** 客户详情 (/customer/manage/detail/:id). */
export function CustomerDetailPage() {
  const { id } = useParams();
  return <CustomerDetail key={id} id={Number(id)} />;
}

function Sections({
  column,
  customer,
  onChanged,
}: {
  column: CustomerDetailSection['column'];
  customer: Pick<CustomerRow, 'id' | 'ownerUserId'>;
  onChanged: () => void;
}) {
  return customerDetailSections(column).map(({ key, Component }) => (
    <Suspense key={key} fallback={<Card size="small" loading />}>
      <Component customerId={customer.id} ownerUserId={customer.ownerUserId} onCustomerChanged={onChanged} />
    </Suspense>
  ));
}

/**
 * The profile card (edit, claim, put back, transfer, delete as granted), then two columns: the
 * timeline and the other features' main sections; contacts, ownership history and their side
 * sections. Actions ask the list screens' grants, as they act for those screens.
 */
function CustomerDetail({ id }: { id: number }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const invalidate = useInvalidateCustomers();
  const dict = useCustomerDictLabels();
  const actions = useCustomerActions();
  const canClaim = useGranted('customerPoolList:update');
  const canRelease = useGranted('customerList:update');
  const canTransfer = useGranted('customerList:edit');
  const canDelete = useGranted('customerList:delete');
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);
  const [releasing, setReleasing] = useState<CustomerRef | null>(null);
  const [transferring, setTransferring] = useState<CustomerRef[] | null>(null);
  const onChanged = () => void invalidate();

  if (customer.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!customer.data) {
    return (
      <section className="atrium-panel" data-testid="customer-detail-missing">
        <Empty description={t('detail.notFound')}>
          <Button onClick={() => navigate('/customer/manage/list')}>{t('detail.back')}</Button>
        </Empty>
      </section>
    );
  }
  const row = customer.data;
  const inPool = row.ownerUserId === null;
  const ref = { id: row.id, name: row.name };
  const actionBar = (
    <Space wrap>
      {inPool && canClaim && (
        <Popconfirm
          title={t('action.claimConfirm', { name: row.name })}
          onConfirm={() => quietly(actions.claim(row.id))}
        >
          <Button type="primary">{t('action.claim')}</Button>
        </Popconfirm>
      )}
      {!inPool && canRelease && <Button onClick={() => setEditing(true)}>{t('action.edit')}</Button>}
      {!inPool && canRelease && <Button onClick={() => setReleasing(ref)}>{t('action.release')}</Button>}
      {!inPool && canTransfer && (
        <Button onClick={() => setTransferring([ref])}>{t('action.transfer')}</Button>
      )}
      {!inPool && canDelete && <Button onClick={() => setMerging(true)}>{t('action.merge')}</Button>}
      {!inPool && canDelete && (
        <Popconfirm
          title={t('action.deleteConfirm', { name: row.name })}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            quietly(actions.remove(row.id).then(() => navigate('/customer/manage/list', { replace: true })))
          }
        >
          <Button danger>{t('action.delete')}</Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <div data-testid="customer-detail">
      {!inPool && <CustomerRecallWarning customerId={row.id} />}
      <Card
        style={{ marginBottom: 16 }}
        title={
          <Space>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {row.name}
            </Typography.Title>
            <Typography.Text type="secondary">{row.sn}</Typography.Text>
            {inPool ? (
              <Tag color="orange">{t('detail.inPool')}</Tag>
            ) : (
              <Tag color="blue">{t('detail.held', { name: row.ownerName })}</Tag>
            )}
          </Space>
        }
        extra={actionBar}
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="customer-profile">
          <Descriptions.Item label={t('field.phone')}>{row.phone || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('field.level')}>{dict.level(row.level)}</Descriptions.Item>
          <Descriptions.Item label={t('field.stage')}>{dict.stage(row.stage)}</Descriptions.Item>
          <Descriptions.Item label={t('field.source')}>{dict.source(row.source)}</Descriptions.Item>
          <Descriptions.Item label={t('field.owner')}>{row.ownerName || t('detail.pool')}</Descriptions.Item>
          <Descriptions.Item label={t('field.claimedAt')}>{formatDateTime(row.claimedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.lastFollowUpAt')}>
            {formatDateTime(row.lastFollowUpAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.createdAt')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.updatedAt')}>{formatDateTime(row.updatedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('field.address')} span={{ xs: 1, md: 2, xl: 3 }}>
            {row.address || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.remark')} span={{ xs: 1, md: 2, xl: 3 }}>
            {row.remark || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <div className="customer-detail-column">
            <CustomerTimelineCard customerId={row.id} refreshOn={`${row.version}:${row.events.length}`} />
            <Sections column="main" customer={row} onChanged={onChanged} />
          </div>
        </Col>
        <Col xs={24} xl={8}>
          <div className="customer-detail-column">
            <CustomerContactsCard contacts={row.contacts} />
            <OwnershipHistoryCard events={row.events} />
            <CustomerMergesCard customerId={row.id} canUndo={canDelete} />
            <Sections column="side" customer={row} onChanged={onChanged} />
          </div>
        </Col>
      </Row>
      <CustomerEditModal customer={row} open={editing} onClose={() => setEditing(false)} />
      <CustomerMergeModal target={ref} open={merging} onClose={() => setMerging(false)} />
      <ReleaseModal customer={releasing} onClose={() => setReleasing(null)} />
      <TransferModal customers={transferring} onClose={() => setTransferring(null)} />
    </div>
  );
}
