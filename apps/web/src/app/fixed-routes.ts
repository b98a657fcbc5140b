import type { PermissionKey } from '@atrium/contract';
import type { shell } from '../locales/zh-CN/shell';

type RouteTitleKey = Extract<keyof typeof shell, `route.${string}`>;

/**
 * The fixed routes of spec §2.2. `placement` says what wraps the screen: the main layout (menu,
 * header, tabs), the login/register frame, or nothing. `key` doubles as the screen registry key
 * and, where the menu catalogue has the same key, brings its title and button list.
 */
export interface FixedRoute {
  name: string;
  path: string;
  titleKey: RouteTitleKey;
  placement: 'layout' | 'user' | 'blank';
  key: string;
  /** Required permission key (spec §2.2: storeManage for the merchant routes). */
  permission?: PermissionKey;
  hidden?: boolean;
  redirect?: string;
}

/** spec §2.3: route names that open without a login. */
export const PUBLIC_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'registerResult',
  'salaryBill',
  'takeSeat',
]);

export const LOGIN_PATH = '/user/login';
export const NOT_FOUND_PATH = '/404';
export const MERCHANT_HOME_PATH = '/merchant/manage/list';
export const DASHBOARD_PATH = '/dashboard';

/** Redirect-only fixed routes. */
export const FIXED_REDIRECTS: readonly { path: string; to: string }[] = [
  { path: '/dashboardManage', to: DASHBOARD_PATH },
  { path: '/user', to: LOGIN_PATH },
];

const merchant = (
  name: string,
  path: string,
  titleKey: RouteTitleKey,
  extra: Partial<FixedRoute> = {},
): FixedRoute => ({
  name,
  path,
  titleKey,
  placement: 'layout',
  key: name,
  permission: 'storeManage',
  ...extra,
});

export const FIXED_ROUTES: readonly FixedRoute[] = [
  { name: 'login', path: LOGIN_PATH, titleKey: 'route.login', placement: 'user', key: 'login' },
  {
    name: 'register',
    path: '/user/register',
    titleKey: 'route.register',
    placement: 'user',
    key: 'register',
  },
  {
    name: 'registerResult',
    path: '/user/register-result',
    titleKey: 'route.registerResult',
    placement: 'user',
    key: 'registerResult',
  },
  {
    name: 'thirdAppAuth',
    path: '/third-app-auth/:corpid',
    titleKey: 'route.thirdAppAuth',
    placement: 'blank',
    key: 'thirdAppAuth',
  },
  {
    name: 'salaryBill',
    path: '/salary/bill/:tag',
    titleKey: 'route.salaryBill',
    placement: 'blank',
    key: 'salaryBill',
  },
  { name: 'takeSeat', path: '/take/seat', titleKey: 'route.takeSeat', placement: 'blank', key: 'takeSeat' },
  {
    name: 'stagingShip',
    path: '/staging/ship',
    titleKey: 'route.stagingShip',
    placement: 'blank',
    key: 'stagingShip',
  },
  {
    name: 'activityRecordCall',
    path: '/associate/activity-record/call',
    titleKey: 'route.activityRecordCall',
    placement: 'blank',
    key: 'activityRecordCall',
  },
  { name: 'notFound', path: '/404', titleKey: 'route.notFound', placement: 'blank', key: 'notFound' },
  {
    name: 'weComMobileDetail',
    path: '/weCom-mobile-detail/:id',
    titleKey: 'route.weComMobileDetail',
    placement: 'blank',
    key: 'weComMobileDetail',
  },
  {
    name: 'weComMobileList',
    path: '/weCom-mobile-list',
    titleKey: 'route.weComMobileList',
    placement: 'blank',
    key: 'weComMobileList',
  },
  {
    name: 'weComMobileApproval',
    path: '/weCom-mobile-approval',
    titleKey: 'route.weComMobileApproval',
    placement: 'blank',
    key: 'weComMobileApproval',
  },
  {
    name: 'weComMobileApprovalDetail',
    path: '/weCom-mobile-approval/:id',
    titleKey: 'route.weComMobileApprovalDetail',
    placement: 'blank',
    key: 'weComMobileApprovalDetail',
  },
  {
    name: 'weComMobileCreate',
    path: '/weCom-mobile-create',
    titleKey: 'route.weComMobileCreate',
    placement: 'blank',
    key: 'weComMobileCreate',
  },
  { name: 'dashboard', path: DASHBOARD_PATH, titleKey: 'route.home', placement: 'layout', key: 'dashboard' },
  {
    name: 'devPageTest',
    path: '/devPageTest',
    titleKey: 'route.devPageTest',
    placement: 'layout',
    key: 'devTestPage',
  },
  merchant('storeManage', '/merchant', 'route.merchant', { redirect: MERCHANT_HOME_PATH }),
  merchant('merchantList', MERCHANT_HOME_PATH, 'route.merchantList'),
  merchant('merchantCreate', '/merchant/manage/create', 'route.merchantCreate', { hidden: true }),
  merchant('merchantDetail', '/merchant/manage/detail/:storeId', 'route.merchantDetail', { hidden: true }),
  merchant('merchantApplyList', '/merchant/apply/list', 'route.merchantApplyList'),
  merchant('merchantAccountList', '/merchant/account/list', 'route.merchantAccountList'),
  merchant('merchantApplyDetail', '/merchant/apply/detail/:storeId', 'route.merchantApplyDetail', {
    hidden: true,
  }),
  {
    name: 'downloadCenterManage',
    path: '/system/dowload/list',
    titleKey: 'route.downloadCenter',
    placement: 'layout',
    key: 'downloadCenterManage',
    hidden: true,
  },
  {
    name: 'personalCenterManage',
    path: '/system/admin/profile/list',
    titleKey: 'route.personalCenter',
    placement: 'layout',
    key: 'personalCenterManage',
    hidden: true,
  },
  {
    name: 'customerPoolList',
    path: '/customer/manage/poolList',
    titleKey: 'route.customerPoolList',
    placement: 'layout',
    key: 'customerPoolList',
  },
  {
    name: 'customerList',
    path: '/customer/manage/list',
    titleKey: 'route.customerList',
    placement: 'layout',
    key: 'customerList',
  },
  {
    name: 'customerDetail',
    path: '/customer/manage/detail/:id',
    titleKey: 'route.customerDetail',
    placement: 'layout',
    key: 'customerDetail',
    hidden: true,
  },
  {
    name: 'workorderCreate',
    path: '/workorder/create/0',
    titleKey: 'route.workorderCreate',
    placement: 'layout',
    key: 'workorderCreate',
  },
  {
    name: 'planLog',
    path: '/planManage/planLog',
    titleKey: 'route.planLog',
    placement: 'layout',
    key: 'planLog',
  },
  {
    name: 'personalPlan',
    path: '/planManage/personalPlan',
    titleKey: 'route.personalPlan',
    placement: 'layout',
    key: 'personalPlan',
  },
  {
    name: 'teamPlan',
    path: '/planManage/teamPlan',
    titleKey: 'route.teamPlan',
    placement: 'layout',
    key: 'teamPlan',
  },
];
