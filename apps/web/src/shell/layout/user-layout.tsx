import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LocaleSwitch } from '../../platform/i18n/locale-switch';

/** Frame of the login, register and register-result pages (their route's outlet), and of /take/seat (its children). */
export function UserLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { t: ts } = useTranslation('shell');
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(180deg, #e8f1ff 0%, #f5f7fa 60%)',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <LocaleSwitch size="small" />
      </div>
      <main
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          padding: '32px 16px',
        }}
      >
        <h1 style={{ margin: '0 0 4px', fontSize: 32, fontWeight: 600 }}>{tc('app.name')}</h1>
        <p style={{ margin: '0 0 32px', color: 'var(--atrium-text-tertiary)' }}>{t('login.subtitle')}</p>
        <div style={{ width: '100%', maxWidth: 380 }}>{children ?? <Outlet />}</div>
      </main>
      <footer style={{ textAlign: 'center', padding: 24, color: 'var(--atrium-text-tertiary)' }}>
        {ts('footer.copyright', { year: new Date().getFullYear(), company: tc('app.name') })}
      </footer>
    </div>
  );
}
