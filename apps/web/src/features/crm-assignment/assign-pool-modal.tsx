import { type CustomerRow, crmAssignmentApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showConfirm, showMessage } from '../../platform/feedback/feedback';
import { formatDateTime } from '../../resources/format-date-time';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import {
  type PoolQuery,
  useInvalidateAssignment,
  useMemberOptions,
  usePoolCustomers,
} from './assignment-queries';
import { CUSTOMER_ASSIGNMENT_NS } from './customer-assignment-i18n';
import { memberLabel } from './member-label';

interface Values {
  toUserIds: number[];
  reason: string;
}

/**
 * 分配公海客户: tick pool customers (filtered by name or phone, page by page) and deal them to
 * the chosen salespeople, after a confirmation.
 */
export function AssignPoolModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(CUSTOMER_ASSIGNMENT_NS);
  const [form] = Form.useForm<Values>();
  const list = useLocalListState();
  const filters = list.state.filters as Pick<PoolQuery, 'name' | 'phone'>;
  const query: PoolQuery = { ...list.paging, name: filters.name, phone: filters.phone };
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const pool = usePoolCustomers(query, open);
  usePageInRange(list, pool.data);
  const members = useMemberOptions(open);
  const invalidate = useInvalidateAssignment();

  const close = () => {
    setSelected([]);
    onClose();
  };
  const { saving, onFinish: assign } = useFormSave({
    form,
    save: ({ toUserIds, reason }: Values) =>
      callEndpoint(crmAssignmentApi.assignPoolCustomers, {
        body: { ids: selected, toUserIds, reason: reason.trim() },
      }),
    successMessage: ({ count }) => t('assign.done', { count }),
    onSaved: async () => {
      await invalidate();
      close();
    },
  });
  const submit = (values: Values) => {
    if (selected.length === 0) {
      showMessage('warning', t('assign.pickCustomers'));
      return;
    }
    const people = (members.data ?? [])
      .filter((member) => values.toUserIds.includes(member.userId))
      .map((member) => member.name)
      .join('、');
    showConfirm({
      title: t('assign.confirm', { count: selected.length, people }),
      onOk: () => assign(values),
    });
  };

  return (
    <Modal
      open={open}
      width={900}
      title={t('assign.title')}
      okText={t('assign.ok')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Input
          allowClear
          placeholder={t('assign.customerName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          allowClear
          placeholder={t('assign.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="primary" onClick={() => list.applyFilters({ name: name.trim(), phone: phone.trim() })}>
          {t('assign.search')}
        </Button>
        <Typography.Text type="secondary">{t('assign.selected', { count: selected.length })}</Typography.Text>
      </Space>
      <Table<CustomerRow>
        rowKey="id"
        size="small"
        loading={pool.isFetching}
        dataSource={pool.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('assign.poolEmpty')} /> }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as number[]),
        }}
        columns={[
          { title: t('assign.sn'), dataIndex: 'sn', width: 130 },
          { title: t('assign.customerName'), dataIndex: 'name' },
          {
            title: t('assign.phone'),
            dataIndex: 'phone',
            width: 140,
            render: (value: string) => value || '-',
          },
          { title: t('assign.createdAt'), dataIndex: 'createdAt', width: 180, render: formatDateTime },
        ]}
        pagination={list.pager(pool.data)}
      />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={{ reason: t('assign.defaultReason') }}
        style={{ marginTop: 12 }}
      >
        <Form.Item
          name="toUserIds"
          label={t('assign.to')}
          extra={t('assign.toHint')}
          rules={[{ required: true, message: t('assign.toRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={members.isPending}
            options={(members.data ?? []).map((member) => ({
              value: member.userId,
              label: memberLabel(member),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('assign.reason')}
          rules={[{ required: true, whitespace: true, message: t('assign.reasonRequired') }]}
        >
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
