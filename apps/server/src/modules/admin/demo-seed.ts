import type { DemoRoleGrants } from '../../platform/modules/server-module.js';
import { ADMINISTRATOR_ROLE_CODE, VIEW, WORK, WORK_EXPORT } from './role-grants.js';

/**
 * The demo data set: who the demo accounts are and what each role may do. Seeded on the first
 * start of the embedded database (or with ATRIUM_SEED_DEMO=true); never with DATABASE_URL by default.
 */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ORGANIZATION = { name: '演示科技有限公司', code: 'demo', inviteCode: 'DEMO2026' } as const;
/** A second organization only `admin` belongs to: proves another tenant's data stays invisible. */
export const DEMO_BRANCH_ORGANIZATION = {
  name: '演示分公司',
  code: 'demo-branch',
  inviteCode: null,
} as const;

/**
 * Grants of the screens no module serves yet (the menu has them, shown as "coming later" pages).
 * Everything else each module grants in its own manifest (`demoRoleGrants`); a module that serves
 * one of these screens grants it there, and its grants replace these for that menu
 * (composeDemoRoleGrants, demo-role-grants.ts): nothing here needs editing.
 */
export const PLANNED_SCREEN_GRANTS: DemoRoleGrants = {
  everyone: {
    approvalMyStart: 'all',
    approvalCopyToMe: VIEW,
    approvalDetail: VIEW,
  },
  salesperson: {
    saleOrderList: ['add', 'query', 'get'],
    saleOrderCreate: ['add'],
    saleOrderDetail: ['add', 'query', 'get'],
    myTarget: VIEW,
    personalPlan: 'all',
    planLog: VIEW,
    materialManage: VIEW,
  },
  salesManager: {
    saleOrderList: 'all',
    saleOrderCreate: 'all',
    saleOrderDetail: 'all',
    saleOrderDetailList: 'all',
    targetList: 'all',
    targetDetail: 'all',
    myTarget: 'all',
    teamPlan: 'all',
    personalPlan: 'all',
    planLog: 'all',
    materialCategory: 'all',
    materialManage: 'all',
    materialViewHistory: 'all',
    approvalMyApproved: 'all',
    approvalAll: VIEW,
    salesPerformanceCommission: VIEW,
  },
  callAgent: {
    workorderCreate: ['add'],
    workorderMyReported: VIEW,
  },
  afterSales: {
    workorderAll: VIEW,
    workorderMyReported: VIEW,
    workorderMyResponsible: VIEW,
    workorderMyFollowed: VIEW,
    workorderMyCharged: VIEW,
    workorderCreate: ['add'],
    workorderDetail: WORK,
    repairList: WORK_EXPORT,
    repairDetail: WORK,
    repairManageDetail: WORK,
    repairCreate: ['add'],
    collectOrderList: WORK,
    collectOrderCreate: ['add'],
    collectOrderDetail: WORK,
    repairWorkorderManage: WORK,
    faultCategory: VIEW,
    returnOrderList: ['query', 'get', 'update'],
    returnOrderDetail: VIEW,
  },
  warehouse: {
    saleOrderList: VIEW,
    saleOrderDetail: VIEW,
    saleOrderDetailList: 'all',
    sendOrderList: 'all',
    pickOrderList: 'all',
    transferOrderList: 'all',
    returnOrderList: ['query', 'get', 'update'],
    returnOrderDetail: VIEW,
    orderStatusUpdate: 'all',
  },
  finance: {
    saleOrderList: ['query', 'get', 'export'],
    saleOrderDetail: VIEW,
    saleOrderDetailList: 'all',
    saleCollectOrderList: 'all',
    invoiceList: 'all',
    invoiceCreate: 'all',
    invoiceDetail: 'all',
    ecommerceBillList: 'all',
    returnOrderList: VIEW,
    returnOrderDetail: VIEW,
    payrollList: 'all',
    payrollDetail: 'all',
    commissionProgramList: 'all',
    commissionProgramDetail: 'all',
    salesPerformanceCommission: 'all',
    approvalMyApproved: 'all',
    approvalAll: 'all',
  },
  hr: {
    newOrganizationList: 'all',
    payrollList: VIEW,
    payrollDetail: VIEW,
    targetList: VIEW,
    approvalMyApproved: 'all',
  },
};

export interface DemoRole {
  code: string;
  name: string;
  describe: string;
  /**
   * `everything` for the administrator, whose grants are topped up to the whole menu at each start;
   * `modules` for the others: what the modules' manifests grant them (composeDemoRoleGrants).
   */
  grants: 'everything' | 'modules';
}

export const DEMO_ROLES = [
  { code: ADMINISTRATOR_ROLE_CODE, name: '系统管理员', describe: '拥有全部权限', grants: 'everything' },
  { code: 'salesManager', name: '销售经理', describe: '管理销售团队、客户与目标', grants: 'modules' },
  { code: 'salesperson', name: '销售员', describe: '跟进自己的客户与订单', grants: 'modules' },
  { code: 'callAgent', name: '呼叫坐席', describe: '接打电话、值班与记录跟进', grants: 'modules' },
  { code: 'afterSales', name: '售后专员', describe: '售后客户、工单与维修', grants: 'modules' },
  { code: 'warehouse', name: '仓库管理员', describe: '发货、拣货、调拨与仓库', grants: 'modules' },
  { code: 'finance', name: '财务', describe: '收款、发票、账单与工资', grants: 'modules' },
  { code: 'hr', name: '人事', describe: '组织架构、员工与工资单', grants: 'modules' },
] as const satisfies readonly DemoRole[];

/** A demo role a module may grant its screens to (the administrator holds everything anyway). */
export type DemoRoleCode = Exclude<(typeof DEMO_ROLES)[number]['code'], typeof ADMINISTRATOR_ROLE_CODE>;

/** Departments of the demo organization; `parent` names another entry. */
export const DEMO_DEPARTMENTS: readonly { name: string; parent?: string }[] = [
  { name: '总经办' },
  { name: '销售部' },
  { name: '销售一组', parent: '销售部' },
  { name: '销售二组', parent: '销售部' },
  { name: '客服中心' },
  { name: '售后服务部' },
  { name: '仓储物流部' },
  { name: '财务部' },
  { name: '人力资源部' },
];

export interface DemoAccount {
  username: string;
  name: string;
  roleCode: string;
  department: string;
  mobile: string;
  /** A customer-distribution object (new customers may be assigned to them). */
  distribution?: boolean;
}

/** One account per role, all with DEMO_PASSWORD. README and tests refer to this list. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    name: '系统管理员',
    roleCode: 'administrator',
    department: '总经办',
    mobile: '13800000001',
    distribution: true,
  },
  {
    username: 'manager',
    name: '王经理',
    roleCode: 'salesManager',
    department: '销售部',
    mobile: '13800000002',
  },
  {
    username: 'sales',
    name: '李销售',
    roleCode: 'salesperson',
    department: '销售一组',
    mobile: '13800000003',
    distribution: true,
  },
  {
    username: 'sales2',
    name: '张销售',
    roleCode: 'salesperson',
    department: '销售二组',
    mobile: '13800000009',
  },
  { username: 'agent', name: '赵坐席', roleCode: 'callAgent', department: '客服中心', mobile: '13800000004' },
  {
    username: 'service',
    name: '钱售后',
    roleCode: 'afterSales',
    department: '售后服务部',
    mobile: '13800000005',
  },
  {
    username: 'warehouse',
    name: '孙仓管',
    roleCode: 'warehouse',
    department: '仓储物流部',
    mobile: '13800000006',
  },
  { username: 'finance', name: '周财务', roleCode: 'finance', department: '财务部', mobile: '13800000007' },
  { username: 'hr', name: '吴人事', roleCode: 'hr', department: '人力资源部', mobile: '13800000008' },
];

/** Master data of the demo organization (system admin screens). */
export const DEMO_CUSTOMER_SOURCES = [
  { name: '官网咨询', code: 'website', sort: 1 },
  { name: '电话呼入', code: 'inbound-call', sort: 2 },
  { name: '客户转介绍', code: 'referral', sort: 3 },
  { name: '展会', code: 'exhibition', sort: 4, enabled: false, remark: '2025 年起不再参展' },
];
export const DEMO_PAYMENT_CHANNELS = [
  { name: '对公转账', code: 'bank-transfer', kind: 'bank' as const },
  { name: '微信支付', code: 'wechat-pay', kind: 'wechat' as const },
  { name: '支付宝', code: 'alipay', kind: 'alipay' as const },
  { name: '现金', code: 'cash', kind: 'cash' as const, remark: '仅限门店收款' },
];
