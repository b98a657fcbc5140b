import { type CustomerRow, crmCustomersApi, type QueryOf } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFieldErrors } from '../../forms/server-field-errors';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { formatDateTime } from '../../resources/format-date-time';
import { useCustomerDictLabels } from '../../resources/use-dict-label';
import { CUSTOMER_QUERY_NS } from './customer-query-i18n';

type SearchQuery = QueryOf<typeof crmCustomersApi.searchCustomer>;
interface Terms {
  phone?: string;
  name?: string;
  sn?: string;
  isShowCustomerInfo: boolean;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** 查询客户 (/customer/query): the newest customer the caller may open matching a phone, a name or a customer number. */
export function CustomerQueryPage() {
  const { t } = useTranslation(CUSTOMER_QUERY_NS);
  const [form] = Form.useForm<Terms>();
  const [searched, setSearched] = useState<SearchQuery | null>(null);
  const result = useCustomerSearch(searched);

  useEffect(() => {
    if (result.error) showFieldErrors(form, result.error);
  }, [result.error, form]);

  const search = (terms: Terms) => {
    const query = { phone: trimmed(terms.phone), name: trimmed(terms.name), sn: trimmed(terms.sn) };
    if (!query.phone && !query.name && !query.sn) {
      form.setFields([{ name: 'phone', errors: [t('termRequired')] }]);
      return;
    }
    setSearched({ ...query, isShowCustomerInfo: terms.isShowCustomerInfo });
  };

  return (
    <>
      <FilterPanel<Terms> form={form} onFinish={search} initialValues={{ isShowCustomerInfo: false }}>
        <Form.Item name="phone" label={t('field.phone')}>
          <Input allowClear autoFocus placeholder={t('field.phonePlaceholder')} maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label={t('field.name')}>
          <Input allowClear placeholder={t('field.namePlaceholder')} maxLength={100} />
        </Form.Item>
        <Form.Item name="sn" label={t('field.sn')}>
          <Input allowClear placeholder={t('field.snPlaceholder')} maxLength={32} />
        </Form.Item>
        <Form.Item name="isShowCustomerInfo" valuePropName="checked">
          <Checkbox>
            <Tooltip title={t('field.showInfoHint')}>{t('field.showInfo')}</Tooltip>
          </Checkbox>
        </Form.Item>
        <FilterActions onReset={() => setSearched(null)} />
      </FilterPanel>
      <Card title={t('result.title')}>
        {searched === null ? (
          <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        ) : result.isFetching ? (
          <Spin />
        ) : result.data ? (
          <CustomerFound customer={result.data} />
        ) : (
          <Empty description={t('notFound')} />
        )}
      </Card>
    </>
  );
}

function useCustomerSearch(query: SearchQuery | null) {
  const scope = useQueryScope();
  return useQuery({
    queryKey: [...scope, 'customerQuery', query],
    queryFn: ({ signal }) => callEndpoint(crmCustomersApi.searchCustomer, { query: query!, signal }),
    enabled: query !== null,
    retry: false,
  });
}

function CustomerFound({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation(CUSTOMER_QUERY_NS);
  const labels = useCustomerDictLabels();
  const navigate = useNavigate();
  return (
    <Descriptions
      column={{ xs: 1, md: 2, xl: 3 }}
      extra={
        <Button type="primary" onClick={() => navigate(`/customer/manage/detail/${customer.id}`)}>
          {t('result.open')}
        </Button>
      }
      items={[
        { key: 'sn', label: t('result.sn'), children: customer.sn },
        { key: 'name', label: t('result.name'), children: customer.name },
        { key: 'phone', label: t('result.phone'), children: customer.phone || '-' },
        {
          key: 'owner',
          label: t('result.owner'),
          children: customer.ownerUserId === null ? <Tag>{t('result.pool')}</Tag> : customer.ownerName,
        },
        { key: 'level', label: t('result.level'), children: labels.level(customer.level) },
        { key: 'stage', label: t('result.stage'), children: labels.stage(customer.stage) },
        { key: 'source', label: t('result.source'), children: labels.source(customer.source) },
        {
          key: 'lastFollowUpAt',
          label: t('result.lastFollowUpAt'),
          children: formatDateTime(customer.lastFollowUpAt),
        },
        { key: 'createdAt', label: t('result.createdAt'), children: formatDateTime(customer.createdAt) },
      ]}
    />
  );
}
