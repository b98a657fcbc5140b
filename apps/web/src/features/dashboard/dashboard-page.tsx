import Avatar from 'antd/es/avatar';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { greetingNow } from '../../platform/i18n/greeting';
import { useSession } from '../../platform/session/session-store';
import { DASHBOARD_NS } from './dashboard-i18n';

/** /dashboard: for now a welcome panel with the greeting and the user's organization. */
export function DashboardPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { t: tc } = useTranslation('common');
  const name = useSession((state) => state.name);
  const avatar = useSession((state) => state.avatar);
  const organization = useSession((state) => state.info?.organizationName ?? '');
  const greeting = tc(greetingNow());
  const { token } = theme.useToken();
  return (
    <section className="atrium-panel atrium-welcome" data-testid="dashboard-welcome">
      <Avatar
        size={64}
        src={avatar || undefined}
        style={{ flexShrink: 0, fontSize: 28, backgroundColor: token.colorPrimary }}
      >
        {name.slice(0, 1)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <h2 className="atrium-welcome-title">{t('dashboard.welcome', { greeting, name })}</h2>
        <p className="atrium-welcome-organization">{t('dashboard.organization', { organization })}</p>
        <p className="atrium-welcome-hint">{t('dashboard.hint')}</p>
      </div>
    </section>
  );
}
