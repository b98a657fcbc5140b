import * as api from '@atrium/contract/endpoints/workorder-settings';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { EnabledSwitch } from './enabled-switch';
import { PriorityFormModal } from './priority-form-modal';
import { PriorityMark } from './priority-mark';
import { rowsPage } from './rows-page';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings, useWorkOrderPriorities } from './workorder-settings-queries';

type Row = api.WorkOrderPriorityRow;

/** The priority list's page in the URL, beside the screen's tab (`priority.pageNum`). */
const priorityListState = defineListFilters({}, { prefix: 'priority.' });

/** 工单设置 › 优先级: the levels in their order, each shown in its colour; one is the default. */
export function PriorityListPanel() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const list = useFilteredList(priorityListState);
  const priorities = useWorkOrderPriorities();
  const page = rowsPage(priorities, list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateWorkOrderSettings();
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);

  const remove = async (priority: Row) => {
    await callEndpoint(api.workOrderPriorityDelete, { params: { id: priority.id } });
    showMessage('success', t('common.deleted'));
    await invalidate();
  };
  const rowActions = useGrantedActions<RowAction<Row>>([
    { key: 'edit', label: t('common.edit'), oper: 'update', onClick: (priority) => setEditing(priority) },
    // The default cannot go (the server refuses it too): another must be made the default first.
    deleteRowAction<Row>(
      t('common.delete'),
      (priority) => t('priority.deleteConfirm', { name: priority.name }),
      remove,
      {
        shownFor: (priority) => !priority.isDefault,
      },
    ),
  ]);

  return (
    <div data-testid="workorder-priorities">
      <ListToolbar>
        <ToolbarActions actions={[createToolbarAction(t('priority.add'), () => setEditing(null))]} />
      </ListToolbar>
      <ListTable<Row>
        list={list}
        page={page}
        emptyText={t('priority.empty')}
        columns={[
          {
            title: t('common.name'),
            key: 'name',
            render: (name: string, priority: Row) => (
              <>
                <PriorityMark priority={{ name, color: priority.color }} />
                {priority.isDefault ? (
                  <Tag color="blue" style={{ marginInlineStart: 8 }}>
                    {t('priority.defaultTag')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          { title: t('common.code'), key: 'code' },
          { title: t('priority.color'), key: 'color' },
          { title: t('common.sort'), key: 'sort' },
          {
            title: t('common.enabled'),
            key: 'enabled',
            render: (_: boolean, priority: Row) => (
              <EnabledSwitch
                label={t('common.enabled')}
                enabled={priority.enabled}
                locked={priority.isDefault}
                confirm={t(priority.enabled ? 'priority.disableConfirm' : 'priority.enableConfirm', {
                  name: priority.name,
                })}
                onSwitch={(enabled) =>
                  callEndpoint(api.workOrderPrioritySetEnabled, {
                    params: { id: priority.id },
                    body: { enabled },
                  })
                }
              />
            ),
          },
          rowActionsColumn(t('common.actions'), rowActions),
        ]}
      />
      <PriorityFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
