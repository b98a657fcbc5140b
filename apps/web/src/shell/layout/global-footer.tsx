import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session-store';

/** spec §1: the copyright line with the current year and the company name. */
export function GlobalFooter() {
  const { t } = useTranslation('shell');
  const company = useSession((state) => state.info?.organizationName ?? '');
  return (
    <Layout.Footer
      data-testid="global-footer"
      style={{ textAlign: 'center', color: 'var(--atrium-text-tertiary)' }}
    >
      {t('footer.copyright', { year: new Date().getFullYear(), company })}
    </Layout.Footer>
  );
}
