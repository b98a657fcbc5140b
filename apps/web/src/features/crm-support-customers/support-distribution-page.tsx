import { crmSupportCustomersApi, nextInTurn, type SupportDistributionGroup } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { listPagination } from '../../resources/list-pagination';
import { useInvalidateSupportCustomers, useSupportDistribution } from './support-customer-queries';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';
import { SupportDistributionTabs } from './support-distribution-tabs';

/** 售后分配 (/customer/support/distribution): the groups' auto distribution and 班组管理 as tabs. */
export function SupportDistributionPage() {
  return <SupportDistributionTabs distribution={<SupportDistribution />} />;
}

/** One card per support group: the auto-distribution switch, members with work status and load. */
function SupportDistribution() {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const groups = useSupportDistribution();
  if (groups.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if ((groups.data ?? []).length === 0) return <Empty description={t('distribution.empty')} />;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Alert type="info" showIcon message={t('distribution.hint')} />
      {groups.data!.map((group) => (
        <GroupCard key={group.groupId} group={group} />
      ))}
    </div>
  );
}

function GroupCard({ group }: { group: SupportDistributionGroup }) {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const canSwitch = useGranted(group.enabled ? 'supportDistribution:disable' : 'supportDistribution:enable');
  const invalidate = useInvalidateSupportCustomers();
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      const endpoint = group.enabled
        ? crmSupportCustomersApi.supportDistributionDisable
        : crmSupportCustomersApi.supportDistributionEnable;
      await callEndpoint(endpoint, { params: { groupId: group.groupId } });
      showMessage('success', t('distribution.switched'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };
  const confirm = group.enabled ? 'distribution.disableConfirm' : 'distribution.enableConfirm';
  // Who the next distributed support customer goes to, by the server's own rule.
  const next = group.enabled
    ? nextInTurn(
        group.members.map(({ userId, memberEnabled }) => ({ userId, available: memberEnabled })),
        group.cursorUserId,
      )
    : null;
  return (
    <Card
      title={group.name}
      extra={
        <Popconfirm title={t(confirm, { name: group.name })} onConfirm={toggle} disabled={!canSwitch}>
          <span>
            {t('distribution.enabled')}{' '}
            <Switch
              checked={group.enabled}
              loading={saving}
              disabled={!canSwitch}
              checkedChildren={t('distribution.on')}
              unCheckedChildren={t('distribution.off')}
            />
          </span>
        </Popconfirm>
      }
    >
      <Table
        rowKey="userId"
        size="small"
        dataSource={group.members}
        locale={{ emptyText: <Empty description={t('distribution.noMembers')} /> }}
        pagination={listPagination({ total: group.members.length, pageSize: 10 })}
        columns={[
          {
            title: t('distribution.member'),
            dataIndex: 'name',
            render: (name: string, member) =>
              member.userId === next ? (
                <>
                  {name} <Tag color="purple">{t('distribution.next')}</Tag>
                </>
              ) : (
                name
              ),
          },
          {
            title: t('distribution.workStatus'),
            dataIndex: 'memberEnabled',
            width: 140,
            render: (on: boolean) =>
              on ? (
                <Tag color="green">{t('distribution.working')}</Tag>
              ) : (
                <Tag>{t('distribution.resting')}</Tag>
              ),
          },
          { title: t('distribution.load'), dataIndex: 'load', width: 140 },
        ]}
      />
    </Card>
  );
}
