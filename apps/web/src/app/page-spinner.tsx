import { useTranslation } from 'react-i18next';

/**
 * Full-page (or full-area) spinner while a session or a screen loads. Plain CSS rather than antd
 * Spin: it is on the first paint of every route, including login.
 */
export function PageSpinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="page-spinner"
      role="status"
      aria-label={t('state.loading')}
      className="atrium-page-spinner"
      style={{ minHeight: fullPage ? '100vh' : 240 }}
    >
      <span className="atrium-spinner" />
    </div>
  );
}
