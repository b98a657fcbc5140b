import { presetPalettes } from '@ant-design/colors';
import type { ThemeConfig } from 'antd/es/config-provider';
import { contrastRatio, MIN_TEXT_CONTRAST, type ThemeTextColors } from './theme-contrast';

/**
 * antd's greys as text, darkened to 4.5 : 1 on white, a hovered row and the layout grey
 * (antd's 0.45 and 0.25 read at 3.4 : 1 and 1.8 : 1). Disabled text keeps antd's lighter grey.
 */
export const READABLE_GREYS = {
  /** Descriptions, hints, breadcrumbs, counts, empty states (antd: rgba(0,0,0,0.45)). */
  tertiary: 'rgba(0, 0, 0, 0.6)',
  /** Placeholders (antd: rgba(0,0,0,0.25)). */
  placeholder: 'rgba(0, 0, 0, 0.57)',
} as const;

/** Status colours as tag text on their light backgrounds. */
const STATUS_TEXT = { colorSuccess: '#237804', colorWarning: '#874d00', colorInfo: '#0958d9' } as const;

type PresetKey = keyof typeof presetPalettes;

/**
 * For each of antd's preset colours (Tag color="green", Button color="orange"), the first of its
 * shades from `from` on that reads at 4.5 : 1 on `backgroundsOf(palette)`, as the token `${key}${from+1}`.
 */
function readablePresets(from: number, backgroundsOf: (palette: readonly string[]) => string[]) {
  const tokens: Record<string, string> = {};
  for (const key of Object.keys(presetPalettes) as PresetKey[]) {
    const palette = presetPalettes[key];
    if (!palette || key === 'grey') continue;
    const backgrounds = backgroundsOf(palette);
    const shade = palette
      .slice(from)
      .find((candidate) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= MIN_TEXT_CONTRAST));
    if (shade) tokens[`${key}${from + 1}`] = shade;
  }
  return tokens;
}

/** Tag text (shade 7) on the tag's own light background (shade 1) and on white. */
const TAG_PRESETS = readablePresets(6, (palette) => [palette[0]!, '#ffffff']);
/** Link and text buttons of a preset colour (shade 6) on white, a hovered row and the layout grey. */
const BUTTON_PRESETS = readablePresets(5, () => ['#ffffff', '#fafafa', '#f5f5f5']);

/**
 * The app's antd theme for a theme colour: the colour stays the fill (buttons, the selected menu
 * bar, switches), text in the colour takes its readable shade (theme-contrast.ts), and greys,
 * reds and status colours used as text reach WCAG AA 4.5 : 1.
 */
export function appTheme(
  colors: ThemeTextColors,
  base: Pick<NonNullable<ThemeConfig['token']>, 'fontFamily' | 'motion'>,
): ThemeConfig {
  const text = colors.text;
  return {
    token: {
      ...base,
      colorPrimary: colors.fill,
      colorPrimaryText: text,
      colorPrimaryTextHover: colors.textActive,
      colorPrimaryTextActive: colors.textActive,
      colorLink: text,
      colorLinkHover: colors.textActive,
      colorLinkActive: colors.textActive,
      // The red is the colour's readable one (theme-contrast.ts); antd's hover shade is lighter
      // (4.3 : 1 on a hovered row), so hover and press take the darker one.
      colorError: colors.error,
      colorErrorHover: colors.errorActive,
      colorErrorActive: colors.errorActive,
      colorTextTertiary: READABLE_GREYS.tertiary,
      colorTextDescription: READABLE_GREYS.tertiary,
      colorTextPlaceholder: READABLE_GREYS.placeholder,
    },
    components: {
      // A default button under the pointer writes its label in the theme colour.
      Button: {
        primaryColor: colors.onFill,
        defaultHoverColor: text,
        defaultActiveColor: colors.textActive,
        ...BUTTON_PRESETS,
      },
      Menu: {
        itemSelectedColor: text,
        subMenuItemSelectedColor: text,
        horizontalItemSelectedColor: text,
        darkItemSelectedColor: colors.onFill,
      },
      Tabs: {
        itemSelectedColor: text,
        itemHoverColor: colors.textActive,
        itemActiveColor: colors.textActive,
      },
      Pagination: { itemActiveColor: text, itemActiveColorHover: colors.textActive },
      // The label inside a switch (开/关) is the colour's label: when white, the off grey darkens to carry it too.
      Switch: {
        colorTextLightSolid: colors.onFill,
        ...(colors.onFill === '#ffffff' ? { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)' } : {}),
      },
      Tag: { ...STATUS_TEXT, ...TAG_PRESETS },
      // A table's own empty text (暂无适用配件) is written in the disabled grey.
      Table: { colorTextDisabled: READABLE_GREYS.tertiary },
    },
  };
}
