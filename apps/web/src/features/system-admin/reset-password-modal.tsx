import { adminUsersApi, authApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { SYSTEM_ADMIN_NS } from './system-admin-i18n';

interface FormValues {
  password: string;
  confirm: string;
}

/** 重置密码: a new password typed twice; the server signs the user out everywhere. */
export function ResetPasswordModal({
  user,
  onClose,
}: {
  user: { id: number; name: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation(SYSTEM_ADMIN_NS);
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const { saving, submit: save } = useFormSave<FormValues>({
    form,
    save: ({ password }) =>
      callEndpoint(adminUsersApi.adminUserResetPassword, {
        params: { id: user!.id },
        body: { password },
        silent: true,
      }),
    successMessage: t('common.saved'),
    onSaved: onClose,
    errors: 'form',
    conflictMessage: t('common.conflict'),
  });

  return (
    <Modal
      open={user !== null}
      title={t('user.resetTitle', { name: user?.name ?? '' })}
      onCancel={onClose}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Alert type="warning" showIcon title={t('user.resetHint')} style={{ marginBottom: 16 }} />
      <Form<FormValues> form={form} layout="vertical" data-testid="reset-password-form">
        <Form.Item
          name="password"
          label={t('user.newPassword')}
          rules={[
            { required: true, message: t('user.passwordRequired') },
            { min: authApi.PASSWORD_MIN, message: t('user.passwordLength', { min: authApi.PASSWORD_MIN }) },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('user.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('user.passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
