import { DEFAULT_LOCALE, DEFAULT_PRIMARY_COLOR, type Locale } from '@atrium/contract';

/** spec §3 "Local display settings", defaults from §9. */
export interface DisplaySettings {
  sidebarCollapsed: boolean;
  menuTheme: 'light' | 'dark';
  layout: 'sidemenu' | 'topmenu';
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixedSidebar: boolean;
  primaryColor: string;
  colorWeak: boolean;
  multiTab: boolean;
  language: Locale;
}

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  sidebarCollapsed: false,
  menuTheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  autoHideHeader: false,
  fixedSidebar: true,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  colorWeak: false,
  multiTab: true,
  language: DEFAULT_LOCALE,
};

/** The 8 theme colour presets of the settings drawer; the first is the default. */
export const PRIMARY_COLOR_PRESETS = [
  { key: 'daybreak', color: '#1890FF' },
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

export interface EffectiveLayout {
  /** Fixed content width (centred, max 1200 px) only exists with the top menu. */
  fixedWidth: boolean;
  fixedHeader: boolean;
  /** Hiding the header on scroll only makes sense when it is fixed. */
  autoHideHeader: boolean;
  /** There is no side menu to fix in top-menu mode. */
  fixedSidebar: boolean;
}

/** Applies the dependencies between settings that the drawer also shows as disabled switches. */
export function effectiveLayout(settings: DisplaySettings): EffectiveLayout {
  const topMenu = settings.layout === 'topmenu';
  return {
    fixedWidth: topMenu && settings.contentWidth === 'Fixed',
    fixedHeader: settings.fixedHeader,
    autoHideHeader: settings.fixedHeader && settings.autoHideHeader,
    fixedSidebar: !topMenu && settings.fixedSidebar,
  };
}
