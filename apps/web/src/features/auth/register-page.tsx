import { authApi, isValidPhone } from '@atrium/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showFieldErrors } from '../../forms/server-field-errors';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { REGISTER_NS } from './register-i18n';

interface RegisterValues {
  inviteCode: string;
  username: string;
  name: string;
  mobile: string;
  password: string;
  confirm: string;
}

export interface RegisterResultState {
  username: string;
  organizationName: string;
}

/** /user/register: self-registration by invitation code; the account then waits for an admin. */
export function RegisterPage() {
  const { t } = useTranslation(REGISTER_NS);
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ confirm: _confirm, ...values }: RegisterValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await callEndpoint(authApi.register, { body: values, silent: true });
      const state: RegisterResultState = {
        username: answer.username,
        organizationName: answer.organizationName,
      };
      navigate('/user/register-result', { state });
    } catch (failure) {
      showFieldErrors(form, failure);
      setError(failure instanceof Error ? failure.message : String(failure));
      setSubmitting(false);
    }
  };

  return (
    <section className="atrium-auth-card" aria-labelledby="register-title">
      <h2 id="register-title">{t('register.title')}</h2>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="register-error"
        />
      )}
      <Form<RegisterValues>
        form={form}
        name="register"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="inviteCode"
          label={t('register.inviteCode')}
          rules={[{ required: true, whitespace: true, message: t('register.inviteCodeRequired') }]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('register.username')}
          rules={[
            { required: true, message: t('register.usernameRequired') },
            { pattern: authApi.USERNAME_PATTERN, message: t('register.usernameFormat') },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('register.name')}
          rules={[{ required: true, whitespace: true, message: t('register.nameRequired') }]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('register.mobile')}
          rules={[
            { required: true, message: t('register.mobileRequired') },
            {
              validator: (_rule, value: string | undefined) =>
                isValidPhone(value, 1)
                  ? Promise.resolve()
                  : Promise.reject(new Error(tc('validation.phone'))),
            },
          ]}
        >
          <Input autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('register.password')}
          rules={[
            { required: true, message: t('register.passwordRequired') },
            {
              min: authApi.PASSWORD_MIN,
              message: t('register.passwordLength', { min: authApi.PASSWORD_MIN }),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('register.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.confirmMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('register.submit')}
          </Button>
        </Form.Item>
        <Link to="/user/login">{t('register.toLogin')}</Link>
      </Form>
    </section>
  );
}
