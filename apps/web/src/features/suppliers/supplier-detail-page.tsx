import { type SupplierStatus, supplierResource } from '@atrium/contract/resources/supplier';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { showMessage } from '../../platform/feedback/feedback';
import { FieldValue } from '../../resources/field-value';
import { FieldWidgetsProvider } from '../../resources/field-widgets';
import { formatDateTime } from '../../resources/format-date-time';
import { RecordFormModal } from '../../resources/record-form-modal';
import { useResourceRecord, useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import { SuppliedItemsCard } from './supplied-items-card';
import { SupplierActivitiesCard } from './supplier-activities-card';
import { SupplierContactsCard } from './supplier-contacts-card';
import type { SupplierRow } from './supplier-row';
import { SupplierStatusTag, supplierFieldWidgets } from './supplier-status-tag';
import { SUPPLIERS_NS } from './suppliers-i18n';

const LIST_PATH = '/supply/supplier/list';
/** The summary's fields; code, name and status head the card. */
const SUMMARY_FIELDS = [
  'shortName',
  'phone',
  'ownerUserId',
  'ownerDepartmentId',
  'taxNumber',
  'invoiceTitle',
  'bankName',
  'bankAccount',
  'address',
  'remark',
] as const;

/** 供应商详情 (/supply/supplier/detail/:id). */
export function SupplierDetailPage() {
  const { id } = useParams();
  return (
    <FieldWidgetsProvider widgets={supplierFieldWidgets}>
      <SupplierDetail key={id} id={Number(id)} />
    </FieldWidgetsProvider>
  );
}

/**
 * The summary card (edit and the status moves its transitions allow, as granted on the list),
 * then what the supplier supplies and its activities beside its contacts.
 */
function SupplierDetail({ id }: { id: number }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const { t: tr } = useTranslation('resources');
  const navigate = useNavigate();
  const labels = useResourceLabels(supplierResource, SUPPLIERS_NS);
  const record = useResourceRecord(supplierResource, id);
  const writes = useResourceWrites(supplierResource);
  const canEdit = useGranted('supplierList:update');
  const canFollowUp = useGranted('supplierDetail:update');
  const [editing, setEditing] = useState(false);

  if (record.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!record.data) {
    return (
      <section className="atrium-panel" data-testid="supplier-detail-missing">
        <Empty description={t('detail.notFound')}>
          <Button onClick={() => navigate(LIST_PATH)}>{t('detail.back')}</Button>
        </Empty>
      </section>
    );
  }
  const row = record.data as unknown as SupplierRow;
  const statusField = supplierResource.fields.status;
  const moves = (statusField.transitions[row.status] ?? []) as readonly SupplierStatus[];
  const move = async (status: SupplierStatus) => {
    await writes.update(row.id, { version: row.version, status });
    showMessage('success', t('detail.moved'));
  };

  return (
    <div data-testid="supplier-detail">
      <Card
        style={{ marginBottom: 16 }}
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {row.name}
            </Typography.Title>
            <Typography.Text type="secondary">{row.code}</Typography.Text>
            <SupplierStatusTag status={row.status} />
          </Flex>
        }
        extra={
          canEdit && (
            <Space wrap>
              <Button type="primary" onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
              {moves.map((status) => (
                <Popconfirm
                  key={status}
                  title={t('detail.moveConfirm', { name: row.name, status: t(`supplier.status.${status}`) })}
                  onConfirm={() => move(status)}
                >
                  <Button danger={status === 'terminated'}>{t(`detail.moveTo.${status}`)}</Button>
                </Popconfirm>
              ))}
            </Space>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="supplier-summary">
          {SUMMARY_FIELDS.map((name) => (
            <Descriptions.Item
              key={name}
              label={labels.field(name)}
              span={name === 'address' || name === 'remark' ? { xs: 1, md: 2, xl: 3 } : undefined}
            >
              <FieldValue
                def={supplierResource.fields[name]}
                value={row[name]}
                labels={labels}
                valueLabel={(row.labels as Record<string, string | null>)[name]}
              />
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={tr('meta.updatedAt')}>{formatDateTime(row.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <SuppliedItemsCard supplierId={row.id} canEdit={canFollowUp} />
            <SupplierActivitiesCard supplierId={row.id} canAdd={canFollowUp} />
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <SupplierContactsCard contacts={row.lines} />
        </Col>
      </Row>
      {editing && (
        <RecordFormModal
          resource={supplierResource}
          labels={labels}
          title={t('detail.formTitle')}
          target={{ mode: 'edit', row: record.data }}
          writes={writes}
          canReload
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}
