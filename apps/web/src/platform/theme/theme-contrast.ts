import { generate } from '@ant-design/colors';

/** WCAG 2 AA for body-size text (below 18.66 px bold / 24 px). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two opaque #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `alpha` of black laid over `background`: how antd's rgba(0,0,0,a) greys render on it. */
export function blackOver(alpha: number, background: string): string {
  const rgb = parseHex(background) ?? [255, 255, 255];
  return toHex(rgb.map((c) => c * (1 - alpha)) as unknown as Rgb);
}

/** The page's plain backgrounds text sits on: cards and tables, a table row under the pointer, the layout. */
const NEUTRAL_BACKGROUNDS = ['#ffffff', '#fafafa', '#f5f5f5'] as const;

/** antd's dust red 7 to 10: errors and danger actions (its red 6, #f5222d, reads at 4.0 : 1 on white). */
const REDS = ['#cf1322', '#a8071a', '#820014', '#5c0011'] as const;

/** How many of antd's shades darker than the colour its text may go (sunset gold needs all three). */
const MAX_DARKER_STEPS = 3;

/** The app's body text, antd's rgba(0, 0, 0, 0.88). */
const TEXT_ALPHA = 0.88;

export interface ThemeTextColors {
  /** The brand colour itself: fills (primary buttons, selected menu bar, switches, checkboxes). */
  fill: string;
  /** The label on a fill: white, or the body text colour (or black) where white does not reach 4.5 : 1. */
  onFill: string;
  /**
   * The brand colour as text (links, link buttons, the selected menu item and tab): the first of
   * its own darker shades that reaches 4.5 : 1 on white, on a hovered table row, on the layout grey
   * and on the brand's light selected backgrounds (a selected row, the selected menu item).
   */
  text: string;
  /** A second, darker shade for hover and press, also readable on those backgrounds. */
  textActive: string;
  /**
   * Red for errors and danger actions, as text and as a fill under a white label: the first of
   * antd's reds from #cf1322 on that reads on the same backgrounds (a danger 删除 on a selected row
   * under the pointer sits on the colour's second shade), and a darker one for hover and press.
   */
  error: string;
  errorActive: string;
  /** The backgrounds `text` and `error` were checked against. */
  backgrounds: readonly string[];
  /** False when none of the colour's shades reads on those backgrounds: the drawer warns, text falls back to grey-black. */
  readable: boolean;
}

/**
 * Readable text and label colours for a theme colour (spec §2.6 presets, or any #rrggbb). Pure: the
 * same colour gives the same answer, so the drawer, the theme and the unit test agree.
 */
export function themeTextColors(color: string): ThemeTextColors {
  const rgb = parseHex(color);
  const fill = rgb ? toHex(rgb) : '#1890ff';
  // antd's ten shades of the colour: [0] and [1] are the selected backgrounds, [5] the colour itself.
  const shades = generate(fill);
  const backgrounds = [...NEUTRAL_BACKGROUNDS, shades[0]!, shades[1]!];
  const readsOnAll = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST);
  // The colour and up to three of its darker shades: darker still, it no longer reads as the theme colour.
  const darker = [fill, ...shades.slice(6)];
  const textIndex = darker.slice(0, MAX_DARKER_STEPS + 1).findIndex(readsOnAll);
  const readable = textIndex >= 0;
  const fallback = blackOver(TEXT_ALPHA, '#ffffff');
  const text = readable ? darker[textIndex]! : fallback;
  const textActive = readable ? (darker.slice(textIndex + 1).find(readsOnAll) ?? text) : fallback;
  const labels = ['#ffffff', blackOver(TEXT_ALPHA, fill), '#000000'];
  const onFill = labels.find((label) => contrastRatio(label, fill) >= MIN_TEXT_CONTRAST) ?? '#000000';
  const errorIndex = Math.max(0, REDS.findIndex(readsOnAll));
  const error = REDS[errorIndex]!;
  const errorActive = REDS.slice(errorIndex + 1).find(readsOnAll) ?? error;
  return { fill, onFill, text, textActive, error, errorActive, backgrounds, readable };
}
