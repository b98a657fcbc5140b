import * as api from '@atrium/contract/endpoints/workorder-settings';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { createToolbarAction, rowActionsColumn, ToolbarActions } from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { EnabledSwitch } from './enabled-switch';
import { PriorityFormModal } from './priority-form-modal';
import { PriorityMark } from './priority-mark';
import { useSettingsList } from './settings-list';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useWorkOrderPriorities } from './workorder-settings-queries';

type Row = api.WorkOrderPriorityRow;

/** The priority list's page in the URL, beside the screen's tab (`priority.pageNum`). */
const priorityListState = defineListFilters({}, { prefix: 'priority.' });

/** 工单设置 › 优先级: the levels in their order, each shown in its colour; one is the default. */
export function PriorityListPanel() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const { list, page, rowActions, editing, setEditing } = useSettingsList({
    filters: priorityListState,
    rows: useWorkOrderPriorities(),
    remove: (id) => callEndpoint(api.workOrderPriorityDelete, { params: { id } }),
    deleteConfirm: (priority) => t('priority.deleteConfirm', { name: priority.name }),
    // The default cannot go (the server refuses it too): another must be made the default first.
    deletable: (priority) => !priority.isDefault,
  });

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
