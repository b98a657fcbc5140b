import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, effectiveLayout, PRIMARY_COLOR_PRESETS } from './display-settings';

describe('display settings', () => {
  it('defaults to blue, light menu, side navigation, fixed header and sidebar, multi-tab, zh-CN', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toMatchObject({
      primaryColor: '#1890FF',
      menuTheme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      fixedHeader: true,
      fixedSidebar: true,
      multiTab: true,
      language: 'zh-CN',
    });
    expect(PRIMARY_COLOR_PRESETS.map((preset) => preset.color)).toEqual([
      '#1890FF',
      '#F5222D',
      '#FA541C',
      '#FAAD14',
      '#13C2C2',
      '#52C41A',
      '#2F54EB',
      '#722ED1',
    ]);
  });

  it('hides the header on scroll only when the header is fixed', () => {
    const base = { ...DEFAULT_DISPLAY_SETTINGS, autoHideHeader: true };
    expect(effectiveLayout(base).autoHideHeader).toBe(true);
    expect(effectiveLayout({ ...base, fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('has no fixed sidebar in top-menu mode, and a fixed width only there', () => {
    const top = { ...DEFAULT_DISPLAY_SETTINGS, layout: 'topmenu' as const };
    expect(effectiveLayout(top)).toMatchObject({ fixedSidebar: false, fixedWidth: true });
    expect(effectiveLayout(DEFAULT_DISPLAY_SETTINGS)).toMatchObject({
      fixedSidebar: true,
      fixedWidth: false,
    });
    expect(effectiveLayout({ ...top, contentWidth: 'Fluid' }).fixedWidth).toBe(false);
  });
});
