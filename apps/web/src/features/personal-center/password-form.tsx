import { authApi, profileApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { PROFILE_NS } from './profile-i18n';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: needs the current password; every other signed-in device is signed out. */
export function PasswordForm({ onChanged }: { onChanged(): Promise<void> }) {
  const { t } = useTranslation(PROFILE_NS);
  const [form] = Form.useForm<Values>();

  const { saving, onFinish: save } = useFormSave({
    form,
    save: ({ currentPassword, newPassword }: Values) =>
      callEndpoint(profileApi.changeMyPassword, { body: { currentPassword, newPassword }, silent: true }),
    successMessage: t('password.changed'),
    onSaved: async () => {
      form.resetFields();
      await onChanged();
    },
    errors: 'form',
    fieldErrorsMessage: null,
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={save}
      style={{ maxWidth: 480 }}
      name="change-password"
    >
      <Alert type="info" showIcon title={t('password.hint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="currentPassword"
        label={t('password.current')}
        rules={[{ required: true, message: t('password.currentRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        dependencies={['currentPassword']}
        rules={[
          { required: true, message: t('password.newRequired') },
          { min: authApi.PASSWORD_MIN, message: t('password.newLength', { min: authApi.PASSWORD_MIN }) },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              value && value === getFieldValue('currentPassword')
                ? Promise.reject(new Error(t('password.sameAsCurrent')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
