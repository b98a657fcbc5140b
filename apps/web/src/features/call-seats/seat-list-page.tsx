import { callSeatsApi, type SeatLine, type SeatRow } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import {
  createToolbarAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CALL_SEATS_NS } from './call-seats-i18n';
import { useInvalidateCallSeats, useSeatPage } from './call-seats-queries';
import { SeatAgentsDrawer } from './seat-agents-drawer';
import { SeatFormModal, type SeatFormTarget } from './seat-form-modal';

/** The seat list's number search, kept in the URL. */
const seatFilters = defineListFilters({ cno: textFilter() });

/** 坐席列表 (/organization/agent/list): first-line seats, who is bound to them and who is on duty. */
export function CallAgentListPage() {
  return <SeatList line="first" />;
}

/** 二线坐席列表 (/organization/agent/secondList): the same for second-line seats. */
export function SecondCallAgentListPage() {
  return <SeatList line="second" />;
}

function SeatList({ line }: { line: SeatLine }) {
  const { t } = useTranslation(CALL_SEATS_NS);
  const list = useFilteredList(seatFilters);
  const [editing, setEditing] = useState<SeatFormTarget | null>(null);
  // The drawer follows the list's fresh row, so a bind or unbind shows at once.
  const [agentsOf, setAgentsOf] = useState<string | null>(null);
  const page = useSeatPage(line, list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateCallSeats();
  const api = callSeatsApi.SEAT_MANAGEMENT[line];

  // A refusal (e.g. someone is on duty) is shown by the api client.
  const run = (endpoint: typeof api.enable | typeof api.remove, seat: SeatRow) =>
    runListWrite(() => callEndpoint(endpoint, { params: { cno: seat.cno } }), t('seat.saved'), invalidate);

  const rowActions = useGrantedActions<RowAction<SeatRow>>([
    {
      key: 'edit',
      label: t('seat.edit'),
      oper: 'edit',
      onClick: (seat) => setEditing({ mode: 'edit', seat }),
    },
    { key: 'agents', label: t('seat.manageAgents'), oper: 'edit', onClick: (seat) => setAgentsOf(seat.cno) },
    {
      key: 'disable',
      label: t('seat.disable'),
      oper: 'disable',
      danger: true,
      confirm: (seat) => t('seat.disableConfirm', { cno: seat.cno }),
      shownFor: (seat) => seat.enabled,
      onClick: (seat) => run(api.disable, seat),
    },
    {
      key: 'enable',
      label: t('seat.enable'),
      oper: 'enable',
      confirm: (seat) => t('seat.enableConfirm', { cno: seat.cno }),
      shownFor: (seat) => !seat.enabled,
      onClick: (seat) => run(api.enable, seat),
    },
    {
      key: 'delete',
      label: t('seat.delete'),
      oper: 'delete',
      danger: true,
      confirm: (seat) => t('seat.deleteConfirm', { cno: seat.cno }),
      onClick: (seat) => run(api.remove, seat),
    },
  ]);
  const columns: (ListColumn<SeatRow> | null)[] = [
    { title: t('seat.cno'), key: 'cno', width: 120 },
    { title: t('seat.label'), key: 'label', width: 200, render: (label: string) => label || '-' },
    {
      title: t('seat.agents'),
      key: 'agents',
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
      key: 'enabled',
      width: 90,
      render: (enabled: boolean) => (
        <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'seat.enabled' : 'seat.disabled')}</Tag>
      ),
    },
    rowActionsColumn(t('seat.actions'), rowActions),
  ];

  return (
    <div data-testid={line === 'second' ? 'second-seat-list' : 'seat-list'}>
      <ListFilterPanel list={list}>
        <Form.Item name="cno" label={t('seat.cno')}>
          <Input allowClear placeholder={t('seat.cnoPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              createToolbarAction(t(line === 'second' ? 'seat.addSecond' : 'seat.add'), () =>
                setEditing({ mode: 'new' }),
              ),
            ]}
          />
        </ListToolbar>
        <ListTable<SeatRow>
          rowKey="cno"
          list={list}
          page={page}
          columns={columns}
          emptyText={t('seat.empty')}
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
