import { crmSupportGroupsApi, type SupportGroupRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { createToolbarAction, ToolbarActions } from '../../resources/list-actions';
import { defineListFilters } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { SupportGroupFormModal } from './support-group-form-modal';
import { SupportGroupMembersDrawer } from './support-group-members-drawer';
import { useInvalidateSupportGroups, useSupportGroupPage } from './support-group-queries';
import { SUPPORT_GROUPS_NS } from './support-groups-i18n';

/** The group list's page in the URL, beside the screen's tab (`group.pageNum`). */
const groupListState = defineListFilters({}, { prefix: 'group.' });

/** 班组管理: the organization's support groups; writes need the 售后分配 add/update/delete opers. */
export function SupportGroupsPanel() {
  const { t } = useTranslation(SUPPORT_GROUPS_NS);
  const list = useFilteredList(groupListState);
  const groups = useSupportGroupPage(list.query);
  usePageInRange(list, groups.data);
  const can = useAction();
  const invalidate = useInvalidateSupportGroups();
  /** null adds, a row edits, undefined is closed. */
  const [editing, setEditing] = useState<SupportGroupRow | null | undefined>(undefined);
  const [membersOf, setMembersOf] = useState<SupportGroupRow | undefined>(undefined);
  const [switching, setSwitching] = useState<number | null>(null);

  const setEnabled = async (group: SupportGroupRow) => {
    setSwitching(group.id);
    try {
      await callEndpoint(crmSupportGroupsApi.supportGroupSetEnabled, {
        params: { id: group.id },
        body: { enabled: !group.enabled },
      });
      showMessage('success', t('list.switched'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSwitching(null);
    }
  };
  const remove = async (group: SupportGroupRow) => {
    try {
      await callEndpoint(crmSupportGroupsApi.supportGroupDelete, { params: { id: group.id } });
      showMessage('success', t('list.deleted'));
      await invalidate();
    } catch {
      // Shown by the api client (e.g. the group still handles support customers).
    }
  };

  return (
    <div data-testid="support-groups">
      <ListToolbar>
        <ToolbarActions actions={[createToolbarAction(t('list.add'), () => setEditing(null))]} />
      </ListToolbar>
      <ListTable<SupportGroupRow>
        list={list}
        page={groups}
        emptyText={t('list.empty')}
        scroll={undefined}
        columns={[
          { title: t('list.name'), key: 'name' },
          { title: t('list.leader'), key: 'leaderName', width: 140 },
          { title: t('list.members'), key: 'memberCount', width: 110 },
          { title: t('list.customers'), key: 'customerCount', width: 120 },
          { title: t('list.sort'), key: 'sort', width: 90 },
          {
            title: t('list.enabled'),
            key: 'enabled',
            width: 100,
            render: (enabled: boolean, group: SupportGroupRow) => (
              <Popconfirm
                title={t(enabled ? 'list.disableConfirm' : 'list.enableConfirm', { name: group.name })}
                onConfirm={() => setEnabled(group)}
                disabled={!can('update')}
              >
                <Switch
                  checked={enabled}
                  loading={switching === group.id}
                  disabled={!can('update')}
                  aria-label={t('list.enabled')}
                />
              </Popconfirm>
            ),
          },
          {
            title: t('list.actions'),
            key: 'actions',
            width: 200,
            render: (_: unknown, group: SupportGroupRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setMembersOf(group)}>
                  {t('list.editMembers')}
                </Button>
                <Action code="update">
                  <Button type="link" size="small" onClick={() => setEditing(group)}>
                    {t('list.edit')}
                  </Button>
                </Action>
                <Action code="delete">
                  {group.customerCount > 0 ? (
                    // The server refuses it too: its support customers would silently lose their group.
                    <Tooltip title={t('list.deleteBlocked', { count: group.customerCount })}>
                      <Button type="link" size="small" danger disabled>
                        {t('list.delete')}
                      </Button>
                    </Tooltip>
                  ) : (
                    <Popconfirm
                      title={t('list.deleteConfirm', { name: group.name })}
                      description={
                        group.memberCount > 0
                          ? t('list.deleteMembers', { count: group.memberCount })
                          : undefined
                      }
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(group)}
                    >
                      <Button type="link" size="small" danger>
                        {t('list.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Action>
              </Space>
            ),
          },
        ]}
      />
      <SupportGroupFormModal editing={editing} onClose={() => setEditing(undefined)} />
      <SupportGroupMembersDrawer group={membersOf} onClose={() => setMembersOf(undefined)} />
    </div>
  );
}
