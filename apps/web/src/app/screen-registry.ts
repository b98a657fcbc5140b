import type { Screen } from './chunk-load';
import { publicScreenFor } from './public-screens';
import { MODULE_SCREENS } from './web-modules';

/**
 * Menu key → screen of a signed-in user, from the feature manifests. A key without a screen yet
 * opens the "coming in a later release" page, so every path of the menu and of spec §2.2 resolves
 * to something. This loads with the shell, not with the login page.
 */
export function screenFor(key: string): Screen {
  return MODULE_SCREENS.get(key) ?? publicScreenFor(key);
}
