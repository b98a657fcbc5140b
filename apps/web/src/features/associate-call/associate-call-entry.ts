/**
 * The app entry's only link to 关联跟进: a lazy import in the entry carries the list of every file
 * its target needs (for preloading); going through this tiny chunk keeps that list off the login
 * page's budget (as wecom-mobile-entry.ts does).
 */
export const loadAssociateCallPage = () => import('./associate-call-page');
