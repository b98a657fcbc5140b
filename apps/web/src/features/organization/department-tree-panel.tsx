import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { type DepartmentRow, hrmApi } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Tree from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { DepartmentFormModal, type DepartmentTarget } from './department-form-modal';
import { type DepartmentTreeItem, departmentTreeData } from './department-tree-data';
import './organization.css';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartments, useInvalidateOrganization } from './organization-queries';

interface DepartmentTreePanelProps {
  selectedId: number | null;
  onSelect: (department: DepartmentRow | null) => void;
}

/**
 * The department tree of 组织架构: select a department; add a sub-department, edit or delete one
 * from its row, each button only with its oper key (spec §6). Deleting asks first; the server says
 * why a department with sub-departments or staff stays.
 */
export function DepartmentTreePanel({ selectedId, onSelect }: DepartmentTreePanelProps) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const can = useAction();
  const departments = useDepartments();
  const invalidate = useInvalidateOrganization();
  const [editing, setEditing] = useState<DepartmentTarget | null>(null);
  const treeData = useMemo(() => departmentTreeData(departments.data ?? []), [departments.data]);

  const remove = async (row: DepartmentRow) => {
    try {
      await callEndpoint(hrmApi.departmentDelete, {
        params: { id: row.id },
        query: { version: row.version },
      });
      showMessage('success', t('common.deleted'));
      if (row.id === selectedId) onSelect(null);
      await invalidate();
    } catch {
      // The api client has shown the server's reason (sub-departments or staff left).
    }
  };

  const renderTitle = (item: DepartmentTreeItem) => {
    const row = item.department;
    return (
      <span className="atrium-department-node" data-testid={`department-node-${row.id}`}>
        <span>{row.name}</span>
        {!row.enabled && (
          <Tag style={{ marginInlineStart: 6 }} color="default">
            {t('department.off')}
          </Tag>
        )}
        <Space
          size={0}
          className="atrium-department-node-actions"
          onClick={(event) => event.stopPropagation()}
        >
          {can('add') && (
            <Tooltip title={t('department.addChild')}>
              <Button
                type="text"
                size="small"
                aria-label={t('department.addChild')}
                icon={<PlusOutlined />}
                onClick={() => setEditing({ mode: 'new', parentId: row.id })}
              />
            </Tooltip>
          )}
          {can('update') && (
            <Tooltip title={t('common.edit')}>
              <Button
                type="text"
                size="small"
                aria-label={t('common.edit')}
                icon={<EditOutlined />}
                onClick={() => setEditing({ mode: 'edit', row })}
              />
            </Tooltip>
          )}
          {can('delete') && (
            <Popconfirm
              title={t('department.deleteConfirm', { name: row.name })}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row)}
            >
              <Button
                type="text"
                size="small"
                danger
                aria-label={t('common.delete')}
                icon={<DeleteOutlined />}
              />
            </Popconfirm>
          )}
        </Space>
      </span>
    );
  };

  return (
    <div data-testid="department-tree">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <strong>{t('department.tree')}</strong>
        {can('add') && (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ mode: 'new', parentId: hrmApi.DEPARTMENT_ROOT_ID })}
          >
            {t('department.addTop')}
          </Button>
        )}
      </Space>
      {departments.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : treeData.length === 0 ? (
        <Empty description={t('department.none')} />
      ) : (
        <Tree<DepartmentTreeItem>
          blockNode
          showLine
          treeData={treeData}
          defaultExpandAll
          selectedKeys={selectedId === null ? [] : [selectedId]}
          onSelect={(_, { node, selected }) => onSelect(selected ? node.department : null)}
          titleRender={renderTitle}
        />
      )}
      {editing && (
        <DepartmentFormModal
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(row) => onSelect(row)}
        />
      )}
    </div>
  );
}
