import { crmSupportGroupsApi, type SupportGroupAdminMember, type SupportGroupRow } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { listPagination } from '../../resources/list-pagination';
import {
  useInvalidateSupportGroups,
  useSupportGroupCandidates,
  useSupportGroupMembers,
} from './support-group-queries';
import { SUPPORT_GROUPS_NS } from './support-groups-i18n';

/** The members of one group: add members of the organization (moving them from another group), remove. */
export function SupportGroupMembersDrawer({
  group,
  onClose,
}: {
  group: SupportGroupRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(SUPPORT_GROUPS_NS);
  const members = useSupportGroupMembers(group?.id);
  const invalidate = useInvalidateSupportGroups();
  const can = useAction();

  const removeMember = async (member: SupportGroupAdminMember) => {
    try {
      await callEndpoint(crmSupportGroupsApi.supportGroupRemoveMember, {
        params: { id: group!.id, userId: member.userId },
      });
      showMessage('success', t('members.removed'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  return (
    <Drawer
      open={group !== undefined}
      title={group ? t('members.title', { name: group.name }) : ''}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      {group && can('update') && <AddMembers groupId={group.id} />}
      <Table<SupportGroupAdminMember>
        rowKey="userId"
        size="small"
        loading={members.isFetching}
        dataSource={members.data ?? []}
        locale={{ emptyText: members.isPending ? ' ' : <Empty description={t('members.empty')} /> }}
        pagination={listPagination({ total: members.data?.length ?? 0 })}
        columns={[
          { title: t('members.name'), dataIndex: 'name' },
          { title: t('members.department'), dataIndex: 'departmentName' },
          {
            title: t('members.workStatus'),
            dataIndex: 'memberEnabled',
            width: 110,
            render: (on: boolean) =>
              on ? <Tag color="green">{t('members.working')}</Tag> : <Tag>{t('members.resting')}</Tag>,
          },
          {
            title: t('members.actions'),
            key: 'actions',
            width: 90,
            render: (_, member) => (
              <Action code="update">
                <Popconfirm
                  title={t('members.removeConfirm', { name: member.name })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removeMember(member)}
                >
                  <Button type="link" size="small" danger>
                    {t('members.remove')}
                  </Button>
                </Popconfirm>
              </Action>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

/** The picker of organization members; those in another group say which (adding moves them). */
function AddMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation(SUPPORT_GROUPS_NS);
  const candidates = useSupportGroupCandidates(true);
  const invalidate = useInvalidateSupportGroups();
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  const add = async () => {
    if (picked.length === 0) {
      showMessage('warning', t('members.pickRequired'));
      return;
    }
    setSaving(true);
    try {
      const result = await callEndpoint(crmSupportGroupsApi.supportGroupAddMembers, {
        params: { id: groupId },
        body: { userIds: picked },
      });
      showMessage('success', t('members.added', result));
      setPicked([]);
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ marginBottom: 16 }}>
      <Alert type="info" showIcon title={t('members.moveHint')} style={{ marginBottom: 12 }} />
      <Space.Compact style={{ width: '100%' }}>
        <Select
          mode="multiple"
          allowClear
          value={picked}
          onChange={setPicked}
          placeholder={t('members.pick')}
          aria-label={t('members.pick')}
          optionFilterProp="label"
          loading={candidates.isPending}
          style={{ flex: 1 }}
          options={(candidates.data ?? [])
            .filter((person) => person.groupId !== groupId)
            .map((person) => ({
              value: person.userId,
              label: [
                person.departmentName ? `${person.name}（${person.departmentName}）` : person.name,
                person.groupId === null ? '' : ` · ${t('members.inGroup', { group: person.groupName })}`,
              ].join(''),
            }))}
        />
        <Button type="primary" loading={saving} onClick={add}>
          {t('members.add')}
        </Button>
      </Space.Compact>
    </div>
  );
}
