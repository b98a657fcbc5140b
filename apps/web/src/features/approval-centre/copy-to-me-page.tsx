import type { AnswerOf, flwApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApprovalsLive, useRefreshApprovals } from '../../resources/approvals/approval-queries';
import { InstanceStatusTag } from '../../resources/approvals/approval-status-tag';
import { formatDateTime } from '../../resources/format-date-time';
import {
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { useListSelection } from '../../resources/use-list-selection';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CENTRE_NS } from './approval-centre-i18n';
import { markCcRead, useCcPage } from './centre-queries';
import { approvalDetailPath } from './detail-path';
import { numberAndProcessColumns } from './instance-columns';
import { InstanceFilterItems } from './instance-filter-items';
import { instanceFilterControls, readFilter } from './instance-filters';

type CcRow = AnswerOf<typeof flwApi.ccPage>['list'][number];

const ccFilters = defineListFilters({ ...instanceFilterControls, ...readFilter });

/** 抄送我的 (/approval/copyToMe): copies sent to the caller, read or unread; 标为已读 on a selection. */
export function CopyToMePage() {
  const { t } = useTranslation(CENTRE_NS);
  const list = useFilteredList(ccFilters);
  const page = useCcPage(list.query);
  usePageInRange(list, page.data);
  useApprovalsLive();
  const refresh = useRefreshApprovals();
  const selection = useListSelection<CcRow>(list.search);
  const navigate = useNavigate();
  const rowActions = useGrantedActions<RowAction<CcRow>>([
    {
      key: 'detail',
      label: t('action.detail'),
      onClick: (row) => navigate(approvalDetailPath(row.instanceId)),
    },
  ]);
  const unreadSelected = selection.selected.filter((row) => !row.read);

  const columns: (ListColumn<CcRow> | null)[] = [
    ...numberAndProcessColumns<CcRow>(t, (row) => row.instanceId),
    {
      title: t('column.initiator'),
      key: 'initiator',
      render: (initiator: CcRow['initiator']) => initiator.name,
    },
    {
      title: t('column.status'),
      key: 'instanceStatus',
      render: (status: string) => <InstanceStatusTag status={status} />,
    },
    {
      title: t('column.read'),
      key: 'read',
      render: (read: boolean) => (
        <Tag color={read ? 'default' : 'blue'} data-testid="cc-read">
          {t(`read.${read}`)}
        </Tag>
      ),
    },
    { title: t('column.ccTime'), key: 'createTime', render: formatDateTime },
    rowActionsColumn(t('column.actions'), rowActions),
  ];

  return (
    <div data-testid="approval-copy-to-me">
      <ListFilterPanel list={list}>
        <InstanceFilterItems />
        <Form.Item name="read" label={t('filter.read')}>
          <Select
            allowClear
            placeholder={t('filter.readPlaceholder')}
            style={{ width: 110 }}
            options={(['false', 'true'] as const).map((value) => ({ value, label: t(`read.${value}`) }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              unreadSelected.length > 0 && {
                key: 'markRead',
                label: t('action.markRead'),
                oper: 'query',
                onClick: () =>
                  runListWrite(
                    async () => {
                      await markCcRead(unreadSelected.map((row) => row.id));
                      selection.clear();
                    },
                    t('done.markRead'),
                    refresh,
                  ),
              },
            ]}
          />
        </ListToolbar>
        <ListTable<CcRow>
          list={list}
          page={page}
          selection={selection}
          columns={columns}
          emptyText={t('empty.cc')}
        />
      </section>
    </div>
  );
}
