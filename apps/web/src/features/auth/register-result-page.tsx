import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { REGISTER_NS } from './register-i18n';
import type { RegisterResultState } from './register-page';

/** /user/register-result: explains that an administrator must enable the new account. */
export function RegisterResultPage() {
  const { t } = useTranslation(REGISTER_NS);
  const navigate = useNavigate();
  const state = useLocation().state as RegisterResultState | null;
  return (
    <section className="atrium-auth-card">
      <Result
        status="success"
        title={t('registerResult.title')}
        subTitle={
          state
            ? t('registerResult.description', {
                username: state.username,
                organization: state.organizationName,
              })
            : t('registerResult.descriptionNoName')
        }
        extra={
          <Button type="primary" onClick={() => navigate('/user/login')}>
            {t('registerResult.toLogin')}
          </Button>
        }
      />
    </section>
  );
}
