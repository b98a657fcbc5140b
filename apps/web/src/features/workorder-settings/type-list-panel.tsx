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
import { rowsPage } from './rows-page';
import { TypeFormDrawer } from './type-form-drawer';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings, useWorkOrderTypes } from './workorder-settings-queries';

type Row = api.WorkOrderTypeRow;

/** The type list's page in the URL, beside the screen's tab (`type.pageNum`). */
const typeListState = defineListFilters({}, { prefix: 'type.' });

/** 工单设置 › 工单类型: each type with its group, reopen window, extra states and fields. */
export function TypeListPanel() {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const list = useFilteredList(typeListState);
  const types = useWorkOrderTypes();
  const page = rowsPage(types, list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateWorkOrderSettings();
  /** null adds, a row edits, undefined is closed. */
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);

  const remove = async (type: Row) => {
    await callEndpoint(api.workOrderTypeDelete, { params: { id: type.id } });
    showMessage('success', t('common.deleted'));
    await invalidate();
  };
  const rowActions = useGrantedActions<RowAction<Row>>([
    { key: 'edit', label: t('common.edit'), oper: 'update', onClick: (type) => setEditing(type) },
    deleteRowAction<Row>(t('common.delete'), (type) => t('type.deleteConfirm', { name: type.name }), remove),
  ]);

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
