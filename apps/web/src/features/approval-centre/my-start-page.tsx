import type { ApprovalInstanceRow, InstanceDetail } from '@atrium/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showMessage } from '../../platform/feedback/feedback';
import {
  approvalActions,
  useApprovalsLive,
  useRefreshApprovals,
} from '../../resources/approvals/approval-queries';
import { ResubmitModal } from '../../resources/approvals/resubmit-modal';
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
import { useDictLabel } from '../../resources/use-dict-label';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CENTRE_NS } from './approval-centre-i18n';
import './approval-centre.css';
import { loadInstance, useMyStartedPage } from './centre-queries';
import { approvalDetailPath } from './detail-path';
import { instanceColumns } from './instance-columns';
import { InstanceFilterItems } from './instance-filter-items';
import { APPROVAL_CATEGORY_DICT, instanceFilterControls, statusFilter } from './instance-filters';
import { StartApprovalModal } from './start-approval-modal';

const myStartFilters = defineListFilters({ ...instanceFilterControls, ...statusFilter });

/** 我发起的 (/approval/myStart): the caller's requests; 发起审批, 撤回 and 重新提交. */
export function MyStartPage() {
  const { t } = useTranslation(CENTRE_NS);
  const list = useFilteredList(myStartFilters);
  const page = useMyStartedPage(list.query);
  usePageInRange(list, page.data);
  useApprovalsLive();
  const refresh = useRefreshApprovals();
  const navigate = useNavigate();
  const categoryLabel = useDictLabel(APPROVAL_CATEGORY_DICT);
  const [starting, setStarting] = useState(false);
  const [resubmitting, setResubmitting] = useState<InstanceDetail | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const openResubmit = async (row: ApprovalInstanceRow) => {
    setBusy(row.id);
    try {
      setResubmitting(await loadInstance(row.id));
    } finally {
      setBusy(null);
    }
  };

  const rowActions = useGrantedActions<RowAction<ApprovalInstanceRow>>([
    { key: 'detail', label: t('action.detail'), onClick: (row) => navigate(approvalDetailPath(row.id)) },
    {
      key: 'withdraw',
      label: t('action.withdraw'),
      oper: 'add',
      confirm: (row) => t('confirm.withdraw', { no: row.instanceNo }),
      shownFor: (row) => row.status === 'running',
      onClick: async (row) => {
        try {
          await approvalActions.withdraw(row.id);
          showMessage('success', t('done.withdraw'));
        } finally {
          await refresh();
        }
      },
    },
    {
      key: 'resubmit',
      label: t('action.resubmit'),
      oper: 'add',
      opens: true,
      shownFor: (row) => row.status === 'rejected' || row.status === 'withdrawn',
      busyFor: (row) => busy === row.id,
      onClick: openResubmit,
    },
  ]);

  const columns: (ListColumn<ApprovalInstanceRow> | null)[] = [
    ...instanceColumns<ApprovalInstanceRow>(t, categoryLabel, [
      {
        title: t('column.currentNode'),
        key: 'currentNodeNames',
        responsive: NOT_ON_PHONE,
        render: (names: string[]) => names.join('、') || '-',
      },
    ]),
    rowActionsColumn(t('column.actions'), rowActions),
  ];

  return (
    <div data-testid="approval-my-start">
      <ListFilterPanel list={list}>
        <InstanceFilterItems withStatus />
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              {
                key: 'start',
                label: t('action.start'),
                oper: 'add',
                primary: true,
                onClick: () => setStarting(true),
              },
            ]}
          />
        </ListToolbar>
        <ListTable<ApprovalInstanceRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('empty.myStart')}
        />
      </section>
      {starting && <StartApprovalModal onClose={() => setStarting(false)} onStarted={refresh} />}
      {resubmitting && (
        <ResubmitModal detail={resubmitting} onClose={() => setResubmitting(null)} onDone={refresh} />
      )}
    </div>
  );
}
