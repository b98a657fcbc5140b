import * as api from '@atrium/contract/endpoints/workorder-settings';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { createToolbarAction, rowActionsColumn, ToolbarActions } from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { EnabledSwitch } from './enabled-switch';
import { useSettingsList } from './settings-list';
import { TypeFormDrawer } from './type-form-drawer';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useWorkOrderTypes } from './workorder-settings-queries';

type Row = api.WorkOrderTypeRow;

/** The type list's page in the URL, beside the screen's tab (`type.pageNum`). */
const typeListState = defineListFilters({}, { prefix: 'type.' });

/** 工单设置 › 工单类型: each type with its group, reopen window, extra states and fields. */
export function TypeListPanel() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const { list, page, rowActions, editing, setEditing } = useSettingsList({
    filters: typeListState,
    rows: useWorkOrderTypes(),
    remove: (id) => callEndpoint(api.workOrderTypeDelete, { params: { id } }),
    deleteConfirm: (type) => t('type.deleteConfirm', { name: type.name }),
  });

  return (
    <div data-testid="workorder-types">
      <ListToolbar>
        <ToolbarActions actions={[createToolbarAction(t('type.add'), () => setEditing(null))]} />
      </ListToolbar>
      <ListTable<Row>
        list={list}
        page={page}
        emptyText={t('type.empty')}
        columns={[
          { title: t('common.name'), key: 'name' },
          { title: t('common.code'), key: 'code' },
          {
            title: t('type.group'),
            key: 'defaultGroupName',
            render: (name: string) => name || t('type.noGroup'),
          },
          {
            title: t('type.reopenDays'),
            key: 'reopenDays',
            render: (days: number) => t('type.reopenDaysValue', { days }),
          },
          {
            title: t('type.extraStates'),
            key: 'extraStates',
            render: (states: api.WorkOrderExtraState[]) =>
              states.length === 0
                ? t('type.extraStatesNone')
                : states.map((state) => <Tag key={state.code}>{state.name}</Tag>),
          },
          {
            title: t('type.fields'),
            key: 'form',
            render: (form: Row['form']) => t('type.fieldCount', { count: form?.fields.length ?? 0 }),
          },
          {
            title: t('common.enabled'),
            key: 'enabled',
            render: (_: boolean, type: Row) => (
              <EnabledSwitch
                label={t('common.enabled')}
                enabled={type.enabled}
                confirm={t(type.enabled ? 'type.disableConfirm' : 'type.enableConfirm', { name: type.name })}
                onSwitch={(enabled) =>
                  callEndpoint(api.workOrderTypeSetEnabled, { params: { id: type.id }, body: { enabled } })
                }
              />
            ),
          },
          rowActionsColumn(t('common.actions'), rowActions),
        ]}
      />
      <TypeFormDrawer editing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
