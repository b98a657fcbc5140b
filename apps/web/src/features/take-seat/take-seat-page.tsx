// Not LockOutlined: sharing it with the login page would split it out of the login chunk (budget).
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { callSeatsApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../app/fixed-routes';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useSession } from '../../platform/session/session-store';
import { UserLayout } from '../../shell/layout/user-layout';
import { TAKE_SEAT_NS } from './take-seat-i18n';

interface Values {
  username: string;
  password: string;
  cno: string;
}

/**
 * /take/seat (public, blank): an agent at a shared desk signs in and goes on duty on a seat in one
 * step. The seat may come in the address (`?cno=1001`, a desk's bookmark) and the organization as
 * on the login page (`logincorpid`). The session is kept as a login keeps it, then the app opens
 * with the duty running.
 */
export function TakeSeatPage() {
  const { t } = useTranslation(TAKE_SEAT_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const corpId = search.get('logincorpid');
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await callEndpoint(callSeatsApi.takeSeat, {
        body: {
          username: values.username.trim(),
          password: values.password,
          cno: values.cno.trim(),
          ...(corpId ? { corpId } : {}),
        },
        loginFlag: true,
        silent: true,
      });
      useSession.getState().signIn(answer.token, answer.organizationId);
      showMessage(
        'success',
        answer.takenOverFrom ? t('takenOver', { name: answer.takenOverFrom }) : t('started'),
      );
      navigate('/', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('failed'));
      setSubmitting(false);
    }
  };

  return (
    <UserLayout>
      <section className="atrium-auth-card" aria-labelledby="take-seat-title">
        <h2 id="take-seat-title">{t('title')}</h2>
        <p style={{ color: 'var(--atrium-text-tertiary)', marginTop: 0 }}>{t('hint')}</p>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="take-seat-error"
          />
        )}
        <Form<Values>
          form={form}
          name="takeSeat"
          initialValues={{ username: '', password: '', cno: search.get('cno') ?? '' }}
          onFinish={(values) => void submit(values)}
          data-testid="take-seat-form"
        >
          <Form.Item
            name="username"
            rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
          >
            <Input
              size="large"
              prefix={<UserOutlined />}
              placeholder={t('username')}
              aria-label={t('username')}
              autoComplete="username"
              autoFocus
            />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password
              size="large"
              prefix={<KeyOutlined />}
              placeholder={t('password')}
              aria-label={t('password')}
              autoComplete="current-password"
            />
          </Form.Item>
          <Form.Item name="cno" rules={[{ required: true, whitespace: true, message: t('seatRequired') }]}>
            <Input
              size="large"
              prefix={<PhoneOutlined />}
              placeholder={t('seat')}
              aria-label={t('seat')}
              maxLength={32}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('submit')}
          </Button>
        </Form>
        <div style={{ marginTop: 16 }}>
          <Link
            to={{
              pathname: LOGIN_PATH,
              search: corpId ? `?logincorpid=${encodeURIComponent(corpId)}` : '',
            }}
          >
            {t('toLogin')}
          </Link>
        </div>
      </section>
    </UserLayout>
  );
}
