import { crmAssignmentApi, type DistributionObjectRow } from '@atrium/contract';
import Alert from 'antd/es/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useSession } from '../../platform/session/session-store';
import { browserPage } from '../../resources/browser-page';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { runListWrite } from '../../resources/list-write';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { AddObjectsModal } from './add-objects-modal';
import { AssignPoolModal } from './assign-pool-modal';
import { useDistributionObjects, useInvalidateAssignment } from './assignment-queries';
import { CUSTOMER_ASSIGNMENT_NS } from './customer-assignment-i18n';

/** The distribution objects' page and size in the URL (the endpoint answers them all: paged here). */
const objectListState = defineListFilters({});

/** 客户分配 (/customer/assignment). */
export function CustomerAssignmentPage() {
  const { t } = useTranslation(CUSTOMER_ASSIGNMENT_NS);
  const isObject = useSession((state) => state.distribution) === true;
  const list = useFilteredList(objectListState);
  const objects = useDistributionObjects();
  const page = browserPage(objects, list.state);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateAssignment();
  const [adding, setAdding] = useState(false);
  const [assigning, setAssigning] = useState(false);

  const remove = (row: DistributionObjectRow) =>
    runListWrite(
      () => callEndpoint(crmAssignmentApi.distributionObjectRemove, { params: { userId: row.userId } }),
      t('list.removed'),
      invalidate,
    );
  const rowActions = useGrantedActions<RowAction<DistributionObjectRow>>([
    deleteRowAction(t('action.remove'), (row) => t('list.removeConfirm', { name: row.name }), remove, {
      key: 'remove',
    }),
  ]);
  const columns: (ListColumn<DistributionObjectRow> | null)[] = [
    { title: t('field.name'), key: 'name' },
    { title: t('field.username'), key: 'username' },
    { title: t('field.department'), key: 'departmentName', render: (name: string) => name || '-' },
    rowActionsColumn(t('action.actions'), rowActions),
  ];

  return (
    <section className="atrium-panel" data-testid="customer-assignment">
      <Alert
        type={isObject ? 'info' : 'warning'}
        showIcon
        title={isObject ? t('list.hint') : t('list.notObject')}
        style={{ marginBottom: 16 }}
      />
      <ListToolbar>
        <ToolbarActions
          actions={[
            createToolbarAction(t('list.add'), () => setAdding(true)),
            isObject && {
              key: 'assign',
              label: t('list.assign'),
              oper: 'edit',
              onClick: () => setAssigning(true),
            },
          ]}
        />
      </ListToolbar>
      <ListTable<DistributionObjectRow>
        list={list}
        page={page}
        rowKey="userId"
        columns={columns}
        emptyText={t('list.empty')}
      />
      <AddObjectsModal
        open={adding}
        existing={(objects.data ?? []).map(({ userId }) => userId)}
        onClose={() => setAdding(false)}
      />
      <AssignPoolModal open={assigning} onClose={() => setAssigning(false)} />
    </section>
  );
}
