import type { CallRecordDetail, CustomerActivity } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useFormSave } from '../../forms/use-form-save';
import { useCustomerSearch } from '../../resources/customers/customer-options';
import { CustomerPicker } from '../../resources/customers/customer-picker';
import { formatDateTime } from '../../resources/format-date-time';
import { formatDuration } from './call-record-links';
import { useCallRecord, useLinkableActivities, useLinkCallRecord } from './call-record-queries';
import { CALL_RECORDS_NS } from './call-records-i18n';

/** The menu path of 通话记录 (menu-catalogue.ts callRecordList). */
const CALL_RECORD_LIST_PATH = '/organization/call/record/list';

const parseId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * 关联跟进 (/associate/activity-record/call?callRecordId=…&phone=…): links a call to a customer
 * follow-up, an existing one of the customer without a call or a new call follow-up (spec §2.2).
 */
export function AssociateCallPage() {
  const { t } = useTranslation(CALL_RECORDS_NS);
  const [params] = useSearchParams();
  const callId = parseId(params.get('callRecordId'));
  const call = useCallRecord(callId);
  const [linked, setLinked] = useState<CustomerActivity | null>(null);

  const body = (() => {
    if (callId === null) return <Alert type="error" showIcon message={t('associate.missingId')} />;
    if (call.isLoading) return <Spin />;
    if (!call.data) return <Alert type="error" showIcon message={t('associate.notFound')} />;
    if (linked) return <Linked activity={linked} />;
    return (
      <>
        <CallSummary call={call.data} />
        {call.data.activityId !== null ? (
          <Alert type="info" showIcon message={t('associate.alreadyLinked')} style={{ marginTop: 16 }} />
        ) : (
          <LinkForm call={call.data} phone={params.get('phone')} onLinked={setLinked} />
        )}
      </>
    );
  })();

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5', padding: '32px 16px' }}>
      <Card
        title={t('associate.title')}
        extra={<Link to={CALL_RECORD_LIST_PATH}>{t('associate.backToList')}</Link>}
        style={{ maxWidth: 760, margin: '0 auto' }}
        data-testid="associate-call"
      >
        {body}
      </Card>
    </div>
  );
}

function CallSummary({ call }: { call: CallRecordDetail }) {
  const { t } = useTranslation(CALL_RECORDS_NS);
  return (
    <Descriptions size="small" bordered column={2} title={t('associate.call')}>
      <Descriptions.Item label={t('column.ringTime')}>{call.ringTime}</Descriptions.Item>
      <Descriptions.Item label={t('column.direction')}>{t(`direction.${call.direction}`)}</Descriptions.Item>
      <Descriptions.Item label={t('column.customerNumber')}>{call.customerNumber}</Descriptions.Item>
      <Descriptions.Item label={t('column.customer')}>
        {call.customerName ?? t('customer.unknown')}
      </Descriptions.Item>
      <Descriptions.Item label={t('column.cno')}>{call.cno ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('column.agent')}>{call.agentName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('column.outcome')}>
        {call.outcome ? t(`outcome.${call.outcome}`) : t('outcome.ongoing')}
      </Descriptions.Item>
      <Descriptions.Item label={t('column.duration')}>
        {formatDuration(call.durationSeconds)}
      </Descriptions.Item>
    </Descriptions>
  );
}

interface Values {
  customerId?: number;
  mode: 'existing' | 'new';
  activityId?: number;
  content?: string;
}

function LinkForm({
  call,
  phone,
  onLinked,
}: {
  call: CallRecordDetail;
  phone: string | null;
  onLinked: (activity: CustomerActivity) => void;
}) {
  const { t } = useTranslation(CALL_RECORDS_NS);
  const [form] = Form.useForm<Values>();
  const customerId = Form.useWatch('customerId', form);
  const mode = Form.useWatch('mode', form);
  const link = useLinkCallRecord(call.id);
  // A stranger's call: the customer holding the number now (if one does) is the likely choice.
  const byPhone = useCustomerSearch(call.customerId === null && phone ? phone : '');
  useEffect(() => {
    const [only, ...more] = byPhone.data ?? [];
    if (call.customerId === null && phone && only && more.length === 0 && !form.getFieldValue('customerId'))
      form.setFieldValue('customerId', only.id);
  }, [byPhone.data, call.customerId, phone, form]);
  const activities = useLinkableActivities(customerId);
  const choices = customerId ? (activities.data ?? []) : [];

  const { saving, onFinish: submit } = useFormSave({
    form,
    save: (values: Values) =>
      link.mutateAsync(
        values.mode === 'existing'
          ? { activityId: values.activityId! }
          : { customerId: values.customerId!, content: values.content ?? '' },
      ),
    successMessage: t('associate.success'),
    onSaved: onLinked,
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ customerId: call.customerId ?? undefined, mode: 'new' }}
      style={{ marginTop: 24 }}
      data-testid="associate-call-form"
    >
      {phone && call.customerId === null ? (
        <Alert type="info" showIcon message={t('associate.phone', { phone })} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="customerId"
        label={t('associate.customer')}
        rules={[{ required: true, message: t('associate.customerRequired') }]}
      >
        <CustomerPicker placeholder={t('associate.customerPlaceholder')} />
      </Form.Item>
      <Form.Item name="mode" label={t('associate.mode')}>
        <Radio.Group
          options={[
            { value: 'new', label: t('associate.modeNew') },
            { value: 'existing', label: t('associate.modeExisting') },
          ]}
        />
      </Form.Item>
      {mode === 'existing' ? (
        <Form.Item
          name="activityId"
          label={t('associate.activity')}
          rules={[{ required: true, message: t('associate.activityRequired') }]}
        >
          <Select
            loading={activities.isFetching}
            notFoundContent={t('associate.noActivities')}
            data-testid="associate-activity-select"
            options={choices.map((activity) => ({
              value: activity.id,
              label: `${formatDateTime(activity.createdAt)} ${activity.content.slice(0, 40)}`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="content"
          label={t('associate.content')}
          rules={[{ required: true, whitespace: true, message: t('associate.contentRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={2000}
            showCount
            placeholder={t('associate.contentPlaceholder')}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('associate.submit')}
      </Button>
    </Form>
  );
}

function Linked({ activity }: { activity: CustomerActivity }) {
  const { t } = useTranslation(CALL_RECORDS_NS);
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('associate.success')}
      subTitle={activity.customerName}
      extra={
        <Space>
          <Button
            type="primary"
            onClick={() => navigate(`/customer/manage/detail/${activity.customerId}`)}
            data-testid="associate-open-customer"
          >
            {t('associate.openCustomer')}
          </Button>
          <Button onClick={() => navigate(CALL_RECORD_LIST_PATH)}>{t('associate.backToList')}</Button>
        </Space>
      }
    />
  );
}
