import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';
import './app/global.css';
import { initI18n } from './platform/i18n/i18n';
import { switchLocale } from './platform/i18n/locale-loader';
import { useDisplaySettings } from './platform/settings/display-settings-store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

initI18n();
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
