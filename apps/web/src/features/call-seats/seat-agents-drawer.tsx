import { callSeatsApi, isValidPhone, type SeatLine, type SeatRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Table, { type TableProps } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { listPagination } from '../../resources/list-pagination';
import { CALL_SEATS_NS } from './call-seats-i18n';
import { useInvalidateCallSeats, useSeatAgentCandidates } from './call-seats-queries';

type Agent = SeatRow['agents'][number];
interface Values {
  userId?: number;
  bindType: 3 | 1;
  boundMobile?: string;
}

/**
 * The staff bound to one seat (call_agents): bind a member of the organization with soft phone (3)
 * or ordinary phone (1, with the phone it rings, spec §5 phone rule); someone bound to another
 * seat is moved here; unbinding asks first.
 */
export function SeatAgentsDrawer({
  line,
  seat,
  onClose,
}: {
  line: SeatLine;
  seat: SeatRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(CALL_SEATS_NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateCallSeats();
  const candidates = useSeatAgentCandidates(line, seat !== null);
  const api = callSeatsApi.SEAT_MANAGEMENT[line];
  const bindType = Form.useWatch('bindType', form);

  const { saving, onFinish: bind } = useFormSave({
    form,
    save: (values: Values) =>
      callEndpoint(api.bindAgent, {
        params: { cno: seat!.cno },
        body: {
          userId: values.userId!,
          bindType: values.bindType,
          boundMobile: values.boundMobile?.trim() ?? '',
        },
      }),
    successMessage: ({ moved }) => (moved ? t('agent.moved') : t('seat.saved')),
    onSaved: async () => {
      form.resetFields();
      await invalidate();
    },
  });

  const unbind = async (agent: Agent) => {
    if (!seat) return;
    try {
      await callEndpoint(api.unbindAgent, { params: { cno: seat.cno, userId: agent.userId } });
      showMessage('success', t('seat.saved'));
      await invalidate();
    } catch {
      // The api client has shown why.
    }
  };

  const columns: TableProps<Agent>['columns'] = [
    { title: t('agent.name'), dataIndex: 'userName' },
    {
      title: t('agent.bindType'),
      dataIndex: 'bindType',
      width: 110,
      render: (value: number) => t(value === 1 ? 'agent.bindType.1' : 'agent.bindType.3'),
    },
    {
      title: t('agent.boundMobile'),
      dataIndex: 'boundMobile',
      width: 140,
      render: (value: string) => value || '-',
    },
    {
      title: t('seat.actions'),
      key: 'actions',
      width: 100,
      render: (_, agent) => (
        <Popconfirm
          title={t('agent.unbindConfirm', { name: agent.userName })}
          okButtonProps={{ danger: true }}
          onConfirm={() => unbind(agent)}
        >
          <Button type="link" size="small" danger>
            {t('agent.unbind')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Drawer
      open={seat !== null}
      title={seat ? t('agent.title', { cno: seat.cno }) : ''}
      size={560}
      onClose={onClose}
      destroyOnHidden
    >
      <Form<Values>
        name="seatAgentForm"
        form={form}
        layout="vertical"
        initialValues={{ bindType: 3 }}
        onFinish={(values) => {
          if (seat && values.userId !== undefined) void bind(values);
        }}
        data-testid="seat-agent-form"
      >
        <Form.Item
          name="userId"
          label={t('agent.user')}
          rules={[{ required: true, message: t('agent.userRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t('agent.userPlaceholder')}
            loading={candidates.isLoading}
            options={(candidates.data ?? []).map((person) => ({
              value: person.userId,
              label:
                person.cno && person.cno !== seat?.cno
                  ? `${person.name}（${t('agent.currentSeat', { cno: person.cno })}）`
                  : person.name,
            }))}
            onChange={(userId: number) => {
              const person = candidates.data?.find((candidate) => candidate.userId === userId);
              if (person && !form.getFieldValue('boundMobile'))
                form.setFieldValue('boundMobile', person.mobile);
            }}
          />
        </Form.Item>
        <Form.Item name="bindType" label={t('agent.bindType')}>
          <Radio.Group
            options={callSeatsApi.SEAT_BIND_TYPES.map((value) => ({
              value,
              label: t(value === 1 ? 'agent.bindType.1' : 'agent.bindType.3'),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="boundMobile"
          label={t('agent.boundMobile')}
          dependencies={['bindType']}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const phone = value?.trim() ?? '';
                if (bindType === 1 && phone === '') throw new Error(t('agent.boundMobileRequired'));
                if (!isValidPhone(phone, 1)) throw new Error(tc('validation.phone'));
              },
            },
          ]}
        >
          <Input placeholder={t('agent.boundMobilePlaceholder')} maxLength={20} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('agent.bind')}
          </Button>
        </Form.Item>
      </Form>
      <Table<Agent>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={seat?.agents ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('agent.empty')} /> }}
        pagination={listPagination({ total: seat?.agents.length ?? 0 })}
      />
    </Drawer>
  );
}
