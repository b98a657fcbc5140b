import { type EmployeeRow, type EmployeeStatus, type Gender, hrmApi, isValidPhone } from '@atrium/contract';
import Col from 'antd/es/col';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import TreeSelect from 'antd/es/tree-select';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { departmentTreeData } from './department-tree-data';
import { ORGANIZATION_NS } from './organization-i18n';
import { useAccountOptions, useDepartments, useInvalidateOrganization } from './organization-queries';

interface Values {
  name: string;
  jobNumber: string;
  gender: Gender | null;
  phone: string;
  email: string;
  departmentId: number | null;
  position: string;
  entryDate: Dayjs | null;
  status: EmployeeStatus;
  userId: number | null;
  remark: string;
}

/** What the modal edits: a new employee (optionally in a department) or an existing row. */
export type EmployeeTarget = { mode: 'new'; departmentId?: number } | { mode: 'edit'; row: EmployeeRow };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function initialValues(target: EmployeeTarget): Values {
  if (target.mode === 'new')
    return {
      name: '',
      jobNumber: '',
      gender: null,
      phone: '',
      email: '',
      departmentId: target.departmentId ?? null,
      position: '',
      entryDate: null,
      status: 'active',
      userId: null,
      remark: '',
    };
  const { row } = target;
  return { ...row, entryDate: row.entryDate ? dayjs(row.entryDate) : null };
}

/** 新增 / 编辑员工: the same rules as the server (phone rule of spec §5), its field errors on the fields. */
export function EmployeeFormModal({ target, onClose }: { target: EmployeeTarget; onClose: () => void }) {
  const { t } = useTranslation(ORGANIZATION_NS);
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateOrganization();
  const departments = useDepartments();
  const accounts = useAccountOptions();
  const editingId = target.mode === 'edit' ? target.row.id : null;

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { label }),
  });
  const input = (key: string) => t('common.inputPlaceholder', { label: t(key as 'employee.name') });
  const select = (key: string) => t('common.selectPlaceholder', { label: t(key as 'employee.name') });

  const { saving, submit } = useFormSave<Values>({
    form,
    save: (values) => {
      const body = {
        ...values,
        name: values.name.trim(),
        jobNumber: values.jobNumber.trim(),
        entryDate: values.entryDate ? values.entryDate.format('YYYY-MM-DD') : null,
        gender: values.gender ?? null,
        departmentId: values.departmentId ?? null,
        userId: values.userId ?? null,
      };
      return target.mode === 'new'
        ? callEndpoint(hrmApi.employeeCreate, { body })
        : callEndpoint(hrmApi.employeeUpdate, {
            params: { id: target.row.id },
            body: { ...body, version: target.row.version },
          });
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
  });

  return (
    <Modal
      open
      width={720}
      title={t(target.mode === 'new' ? 'employee.createTitle' : 'employee.editTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="employee-form"
        initialValues={initialValues(target)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t('employee.name')}
              rules={[required(t('employee.name')), { max: 64 }]}
            >
              <Input placeholder={input('employee.name')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="jobNumber"
              label={t('employee.jobNumber')}
              rules={[
                required(t('employee.jobNumber')),
                { max: 32 },
                { pattern: hrmApi.EMPLOYEE_JOB_NUMBER_PATTERN, message: t('validation.jobNumber') },
              ]}
            >
              <Input placeholder={input('employee.jobNumber')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="phone"
              label={t('employee.phone')}
              rules={[
                {
                  validator: async (_, value: string) => {
                    if (!isValidPhone(value?.trim())) throw new Error(t('validation.phone'));
                  },
                },
              ]}
            >
              <Input placeholder={input('employee.phone')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label={t('employee.email')}
              rules={[{ pattern: EMAIL, message: t('validation.email') }, { max: 128 }]}
            >
              <Input placeholder={input('employee.email')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="departmentId" label={t('employee.department')}>
              <TreeSelect
                allowClear
                showSearch
                treeNodeFilterProp="title"
                treeDefaultExpandAll
                placeholder={select('employee.department')}
                treeData={departmentTreeData(departments.data ?? [])}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="position" label={t('employee.position')} rules={[{ max: 64 }]}>
              <Input placeholder={input('employee.position')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="entryDate" label={t('employee.entryDate')}>
              <DatePicker style={{ width: '100%' }} placeholder={select('employee.entryDate')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="userId" label={t('employee.account')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={select('employee.account')}
                options={(accounts.data ?? []).map((account) => ({
                  value: account.userId,
                  label: `${account.name}（${account.username}）`,
                  // An account links to one employee per organization.
                  disabled: account.employeeId !== null && account.employeeId !== editingId,
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="gender" label={t('employee.gender')}>
              <Radio.Group
                options={hrmApi.GENDERS.map((value) => ({ value, label: t(`employee.gender.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('employee.status')}>
              <Radio.Group
                options={hrmApi.EMPLOYEE_STATUSES.map((value) => ({
                  value,
                  label: t(`employee.status.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('employee.remark')} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} placeholder={input('employee.remark')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
