// One module behind the three enterprise-chat routes: the app entry holds a single lazy import
// (and its preload list) for them instead of three, which matters to the login page's budget.
export { WeComMobileCreatePage } from './mobile-create-page';
export { WeComMobileDetailPage } from './mobile-detail-page';
export { WeComMobileListPage } from './mobile-list-page';
