import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import './app/global.css';
import { installDialogFocus } from './platform/focus/dialog-focus';
import { initI18n } from './platform/i18n/i18n';
import { switchLocale } from './platform/i18n/locale-loader';
import { useDisplaySettings } from './platform/settings/display-settings-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

initI18n();
// Tab stays in an open dialog, and the focus goes back to what opened it when it closes.
installDialogFocus();
// The remembered language is in place before the first paint (English loads its texts first).
void switchLocale(useDisplaySettings.getState().language).then((antdLocale) => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders initialAntdLocale={antdLocale}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
