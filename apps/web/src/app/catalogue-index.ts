import { type Locale, MENU_CATALOGUE, type MenuSeed, walkMenu } from '@atrium/contract';

/** MENU_CATALOGUE by key: titles in both locales, icon and parent, for menus built from the server. */
export interface CatalogueItem {
  seed: MenuSeed;
  parentKey: string | undefined;
}

export const CATALOGUE_BY_KEY: ReadonlyMap<string, CatalogueItem> = new Map(
  Array.from(walkMenu(MENU_CATALOGUE), ({ entry, parent }) => [
    entry.key,
    { seed: entry, parentKey: parent?.key },
  ]),
);

/** The catalogue title of `key` in `locale`, or undefined for keys the catalogue does not know. */
export function catalogueTitle(key: string, locale: Locale): string | undefined {
  const seed = CATALOGUE_BY_KEY.get(key)?.seed;
  if (!seed) return undefined;
  return locale === 'en' ? seed.titleEn : seed.titleZh;
}
