import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { crmAssignmentApi, type DistributionObjectRow } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { useSession } from '../../platform/session/session-store';
import { listPagination } from '../../resources/list-pagination';
import '../../resources/resource-list.css';
import { AddObjectsModal } from './add-objects-modal';
import { AssignPoolModal } from './assign-pool-modal';
import { useDistributionObjects, useInvalidateAssignment } from './assignment-queries';
import { CUSTOMER_ASSIGNMENT_NS } from './customer-assignment-i18n';

/** 客户分配 (/customer/assignment). */
export function CustomerAssignmentPage() {
  return (
    <ScreenQueryProvider>
      <CustomerAssignment />
    </ScreenQueryProvider>
  );
}

/**
 * The distribution objects (add, remove after confirmation) and, for a signed-in distribution
 * object (the session's userDistribution flag), the bulk assignment of pool customers.
 */
function CustomerAssignment() {
  const { t } = useTranslation(CUSTOMER_ASSIGNMENT_NS);
  const can = useAction();
  const isObject = useSession((state) => state.distribution) === true;
  const objects = useDistributionObjects();
  const invalidate = useInvalidateAssignment();
  const [adding, setAdding] = useState(false);
  const [assigning, setAssigning] = useState(false);

  const remove = async (row: DistributionObjectRow) => {
    await callEndpoint(crmAssignmentApi.distributionObjectRemove, { params: { userId: row.userId } });
    showMessage('success', t('list.removed'));
    await invalidate();
  };
  const columns: TableProps<DistributionObjectRow>['columns'] = [
    { title: t('field.name'), dataIndex: 'name' },
    { title: t('field.username'), dataIndex: 'username' },
    { title: t('field.department'), dataIndex: 'departmentName', render: (name: string) => name || '-' },
  ];
  if (can(['delete']))
    columns.push({
      key: 'actions',
      title: t('action.actions'),
      width: 1,
      render: (_value, row) => (
        <Popconfirm
          title={t('list.removeConfirm', { name: row.name })}
          onConfirm={() => remove(row).catch(() => {})}
        >
          <Button type="link" size="small" danger>
            {t('action.remove')}
          </Button>
        </Popconfirm>
      ),
    });

  return (
    <div className="resource-list" data-testid="customer-assignment">
      <Alert
        type={isObject ? 'info' : 'warning'}
        showIcon
        message={isObject ? t('list.hint') : t('list.notObject')}
        style={{ marginBottom: 16 }}
      />
      <Space style={{ marginBottom: 16 }}>
        <Action code="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        </Action>
        {isObject && (
          <Action code="edit">
            <Button onClick={() => setAssigning(true)}>{t('list.assign')}</Button>
          </Action>
        )}
      </Space>
      <Table<DistributionObjectRow>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={objects.data ?? []}
        loading={objects.isFetching}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={listPagination({ total: objects.data?.length ?? 0, pageSize: 10 })}
      />
      <AddObjectsModal
        open={adding}
        existing={(objects.data ?? []).map(({ userId }) => userId)}
        onClose={() => setAdding(false)}
      />
      <AssignPoolModal open={assigning} onClose={() => setAssigning(false)} />
    </div>
  );
}
