import { type DepartmentRow, hrmApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { departmentTreeData } from './department-tree-data';
import { ORGANIZATION_NS } from './organization-i18n';
import { useDepartments, useEmployeeOptions, useInvalidateOrganization } from './organization-queries';

interface Values {
  parentId: number;
  name: string;
  sort: number;
  leaderEmployeeId: number | null;
  enabled: boolean;
}

/** A new department (under a parent, -1 for the top) or an existing one. */
export type DepartmentTarget = { mode: 'new'; parentId: number } | { mode: 'edit'; row: DepartmentRow };

const ROOT = hrmApi.DEPARTMENT_ROOT_ID;

/** 新增 / 编辑部门. The parent choices leave out the department itself and everything below it. */
export function DepartmentFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: DepartmentTarget;
  onClose: () => void;
  onSaved?: (row: DepartmentRow) => void;
}) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const numberRules = useNumberRules();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateOrganization();
  const departments = useDepartments();
  const leaders = useEmployeeOptions();
  const editing = target.mode === 'edit' ? target.row : null;

  const parentChoices = useMemo(
    () => [
      { key: ROOT, value: ROOT, title: t('department.top'), children: [] },
      ...departmentTreeData(departments.data ?? [], editing?.id),
    ],
    [departments.data, editing?.id, t],
  );
  const leaderOptions = useMemo(() => {
    const options = (leaders.data ?? []).map((employee) => ({
      value: employee.id,
      label: employee.departmentName ? `${employee.name}（${employee.departmentName}）` : employee.name,
    }));
    // A leader who has left is no longer offered, but still shows by name while they lead.
    const current = editing?.leaderEmployeeId;
    if (current && !options.some((option) => option.value === current))
      options.unshift({ value: current, label: editing.leaderName });
    return options;
  }, [leaders.data, editing]);
  const { saving, submit } = useFormSave<Values, DepartmentRow>({
    form,
    save: (values) => {
      const body = { ...values, name: values.name.trim(), leaderEmployeeId: values.leaderEmployeeId ?? null };
      return editing
        ? callEndpoint(hrmApi.departmentUpdate, {
            params: { id: editing.id },
            body: { ...body, version: editing.version },
          })
        : callEndpoint(hrmApi.departmentCreate, { body });
    },
    successMessage: t('common.saved'),
    onSaved: async (row) => {
      await invalidate();
      onClose();
      onSaved?.(row);
    },
  });
  const initial: Values = editing
    ? { ...editing }
    : {
        parentId: target.mode === 'new' ? target.parentId : ROOT,
        name: '',
        sort: 0,
        leaderEmployeeId: null,
        enabled: true,
      };

  return (
    <Modal
      open
      title={t(editing ? 'department.editTitle' : 'department.createTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} data-testid="department-form">
        <Form.Item name="parentId" label={t('department.parent')}>
          <TreeSelect treeDefaultExpandAll showSearch treeNodeFilterProp="title" treeData={parentChoices} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('department.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.required', { label: t('department.name') }),
            },
            { max: hrmApi.DEPARTMENT_NAME_MAX },
          ]}
        >
          <Input placeholder={t('common.inputPlaceholder', { label: t('department.name') })} />
        </Form.Item>
        <Form.Item name="leaderEmployeeId" label={t('department.leader')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('common.selectPlaceholder', { label: t('department.leader') })}
            options={leaderOptions}
          />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('department.sort')}
          rules={numberRules(t('department.sort'), { min: 0, max: 9999, integer: true })}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('department.enabled')} valuePropName="checked">
          <Switch checkedChildren={t('department.on')} unCheckedChildren={t('department.off')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
