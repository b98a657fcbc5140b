import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { crmPrivateSeaApi, type PrivateSeaRule } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Table, { type TableProps } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { listPagination } from '../../resources/list-pagination';
import { PRIVATE_SEA_NS } from './private-sea-i18n';
import { ruleDetailPath, useInvalidatePrivateSea, useRules } from './private-sea-queries';
import { RecallPreviewPanel } from './recall-preview-panel';
import { countText, daysText, recallText } from './rule-limits';

/** 私海规则 (/customer/privateSea/ruleList): the rules, on/off switches, and tomorrow's recall preview. */
export function PrivateSeaRuleListPage() {
  return (
    <ScreenQueryProvider>
      <PrivateSeaRuleList />
      <RecallPreviewPanel />
    </ScreenQueryProvider>
  );
}

const api = crmPrivateSeaApi;

function PrivateSeaRuleList() {
  const { t } = useTranslation(PRIVATE_SEA_NS);
  const navigate = useNavigate();
  const can = useAction();
  const [name, setName] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [busyId, setBusyId] = useState<number | null>(null);
  const rules = useRules({ name, ...paging });
  const invalidate = useInvalidatePrivateSea();

  /** Runs one write on a row, then refreshes the list and the preview (a rule change moves it). */
  const write = async (id: number, work: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await work();
      showMessage('success', done);
      await invalidate();
    } catch (error) {
      showMessage('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };
  const toggle = (rule: PrivateSeaRule, enabled: boolean) =>
    write(
      rule.id,
      () =>
        callEndpoint(enabled ? api.privateSeaRuleEnable : api.privateSeaRuleDisable, {
          params: { id: rule.id },
        }),
      t(enabled ? 'list.enabledOn' : 'list.enabledOff'),
    );
  const remove = (rule: PrivateSeaRule) =>
    write(
      rule.id,
      () => callEndpoint(api.privateSeaRuleDelete, { params: { id: rule.id } }),
      t('list.deleted'),
    );

  const columns: TableProps<PrivateSeaRule>['columns'] = [
    { title: t('column.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('column.scope'),
      dataIndex: 'departmentName',
      width: 130,
      render: (department: string) => department || t('scope.default'),
    },
    { title: t('column.maxHeld'), dataIndex: 'maxHeld', width: 100, render: (value) => countText(t, value) },
    { title: t('column.recall'), key: 'recall', width: 230, render: (_, rule) => recallText(t, rule) },
    {
      title: t('column.remind'),
      dataIndex: 'remindDaysBefore',
      width: 100,
      render: (value) => daysText(t, value),
    },
    {
      title: t('column.cooldown'),
      dataIndex: 'reclaimCooldownDays',
      width: 110,
      render: (value) => daysText(t, value),
    },
    {
      title: t('column.dailyClaim'),
      dataIndex: 'dailyClaimLimit',
      width: 120,
      render: (value) => countText(t, value),
    },
    {
      title: t('column.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean, rule) => (
        <Switch
          size="small"
          checked={enabled}
          loading={busyId === rule.id}
          disabled={!can(enabled ? 'disable' : 'enable')}
          onChange={(checked) => toggle(rule, checked)}
          aria-label={rule.name}
        />
      ),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 130,
      render: (_, rule) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(ruleDetailPath(rule.id))}>
            {t('action.edit')}
          </Button>
          {can('delete') && (
            <Popconfirm
              title={t('list.deleteConfirm', { name: rule.name })}
              onConfirm={() => remove(rule)}
              okButtonProps={{ danger: true }}
            >
              <Button type="link" size="small" danger>
                {t('action.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className="atrium-panel" data-testid="private-sea-rules">
      <div style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('list.search')}
          style={{ width: 240 }}
          onSearch={(value) => {
            setName(value.trim() || undefined);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        />
        <Action code="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            style={{ marginLeft: 'auto' }}
            onClick={() => navigate(ruleDetailPath('new'))}
          >
            {t('list.add')}
          </Button>
        </Action>
      </div>
      <Table<PrivateSeaRule>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules.data?.list ?? []}
        loading={rules.isLoading}
        pagination={listPagination(
          { pageNum: paging.pageNum, pageSize: paging.pageSize, total: rules.data?.total ?? 0 },
          (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        )}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        scroll={{ x: 1000 }}
      />
    </section>
  );
}
