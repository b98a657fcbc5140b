import { LOCALES, type Locale } from '@atrium/contract';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useDisplaySettings } from '../settings/display-settings-store';

/**
 * 简体中文 / English; the choice is remembered with the display settings (spec §9). Two buttons
 * rather than antd Segmented, which brings Tooltip with it onto the login page.
 */
export function LocaleSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation('shell');
  const language = useDisplaySettings((state) => state.language);
  const update = useDisplaySettings((state) => state.update);
  return (
    <fieldset aria-label={t('locale.switch')} data-testid="locale-switch" className="atrium-locale-switch">
      {LOCALES.map((locale: Locale) => (
        <Button
          key={locale}
          size={size}
          type={locale === language ? 'primary' : 'default'}
          aria-pressed={locale === language}
          data-testid={`locale-switch-${locale}`}
          lang={locale}
          onClick={() => update({ language: locale })}
        >
          {t(`locale.${locale}`)}
        </Button>
      ))}
    </fieldset>
  );
}
