import { DEFAULT_LOCALE, type Locale } from '@atrium/contract';

/**
 * The caller's locale from `Accept-Language`: the first listed language we speak wins
 * (`en`, `en-US` → en; `zh`, `zh-CN` → zh-CN); anything else falls back to zh-CN.
 */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attributes] = part.trim().toLowerCase().split(';');
      const q = attributes.find((attribute) => attribute.trim().startsWith('q='));
      return { tag, weight: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return DEFAULT_LOCALE;
}
