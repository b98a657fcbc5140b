/**
 * The app entry's only link to the enterprise-chat pages. A lazy import in the entry carries the
 * list of every file its target needs (for preloading); going through this tiny chunk keeps that
 * list here, off the login page's budget, at the cost of one small extra request on a phone.
 */
export const loadWeComMobileScreens = () => import('./wecom-mobile-screens');
