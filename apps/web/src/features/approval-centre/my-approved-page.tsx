import type { AnswerOf, flwApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApprovalsLive, useRefreshApprovals } from '../../resources/approvals/approval-queries';
import { InstanceStatusTag, TaskStatusTag } from '../../resources/approvals/approval-status-tag';
import { formatDateTime } from '../../resources/format-date-time';
import {
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { useFilteredList } from '../../resources/use-filtered-list';
import { useListSelection } from '../../resources/use-list-selection';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CENTRE_NS } from './approval-centre-i18n';
import './approval-centre.css';
import { batchApprove, useDonePage, useTodoPage } from './centre-queries';
import { DelegationModal } from './delegation-modal';
import { approvalDetailPath } from './detail-path';
import { numberAndProcessColumns } from './instance-columns';
import { InstanceFilterItems } from './instance-filter-items';
import { instanceFilterControls } from './instance-filters';

type TodoRow = AnswerOf<typeof flwApi.todoTaskPage>['list'][number];
type DoneRow = AnswerOf<typeof flwApi.doneTaskPage>['list'][number];
type BatchResult = AnswerOf<typeof flwApi.taskBatchApprove>;

// Each tab keeps its own filters and page in the URL (prefixed), beside `tab`.
const todoFilters = defineListFilters(instanceFilterControls, { prefix: 'todo.' });
const doneFilters = defineListFilters(instanceFilterControls, { prefix: 'done.' });

const TABS = ['todo', 'done'] as const;
type Tab = (typeof TABS)[number];

/** 我审批的 (/approval/myApproved): 待办 (with 批量同意) and 已办; a row opens 审批详情. */
export function MyApprovedPage() {
  const { t } = useTranslation(CENTRE_NS);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'done' ? 'done' : 'todo';
  const [delegating, setDelegating] = useState(false);
  useApprovalsLive();
  // 委托设置 sits in each tab's toolbar (a button inside the tab bar would break its tablist role).
  const delegation = (
    <Button data-testid="open-delegation" onClick={() => setDelegating(true)}>
      {t('action.delegation')}
    </Button>
  );

  return (
    <div data-testid="approval-my-approved">
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearchParams((current) => {
            const next = new URLSearchParams(current);
            if (key === 'todo') next.delete('tab');
            else next.set('tab', key);
            return next;
          })
        }
        items={TABS.map((key) => ({ key, label: t(`tab.${key}`) }))}
      />
      {tab === 'todo' ? <TodoList tools={delegation} /> : <DoneList tools={delegation} />}
      {delegating && <DelegationModal onClose={() => setDelegating(false)} />}
    </div>
  );
}

function useOpenDetail() {
  const navigate = useNavigate();
  return (row: { instanceId: number }) => navigate(approvalDetailPath(row.instanceId));
}

function TodoList({ tools }: { tools: ReactNode }) {
  const { t } = useTranslation(CENTRE_NS);
  const list = useFilteredList(todoFilters);
  const page = useTodoPage(list.query);
  usePageInRange(list, page.data);
  const selection = useListSelection<TodoRow>(list.search);
  const open = useOpenDetail();
  const [batching, setBatching] = useState(false);
  const rowActions = useGrantedActions<RowAction<TodoRow>>([
    { key: 'detail', label: t('action.detail'), onClick: open },
  ]);
  const allowBatch = selection.selected.length > 0 && selection.selected.every((row) => row.batchAllowed);

  return (
    <>
      <ListFilterPanel list={list}>
        <InstanceFilterItems />
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar tools={tools}>
          <ToolbarActions
            actions={[
              {
                key: 'batchApprove',
                label: t('action.batchApprove'),
                oper: 'update',
                primary: true,
                onClick: () => setBatching(true),
              },
            ]}
          />
          {selection.selected.length > 0 && !allowBatch && (
            <Typography.Text type="warning">{t('batch.notAllowed')}</Typography.Text>
          )}
        </ListToolbar>
        <ListTable<TodoRow>
          list={list}
          page={page}
          rowKey="taskId"
          selection={selection}
          columns={[...taskColumns<TodoRow>(t), rowActionsColumn(t('column.actions'), rowActions)]}
          emptyText={t('empty.todo')}
        />
      </section>
      {batching && (
        <BatchApproveModal
          rows={selection.selected}
          allowed={allowBatch}
          onClose={() => setBatching(false)}
          onDone={selection.clear}
        />
      )}
    </>
  );
}

function DoneList({ tools }: { tools: ReactNode }) {
  const { t } = useTranslation(CENTRE_NS);
  const list = useFilteredList(doneFilters);
  const page = useDonePage(list.query);
  usePageInRange(list, page.data);
  const open = useOpenDetail();
  const rowActions = useGrantedActions<RowAction<DoneRow>>([
    { key: 'detail', label: t('action.detail'), onClick: open },
  ]);
  const columns: (ListColumn<DoneRow> | null)[] = [
    ...taskColumns<DoneRow>(t),
    {
      title: t('column.taskStatus'),
      key: 'status',
      render: (status: DoneRow['status']) => <TaskStatusTag status={status} />,
    },
    {
      title: t('column.status'),
      key: 'instanceStatus',
      render: (status: string) => <InstanceStatusTag status={status} />,
    },
    { title: t('column.actedAt'), key: 'actedAt', render: formatDateTime },
    rowActionsColumn(t('column.actions'), rowActions),
  ];
  return (
    <>
      <ListFilterPanel list={list}>
        <InstanceFilterItems />
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar tools={tools} />
        <ListTable<DoneRow>
          list={list}
          page={page}
          rowKey="taskId"
          columns={columns}
          emptyText={t('empty.done')}
        />
      </section>
    </>
  );
}

/** The columns 待办 and 已办 share. */
function taskColumns<Row extends TodoRow>(
  t: ReturnType<typeof useTranslation<typeof CENTRE_NS>>['t'],
): ListColumn<Row>[] {
  return [
    ...numberAndProcessColumns<Row>(t, (row) => row.instanceId),
    {
      title: t('column.initiator'),
      key: 'initiator',
      render: (initiator: TodoRow['initiator'], row) => (
        <>
          {initiator.name}
          {row.onBehalfOf && (
            <Tag style={{ marginInlineStart: 4 }}>
              {t('column.onBehalfOf', { name: row.onBehalfOf.name })}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('column.nodeName'), key: 'nodeName' },
    { title: t('column.summary'), key: 'summary', truncate: true, responsive: NOT_ON_PHONE },
    { title: t('column.arrivedAt'), key: 'createTime', render: formatDateTime },
  ];
}

/** 批量同意: one request for the selected tasks; the answer says how many passed and why others did not. */
function BatchApproveModal({
  rows: selected,
  allowed,
  onClose,
  onDone,
}: {
  rows: TodoRow[];
  allowed: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const [form] = Form.useForm<{ comment?: string }>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  // The selection clears once sent; the answer still names the requests it refused.
  const [rows] = useState(selected);
  const refresh = useRefreshApprovals();
  const numberOf = (taskId: number) => rows.find((row) => row.taskId === taskId)?.instanceNo ?? `#${taskId}`;

  const submit = async ({ comment }: { comment?: string }) => {
    setBusy(true);
    try {
      setResult(
        await batchApprove({ taskIds: rows.map((row) => row.taskId), comment: comment?.trim() ?? '' }),
      );
      onDone();
      await refresh();
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('batch.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={result ? undefined : t('action.batchApprove')}
      onOk={() => (result ? onClose() : form.submit())}
      okButtonProps={{
        loading: busy,
        disabled: !result && (!allowed || rows.length === 0),
        'data-testid': 'batch-ok',
      }}
      cancelButtonProps={result ? { style: { display: 'none' } } : undefined}
    >
      {result ? (
        <div data-testid="batch-result">
          <Alert
            type={result.refused.length > 0 ? 'warning' : 'success'}
            showIcon
            title={t('batch.result', { approved: result.approved })}
            description={
              result.refused.length > 0 && (
                <>
                  {t('batch.refused', { count: result.refused.length })}
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {result.refused.map((refusal) => (
                      <li key={refusal.taskId}>
                        {numberOf(refusal.taskId)}：{refusal.message}
                      </li>
                    ))}
                  </ul>
                </>
              )
            }
          />
        </div>
      ) : (
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Typography.Paragraph>
            {allowed ? t('batch.selected', { count: rows.length }) : t('batch.notAllowed')}
          </Typography.Paragraph>
          <Form.Item name="comment" label={t('batch.comment')}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
