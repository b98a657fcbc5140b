import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { callSeatsApi, type SeatLine, type SeatRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { FilterActions } from '../../resources/filter-actions';
import { FilterPanel } from '../../resources/filter-panel';
import { listPagination } from '../../resources/list-pagination';
import { CALL_SEATS_NS } from './call-seats-i18n';
import { useInvalidateCallSeats, useSeatPage } from './call-seats-queries';
import { SeatAgentsDrawer } from './seat-agents-drawer';
import { SeatFormModal, type SeatFormTarget } from './seat-form-modal';

interface Filters {
  cno?: string;
}

/** 坐席列表 (/organization/agent/list): first-line seats, who is bound to them and who is on duty. */
export function CallAgentListPage() {
  return (
    <ScreenQueryProvider>
      <SeatList line="first" />
    </ScreenQueryProvider>
  );
}

/** 二线坐席列表 (/organization/agent/secondList): the same for second-line seats. */
export function SecondCallAgentListPage() {
  return (
    <ScreenQueryProvider>
      <SeatList line="second" />
    </ScreenQueryProvider>
  );
}

function SeatList({ line }: { line: SeatLine }) {
  const { t } = useTranslation(CALL_SEATS_NS);
  const can = useAction();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<SeatFormTarget | null>(null);
  // The drawer follows the list's fresh row, so a bind or unbind shows at once.
  const [agentsOf, setAgentsOf] = useState<string | null>(null);
  const page = useSeatPage(line, { ...filters, ...paging });
  const invalidate = useInvalidateCallSeats();
  const api = callSeatsApi.SEAT_MANAGEMENT[line];

  const run = async (endpoint: typeof api.enable | typeof api.remove, seat: SeatRow) => {
    try {
      await callEndpoint(endpoint, { params: { cno: seat.cno } });
      showMessage('success', t('seat.saved'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason (e.g. someone is on duty).
    }
  };

  const columns: TableProps<SeatRow>['columns'] = [
    { title: t('seat.cno'), dataIndex: 'cno', width: 120 },
    { title: t('seat.label'), dataIndex: 'label', width: 200, render: (label: string) => label || '-' },
    {
      title: t('seat.agents'),
      dataIndex: 'agents',
      render: (agents: SeatRow['agents']) =>
        agents.length === 0 ? '-' : agents.map((agent) => <Tag key={agent.userId}>{agent.userName}</Tag>),
    },
    {
      title: t('seat.onDuty'),
      key: 'onDuty',
      width: 260,
      render: (_, seat) =>
        seat.onDutyUserName ? (
          <Space size={4}>
            <Tag color="processing">{seat.onDutyUserName}</Tag>
            <Typography.Text type="secondary">
              {t('seat.onDutySince', { since: seat.onDutySince })}
            </Typography.Text>
          </Space>
        ) : (
          '-'
        ),
    },
    {
      title: t('seat.status'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) => (
        <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'seat.enabled' : 'seat.disabled')}</Tag>
      ),
    },
  ];
  if (can(['edit', 'enable', 'disable', 'delete'])) {
    columns.push({
      title: t('seat.actions'),
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, seat) => (
        <Space size={0}>
          <Action code="edit">
            <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', seat })}>
              {t('seat.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setAgentsOf(seat.cno)}>
              {t('seat.manageAgents')}
            </Button>
          </Action>
          {seat.enabled ? (
            <Action code="disable">
              <Popconfirm
                title={t('seat.disableConfirm', { cno: seat.cno })}
                okButtonProps={{ danger: true }}
                onConfirm={() => run(api.disable, seat)}
              >
                <Button type="link" size="small" danger>
                  {t('seat.disable')}
                </Button>
              </Popconfirm>
            </Action>
          ) : (
            <Action code="enable">
              <Popconfirm
                title={t('seat.enableConfirm', { cno: seat.cno })}
                onConfirm={() => run(api.enable, seat)}
              >
                <Button type="link" size="small">
                  {t('seat.enable')}
                </Button>
              </Popconfirm>
            </Action>
          )}
          <Action code="delete">
            <Popconfirm
              title={t('seat.deleteConfirm', { cno: seat.cno })}
              okButtonProps={{ danger: true }}
              onConfirm={() => run(api.remove, seat)}
            >
              <Button type="link" size="small" danger>
                {t('seat.delete')}
              </Button>
            </Popconfirm>
          </Action>
        </Space>
      ),
    });
  }

  const search = (values: Filters) => {
    setFilters({ cno: values.cno?.trim() || undefined });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div data-testid={line === 'second' ? 'second-seat-list' : 'seat-list'}>
      <FilterPanel<Filters> name="seatFilter" form={form} onFinish={search}>
        <Form.Item name="cno" label={t('seat.cno')}>
          <Input allowClear placeholder={t('seat.cnoPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <FilterActions onReset={() => search({})} />
      </FilterPanel>
      <section className="atrium-panel">
        <Space style={{ marginBottom: 16 }}>
          <Action code="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new' })}>
              {t(line === 'second' ? 'seat.addSecond' : 'seat.add')}
            </Button>
          </Action>
        </Space>
        <Table<SeatRow>
          rowKey="cno"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seat.empty')} /> }}
          pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
            setPaging({ pageNum, pageSize }),
          )}
        />
      </section>
      <SeatFormModal line={line} target={editing} onClose={() => setEditing(null)} />
      <SeatAgentsDrawer
        line={line}
        seat={page.data?.list.find((seat) => seat.cno === agentsOf) ?? null}
        onClose={() => setAgentsOf(null)}
      />
    </div>
  );
}
