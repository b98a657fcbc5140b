import ConfigProvider from 'antd/es/config-provider';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FeedbackHostLoader } from '../platform/feedback/feedback-host-loader';
import { switchLocale } from '../platform/i18n/locale-loader';
import { useDisplaySettings } from '../platform/settings/display-settings-store';
import { appTheme } from '../platform/theme/app-theme';
import { themeTextColors } from '../platform/theme/theme-contrast';

/** Same stack as global.css, so antd components and the app's own markup share one font. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', " +
  "'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * A system asking for reduced motion turns antd's animations off: dialogs, drawers, menus and
 * messages appear and go at once. Read at start (a changed setting applies from the next load): a
 * listener would cost the login page's budget more than it is worth.
 */
const MOTION = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Theme, locale and feedback context for the whole app. The theme colour comes from the display
 * settings (spec §2.6), the locale from the remembered language (spec §9, zh-CN by default).
 * `initialAntdLocale` is the locale main.tsx loaded before the first render.
 */
export function AppProviders({
  initialAntdLocale,
  children,
}: {
  initialAntdLocale: AntdLocale;
  children: ReactNode;
}) {
  const primaryColor = useDisplaySettings((state) => state.primaryColor);
  const language = useDisplaySettings((state) => state.language);
  const colorWeak = useDisplaySettings((state) => state.colorWeak);
  const [antdLocale, setAntdLocale] = useState(initialAntdLocale);

  useEffect(() => {
    let current = true;
    void switchLocale(language).then((locale) => {
      if (current) setAntdLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [language]);

  const colors = useMemo(() => themeTextColors(primaryColor), [primaryColor]);
  const theme = useMemo(() => appTheme(colors, { fontFamily: FONT_FAMILY, motion: MOTION }), [colors]);

  useEffect(() => {
    // The app's own CSS follows the theme colour: the fill (logo, spinner) and its readable text shade (links).
    const root = document.documentElement.style;
    root.setProperty('--atrium-primary', colors.fill);
    root.setProperty('--atrium-primary-text', colors.text);
  }, [colors]);

  useEffect(() => {
    // Colour-weak mode filters the whole page, overlays included.
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);

  return (
    <ConfigProvider
      locale={antdLocale}
      theme={theme}
      // Keep button labels as written: antd would show "登 录" for 登录.
      button={{ autoInsertSpace: false }}
    >
      {children}
      <FeedbackHostLoader />
    </ConfigProvider>
  );
}
