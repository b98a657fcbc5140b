import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Kept free of antd Result: this fallback sits on every route and must not cost its images. */
function ChunkFailure() {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="chunk-load-error" style={{ padding: 48, textAlign: 'center' }}>
      <h3 style={{ margin: '0 0 8px', fontSize: 20 }}>{t('chunk.loadFailedTitle')}</h3>
      <p style={{ color: 'var(--atrium-text-tertiary)', margin: '0 0 24px' }}>
        {t('chunk.loadFailedDescription')}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('action.retry')}
      </Button>
    </div>
  );
}

/** Shows a retry page when a lazily loaded screen fails or times out (spec §8, 120 s). */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ChunkFailure /> : this.props.children;
  }
}
