import { generate, presetPalettes } from '@ant-design/colors';
import { describe, expect, it } from 'vitest';
import { PRIMARY_COLOR_PRESETS } from '../settings/display-settings';
import { appTheme, READABLE_GREYS } from './app-theme';
import { blackOver, contrastRatio, MIN_TEXT_CONTRAST, themeTextColors } from './theme-contrast';

/** What a table shows text on: a card, a hovered row, the layout grey, a selected row, a selected row hovered. */
const backgroundsFor = (color: string) => ['#ffffff', '#fafafa', '#f5f5f5', ...generate(color).slice(0, 2)];
const BASE = { fontFamily: 'sans-serif', motion: false };
const alphaOf = (rgba: string) => Number(/([\d.]+)\)$/.exec(rgba)![1]);

describe('theme colours as text (WCAG AA 4.5 : 1)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it.each(PRIMARY_COLOR_PRESETS.map((preset) => [preset.key, preset.color]))(
    '%s %s: the fill stays the colour, its text shade and label read on every background',
    (_key, color) => {
      const colors = themeTextColors(color);
      expect(colors.fill).toBe(color.toLowerCase());
      expect(colors.readable).toBe(true);
      for (const background of backgroundsFor(color)) {
        expect(contrastRatio(colors.text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(colors.textActive, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        // A danger 删除 on a selected row under the pointer sits on the colour's second shade.
        expect(contrastRatio(colors.error, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(colors.errorActive, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      expect(contrastRatio(colors.onFill, colors.fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio('#ffffff', colors.error)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('keeps #1890FF as the default fill and darkens it for links, the selected menu item and tabs', () => {
    const theme = appTheme(themeTextColors('#1890FF'), BASE);
    expect(theme.token?.colorPrimary).toBe('#1890ff');
    const text = theme.token?.colorLink as string;
    expect(text).not.toBe('#1890ff');
    for (const used of [
      theme.token?.colorPrimaryText,
      theme.components?.Menu?.itemSelectedColor,
      theme.components?.Menu?.subMenuItemSelectedColor,
      theme.components?.Tabs?.itemSelectedColor,
      theme.components?.Pagination?.itemActiveColor,
    ]) {
      expect(used).toBe(text);
    }
    // White on #1890FF reads at 3.2 : 1: a primary button's label is dark instead.
    expect(theme.components?.Button?.primaryColor).not.toBe('#ffffff');
    expect(contrastRatio(theme.components?.Button?.primaryColor as string, '#1890ff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('keeps white labels on the colours white reads on', () => {
    expect(themeTextColors('#722ED1').onFill).toBe('#ffffff');
    expect(themeTextColors('#2F54EB').onFill).toBe('#ffffff');
  });

  it('says when a custom colour has no readable shade, and falls back to grey-black text', () => {
    for (const pale of ['#ffffff', '#f0f0f0', '#ffff00']) {
      const colors = themeTextColors(pale);
      expect(colors.readable).toBe(false);
      expect(contrastRatio(colors.text, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(themeTextColors('#0b6e4f').readable).toBe(true);
  });

  it('darkens the greys, reds and status colours antd uses as text', () => {
    const theme = appTheme(themeTextColors('#1890FF'), BASE);
    for (const grey of [READABLE_GREYS.tertiary, READABLE_GREYS.placeholder]) {
      for (const background of ['#ffffff', '#fafafa', '#f5f5f5', '#e6f7ff']) {
        expect(contrastRatio(blackOver(alphaOf(grey), background), background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The red as text and as a fill under a white label, at rest, under the pointer and pressed.
    for (const red of ['colorError', 'colorErrorHover', 'colorErrorActive'] as const) {
      for (const background of ['#ffffff', '#fafafa', '#f5f5f5'])
        expect(contrastRatio(theme.token?.[red] as string, background)).toBeGreaterThanOrEqual(4.5);
    }
    const tag = theme.components?.Tag as Record<string, string>;
    for (const [status, background] of [
      ['colorSuccess', '#f6ffed'],
      ['colorWarning', '#fffbe6'],
      ['colorInfo', '#e6f4ff'],
    ] as const) {
      expect(contrastRatio(tag[status]!, background)).toBeGreaterThanOrEqual(4.5);
    }
    // Tag color="green" and the like: shade 7 as text on shade 1 (antd's green reads at 3.4 : 1).
    for (const preset of ['green', 'gold', 'orange', 'cyan', 'lime', 'volcano'] as const) {
      expect(contrastRatio(tag[`${preset}7`]!, presetPalettes[preset]![0]!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
