import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../app/guard-decision';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useSession } from '../../platform/session/session-store';
import { AUTH_ROUTES } from './auth-routes';
import { useCorpName } from './use-corp-name';

type Field = 'username' | 'password';

/**
 * /user/login: honours `redirect` and `logincorpid` (sent as corpId) from the address.
 *
 * A native form with antd inputs rather than antd Form: Form brings rc-field-form, async-validator
 * and Tooltip (~40 KB gzip), a fifth of the login page's budget, for two required fields. The ids
 * follow antd Form's `<form name>_<field>` convention (login_username, login_password).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const corpId = search.get('logincorpid');
  const corpName = useCorpName(corpId);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [missing, setMissing] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => ({ ...current, [field]: value.trim() === '' && current[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nowMissing = { username: values.username.trim() === '', password: values.password === '' };
    setMissing(nowMissing);
    if (nowMissing.username || nowMissing.password || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const answer = await callEndpoint(AUTH_ROUTES.login, {
        body: { username: values.username.trim(), password: values.password, ...(corpId ? { corpId } : {}) },
        loginFlag: true,
        silent: true,
      });
      useSession.getState().signIn(answer.token, answer.organizationId);
      navigate(safeRedirect(search.get('redirect'), '/'), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('login.failed'));
      setSubmitting(false);
    }
  };

  return (
    <section className="atrium-auth-card" aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      {corpName && (
        <p className="atrium-auth-organization" data-testid="login-organization">
          {t('login.organization', { name: corpName })}
        </p>
      )}
      {error && (
        <div className="atrium-auth-error" role="alert" data-testid="login-error">
          {error}
        </div>
      )}
      <form name="login" id="login" onSubmit={(event) => void submit(event)} noValidate>
        <div className="atrium-auth-field">
          <Input
            id="login_username"
            name="username"
            size="large"
            prefix={<UserOutlined />}
            placeholder={t('login.username')}
            aria-label={t('login.username')}
            autoComplete="username"
            autoFocus
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            status={missing.username ? 'error' : undefined}
            aria-invalid={missing.username}
            aria-describedby={missing.username ? 'login_username_help' : undefined}
          />
          {missing.username && (
            <div id="login_username_help" className="atrium-auth-field-error">
              {t('login.usernameRequired')}
            </div>
          )}
        </div>
        <div className="atrium-auth-field">
          <Password
            id="login_password"
            name="password"
            size="large"
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            aria-label={t('login.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            status={missing.password ? 'error' : undefined}
            aria-invalid={missing.password}
            aria-describedby={missing.password ? 'login_password_help' : undefined}
          />
          {missing.password && (
            <div id="login_password_help" className="atrium-auth-field-error">
              {t('login.passwordRequired')}
            </div>
          )}
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('login.submit')}
        </Button>
        <div style={{ marginTop: 16 }}>
          <Link
            to={{
              pathname: '/user/register',
              search: corpId ? `?logincorpid=${encodeURIComponent(corpId)}` : '',
            }}
          >
            {t('login.toRegister')}
          </Link>
        </div>
      </form>
    </section>
  );
}
