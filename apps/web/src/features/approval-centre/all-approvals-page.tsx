import { type AnswerOf, flwApi } from '@atrium/contract';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApprovalsLive } from '../../resources/approvals/approval-queries';
import { type RowAction, rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { useDictLabel } from '../../resources/use-dict-label';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CENTRE_NS } from './approval-centre-i18n';
import { useAllInstancePage } from './centre-queries';
import { approvalDetailPath } from './detail-path';
import { instanceColumns } from './instance-columns';
import { InstanceFilterItems } from './instance-filter-items';
import {
  APPROVAL_CATEGORY_DICT,
  initiatorFilter,
  instanceFilterControls,
  statusFilter,
} from './instance-filters';

type AllRow = AnswerOf<typeof flwApi.allInstancePage>['list'][number];

const allFilters = defineListFilters({ ...instanceFilterControls, ...statusFilter, ...initiatorFilter });

/** 全部审批 (/approval/all): every instance of the organization, for administrators, with 导出. */
export function AllApprovalsPage() {
  const { t } = useTranslation(CENTRE_NS);
  const list = useFilteredList(allFilters);
  const page = useAllInstancePage(list.query);
  usePageInRange(list, page.data);
  useApprovalsLive();
  const navigate = useNavigate();
  const categoryLabel = useDictLabel(APPROVAL_CATEGORY_DICT);
  const rowActions = useGrantedActions<RowAction<AllRow>>([
    { key: 'detail', label: t('action.detail'), onClick: (row) => navigate(approvalDetailPath(row.id)) },
  ]);
  const columns: (ListColumn<AllRow> | null)[] = [
    ...instanceColumns<AllRow>(t, categoryLabel, [
      {
        title: t('column.initiator'),
        key: 'initiator',
        render: (initiator: AllRow['initiator']) => initiator.name,
      },
    ]),
    rowActionsColumn(t('column.actions'), rowActions),
  ];
  return (
    <div data-testid="approval-all">
      <ListFilterPanel list={list}>
        <InstanceFilterItems withStatus />
        <Form.Item name="initiatorId" label={t('filter.initiator')}>
          <ReferencePicker source="user" allowClear placeholder={t('filter.initiatorPlaceholder')} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ListExportButton endpoint={flwApi.allInstanceExport} filters={withoutPaging(list.query)} />
        </ListToolbar>
        <ListTable<AllRow> list={list} page={page} columns={columns} emptyText={t('empty.all')} />
      </section>
    </div>
  );
}
