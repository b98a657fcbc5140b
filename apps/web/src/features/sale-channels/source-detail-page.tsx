import {
  type SaleSourceOverview,
  saleSourceSettingsUpdate,
  saleSourceWebhookGenerate,
} from '@atrium/contract/endpoints/sale-channels';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { WebhookAddress } from '../../forms/webhook-address';
import { WebhookSecretModal } from '../../forms/webhook-secret-modal';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatDateTime } from '../../resources/format-date-time';
import { ReferencePicker } from '../../resources/reference-picker';
import { useExternalOrderColumns } from './external-order-columns';
import { NoWrap } from './nowrap-text';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';
import { useInvalidateChannels, useSourceOverview } from './sale-channels-queries';

type SettingsValues = SaleSourceOverview['settings'];

/** 来源详情 (/sale/source/detail/:id): settings, the order webhook, recent external orders and statements. */
export function SourceDetailPage() {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const overview = useSourceOverview(id);
  const invalidate = useInvalidateChannels();
  const [form] = Form.useForm<SettingsValues>();
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<{ hookPath: string; secret: string } | null>(null);
  // A platform order opens 外部订单 filtered to it (where it can be applied again).
  const orderColumns = useExternalOrderColumns(false).map((column) =>
    column.key === 'extOrderNo'
      ? {
          ...column,
          dataIndex: column.key,
          render: (orderNo: string) => (
            <Link to={`/sale/external/list?sourceId=${id}&keyword=${encodeURIComponent(orderNo)}`}>
              <NoWrap>{orderNo || '-'}</NoWrap>
            </Link>
          ),
        }
      : { ...column, dataIndex: column.key },
  );
  const source = overview.data;
  if (!source) return <Spin spinning={overview.isPending} />;

  const save = async (values: SettingsValues) => {
    setSaving(true);
    try {
      await callEndpoint(saleSourceSettingsUpdate, {
        params: { id },
        body: { ...source.settings, ...values, version: source.version },
      });
      showMessage('success', t('common.saved'));
      await invalidate();
    } catch {
      // Shown by the api client (a stale version, a warehouse gone).
    } finally {
      setSaving(false);
    }
  };
  const generate = async () => {
    try {
      setSecret(await callEndpoint(saleSourceWebhookGenerate, { params: { id } }));
      await invalidate();
    } catch {
      // Shown by the api client.
    }
  };

  return (
    <section className="atrium-panel" data-testid="source-detail">
      <Space style={{ marginBottom: 16 }} wrap>
        <Button onClick={() => navigate('/sale/source/list')}>{t('common.back')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {source.name} <Tag>{source.code}</Tag>
          {!source.enabled && <Tag color="default">{t('saleSource.enabled')}: ✕</Tag>}
        </Typography.Title>
      </Space>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('saleSource.kind')}>
          {t(`saleSource.kind.${source.kind}` as 'saleSource.kind.own')}
        </Descriptions.Item>
        <Descriptions.Item label={t('saleSource.platform')}>{source.platform || '-'}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('source.settings')} style={{ marginBottom: 16 }}>
        <Form<SettingsValues>
          form={form}
          layout="vertical"
          initialValues={source.settings}
          key={source.version}
          onFinish={save}
          style={{ maxWidth: 480 }}
        >
          <Form.Item name="defaultWarehouseId" label={t('source.defaultWarehouse')}>
            <ReferencePicker source="warehouse" valueLabel={source.warehouseName} />
          </Form.Item>
          <Form.Item name="defaultOwnerUserId" label={t('source.defaultOwner')}>
            <ReferencePicker source="user" valueLabel={source.ownerName} />
          </Form.Item>
          <Form.Item
            name="createCustomers"
            label={t('source.createCustomers')}
            extra={t('source.createCustomersHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Action code="update">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="source-settings-save">
              {t('common.save')}
            </Button>
          </Action>
        </Form>
      </Card>
      <Card size="small" title={t('source.webhook')} style={{ marginBottom: 16 }}>
        {source.hookPath ? (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('source.webhookUrl')}>
              <WebhookAddress path={source.hookPath} />
            </Descriptions.Item>
            <Descriptions.Item label={t('source.secretHint')}>{source.secretHint}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Paragraph type="secondary">{t('source.webhookNone')}</Typography.Paragraph>
        )}
        <Action code="update">
          {source.hookPath ? (
            <Popconfirm title={t('source.regenerateConfirm')} onConfirm={() => void generate()}>
              <Button data-testid="source-webhook-generate">{t('source.regenerate')}</Button>
            </Popconfirm>
          ) : (
            <Button type="primary" onClick={() => void generate()} data-testid="source-webhook-generate">
              {t('source.generate')}
            </Button>
          )}
        </Action>
      </Card>
      <Card size="small" title={t('source.recentOrders')} style={{ marginBottom: 16 }}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          columns={orderColumns}
          dataSource={source.recentOrders}
          scroll={{ x: true }}
        />
      </Card>
      <Card size="small" title={t('source.statements')}>
        <Table<SaleSourceOverview['statements'][number]>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={source.statements}
          columns={[
            { title: t('bill.name'), dataIndex: 'name' },
            {
              title: t('bill.period'),
              key: 'period',
              render: (_: unknown, row: SaleSourceOverview['statements'][number]) =>
                `${row.periodFrom} ~ ${row.periodTo}`,
            },
            { title: t('bill.rows'), dataIndex: 'rowCount', align: 'right' },
            {
              title: t('bill.reconciledAt'),
              dataIndex: 'reconciledAt',
              render: (value: string | null) => (value ? formatDateTime(value) : t('bill.notReconciled')),
            },
            {
              title: t('common.actions'),
              key: 'open',
              render: (_: unknown, row: { id: number }) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(`/sale/ecommerce/bill?bill=${row.id}`)}
                >
                  {t('bill.open')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <WebhookSecretModal
        shown={secret}
        onClose={() => setSecret(null)}
        namespace={SALE_CHANNELS_NS}
        testId="source-secret"
      />
    </section>
  );
}
