import { type AdminUserDetail, adminUsersApi, authApi, isValidPhone } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useSession } from '../../platform/session/session-store';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';
import { useAdminUser, useAdminUserOptions, useInvalidateSystemAdmin } from './system-admin-queries';

/** Which user the dialog edits: `new` for a new one. */
export type AdminUserTarget = { mode: 'new' } | { mode: 'edit'; id: number };

interface FormValues {
  username: string;
  name: string;
  mobile: string;
  email: string;
  password: string;
  roleIds: number[];
  organizationIds: number[];
}

/** 新增管理员 / 编辑管理员: account fields, roles and organizations (multi-selects). */
export function AdminUserFormModal({ target, onClose }: { target: AdminUserTarget | null; onClose(): void }) {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<FormValues>();
  const editId = target?.mode === 'edit' ? target.id : null;
  const options = useAdminUserOptions();
  const user = useAdminUser(editId);
  const invalidate = useInvalidateSystemAdmin();
  const isNew = target?.mode === 'new';
  const organizationId = useSession((state) => state.organizationId);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit' && user.data) form.setFieldsValue(valuesOf(user.data));
    // A new user always joins the current organization (the server adds it anyway).
    if (target.mode === 'new' && organizationId !== null)
      form.setFieldsValue({ organizationIds: [organizationId] });
  }, [target, user.data, form, organizationId]);

  const { saving, submit: save } = useFormSave<FormValues>({
    form,
    save: (values) => {
      if (editId === null) return callEndpoint(adminUsersApi.adminUserCreate, { body: values, silent: true });
      const { username: _, password: __, ...changes } = values;
      return callEndpoint(adminUsersApi.adminUserUpdate, {
        params: { id: editId },
        body: changes,
        silent: true,
      });
    },
    successMessage: t('common.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    conflictMessage: t('common.conflict'),
  });

  const loading = options.isPending || (editId !== null && user.isPending);
  return (
    <Modal
      open={target !== null}
      title={isNew ? t('user.createTitle') : t('user.editTitle')}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
      width={560}
    >
      <Spin spinning={loading}>
        <Form<FormValues>
          form={form}
          layout="horizontal"
          labelCol={{ span: 6 }}
          wrapperCol={{ span: 18 }}
          initialValues={{ mobile: '', email: '', roleIds: [], organizationIds: [] }}
          data-testid="admin-user-form"
        >
          <Form.Item
            name="username"
            label={t('user.username')}
            rules={[
              { required: true, message: t('user.usernameRequired') },
              { pattern: authApi.USERNAME_PATTERN, message: t('user.usernameFormat') },
            ]}
          >
            <Input disabled={!isNew} autoComplete="off" maxLength={32} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('user.name')}
            rules={[{ required: true, whitespace: true, message: t('user.nameRequired') }]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label={t('user.mobile')}
            rules={[
              {
                validator: async (_, value: string) => {
                  if (!isValidPhone(value?.trim())) throw new Error(tc('validation.phone'));
                },
              },
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('user.email')}
            rules={[{ type: 'email', message: t('user.emailFormat') }]}
          >
            <Input maxLength={128} />
          </Form.Item>
          {isNew && (
            <Form.Item
              name="password"
              label={t('user.password')}
              rules={[
                { required: true, message: t('user.passwordRequired') },
                {
                  min: authApi.PASSWORD_MIN,
                  message: t('user.passwordLength', { min: authApi.PASSWORD_MIN }),
                },
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
          )}
          <Form.Item
            name="roleIds"
            label={t('user.roles')}
            rules={[{ required: true, type: 'array', min: 1, message: t('user.rolesRequired') }]}
          >
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={(options.data?.roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
              data-testid="admin-user-roles"
            />
          </Form.Item>
          <Form.Item name="organizationIds" label={t('user.organizations')}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              placeholder={t('user.organizationsPlaceholder')}
              options={(options.data?.organizations ?? []).map((org) => ({ value: org.id, label: org.name }))}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}

function valuesOf(user: AdminUserDetail): FormValues {
  return {
    username: user.username,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    password: '',
    roleIds: user.roleIds,
    organizationIds: user.organizationIds,
  };
}
