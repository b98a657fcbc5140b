import type { Action, SpecialKey } from './permissions.js';
import type { Locale } from './rules/constants.js';

/**
 * The full menu of spec §2.5 as it is seeded into the database. The server seeds it (and the
 * administrator may edit it later); the browser maps each leaf `key` to a screen and takes menu
 * titles from here for both locales. Paths with `:id`-style segments are detail screens, hidden
 * from the menu and opened from lists.
 */
export interface MenuSeed {
  key: string;
  titleZh: string;
  titleEn: string;
  path: string;
  icon?: string;
  hidden?: boolean;
  /** Oper children: standard actions or special keys. */
  opers?: readonly (Action | SpecialKey)[];
  children?: readonly MenuSeed[];
}

type Oper = Action | SpecialKey;

const CRUD = ['add', 'query', 'get', 'update', 'edit', 'delete'] as const satisfies readonly Action[];
const CRUD_IO = [...CRUD, 'import', 'export'] as const satisfies readonly Action[];
const CRUD_TOGGLE = [...CRUD, 'enable', 'disable'] as const satisfies readonly Action[];
const VIEW = ['query', 'get'] as const satisfies readonly Action[];
const VIEW_EXPORT = ['query', 'get', 'export'] as const satisfies readonly Action[];

/** A catalogue entry that keeps its key and opers as literal types (for PermissionKey). */
type Seed<K extends string, O extends readonly Oper[]> = MenuSeed & { key: K; opers: O };

function leaf<const K extends string, const O extends readonly Oper[] = typeof VIEW>(
  key: K,
  path: string,
  titleZh: string,
  titleEn: string,
  opers: O = VIEW as readonly Oper[] as O,
  extra: Partial<MenuSeed> = {},
): Seed<K, O> {
  return { ...extra, key, path, titleZh, titleEn, opers };
}

const hiddenLeaf = <const K extends string, const O extends readonly Oper[] = typeof VIEW>(
  key: K,
  path: string,
  titleZh: string,
  titleEn: string,
  opers: O = VIEW as readonly Oper[] as O,
) => leaf(key, path, titleZh, titleEn, opers, { hidden: true });

const CATALOGUE = [
  leaf('dashboard', '/dashboard', '首页', 'Dashboard', VIEW, { icon: 'dashboard' }),
  {
    key: 'customerManage',
    path: '/customer',
    titleZh: '客户管理',
    titleEn: 'Customers',
    icon: 'team',
    children: [
      leaf('customerPoolList', '/customer/manage/poolList', '客户公海', 'Customer pool', CRUD_IO),
      leaf('customerList', '/customer/manage/list', '客户列表', 'Customer list', CRUD_IO),
      leaf('customerBusinessList', '/customer/business/list', '商机列表', 'Business list', CRUD_IO),
      leaf('customerCreate', '/customer/manage/create', '新建客户', 'New customer', ['add']),
      hiddenLeaf('customerDetail', '/customer/manage/detail/:id', '客户详情', 'Customer detail', [
        ...CRUD,
        'customerDetailParsing',
        'customerDetailReSetParsing',
      ]),
      hiddenLeaf('businessCreate', '/customer/business/create', '新建商机', 'Add business', ['add']),
      hiddenLeaf('businessDetail', '/customer/business/detail/:id', '商机详情', 'Business detail', CRUD),
      leaf('customerActivityList', '/customer/activity/list', '跟进记录', 'Activity list', [
        ...VIEW_EXPORT,
        'customerActivityParsing',
        'customerActivityReSetParsing',
      ]),
      leaf('cluePoolList', '/customer/clue/poolList', '线索池', 'Clue pool', CRUD_IO),
      hiddenLeaf('cluePoolEdit', '/customer/clue/poolEdit/:id', '编辑线索池', 'Edit clue pool', CRUD),
      hiddenLeaf(
        'clueAllocationEdit',
        '/customer/clue/allocationEdit/:id',
        '编辑分配窗口',
        'Edit allocation window',
        CRUD,
      ),
      leaf('customerTagList', '/customer/tag/list', '客户标签', 'Tags', CRUD),
      leaf('customerUndealtList', '/customer/undealt/list', '待处理客户', 'Undealt customers', VIEW_EXPORT),
      leaf('supportCustomerList', '/customer/support/list', '售后客户', 'Support customers', CRUD_IO),
      leaf(
        'supportDistribution',
        '/customer/support/distribution',
        '售后分配',
        'Support distribution',
        CRUD_TOGGLE,
      ),
      leaf('customerQuery', '/customer/query', '查询客户', 'Query customer', VIEW),
      leaf('clueSyncConfig', '/customer/clue/syncConfig', '线索同步配置', 'Clue sync config', CRUD_TOGGLE),
      leaf(
        'privateSeaRuleList',
        '/customer/privateSea/ruleList',
        '私海规则',
        'Private pool rules',
        CRUD_TOGGLE,
      ),
      hiddenLeaf(
        'privateSeaRuleDetail',
        '/customer/privateSea/ruleDetail/:id',
        '私海规则详情',
        'Private pool rule detail',
        CRUD,
      ),
      leaf('customerAssignment', '/customer/assignment', '客户分配', 'Customer assignment', CRUD),
      leaf('customerCasebook', '/customer/casebook', '客户案例', 'Casebook', CRUD_IO),
    ],
  },
  {
    key: 'saleManage',
    path: '/sale',
    titleZh: '销售管理',
    titleEn: 'Sales',
    icon: 'shopping',
    children: [
      leaf('saleViewing', '/sale/viewing', '销售查看', 'Sales viewing', VIEW_EXPORT),
      leaf('saleGoods', '/sale/goods', '销售商品', 'Goods', CRUD_IO),
      leaf('saleOrderList', '/sale/order/list', '销售订单', 'Sale orders', CRUD_IO),
      hiddenLeaf('saleOrderCreate', '/sale/order/create', '新建销售订单', 'New sale order', ['add']),
      hiddenLeaf('saleOrderDetail', '/sale/order/detail/:id', '销售订单详情', 'Sale order detail', CRUD),
      leaf('saleOrderDetailList', '/sale/order/detailList', '销售订单明细', 'Sale order lines', VIEW_EXPORT),
      leaf('sendOrderList', '/sale/send/list', '发货单', 'Send orders', CRUD_IO),
      leaf('externalOrderList', '/sale/external/list', '外部订单', 'External orders', CRUD_IO),
      leaf('saleCollectOrderList', '/sale/collect/list', '收款单', 'Collect orders', CRUD_IO),
      leaf('invoiceList', '/sale/invoice/list', '发票列表', 'Invoices', CRUD_IO),
      hiddenLeaf('invoiceCreate', '/sale/invoice/create', '新建发票', 'New invoice', ['add']),
      hiddenLeaf('invoiceDetail', '/sale/invoice/detail/:id', '发票详情', 'Invoice detail', CRUD),
      leaf('returnOrderList', '/sale/return/list', '退货单', 'Returns', CRUD_IO),
      hiddenLeaf('returnOrderCreate', '/sale/return/create', '新建退货单', 'New return', ['add']),
      hiddenLeaf('returnOrderDetail', '/sale/return/detail/:id', '退货单详情', 'Return detail', CRUD),
      leaf('pickOrderList', '/sale/pick/list', '拣货单', 'Pick orders', CRUD_IO),
      leaf('sourceList', '/sale/source/list', '订单来源', 'Sources', CRUD),
      hiddenLeaf('sourceDetail', '/sale/source/detail/:id', '来源详情', 'Source detail', CRUD),
      leaf('transferOrderList', '/sale/transfer/list', '调拨单', 'Transfer orders', CRUD_IO),
      leaf('ecommerceBillList', '/sale/ecommerce/bill', '电商账单', 'E-commerce bills', [
        ...VIEW_EXPORT,
        'import',
      ]),
      leaf('orderStatusUpdate', '/sale/order/statusUpdate', '订单状态更新', 'Order status update', [
        'query',
        'update',
        'import',
      ]),
    ],
  },
  {
    key: 'productManage',
    path: '/product',
    titleZh: '商品管理',
    titleEn: 'Products',
    icon: 'appstore',
    children: [
      leaf('productList', '/product/list', '商品列表', 'Products', CRUD_IO),
      leaf('productCreate', '/product/create', '新建商品', 'New product', ['add']),
      leaf('productCategory', '/product/category', '商品分类', 'Product categories', CRUD),
      leaf('fittingList', '/product/fitting/list', '配件列表', 'Fittings', CRUD_IO),
      leaf('fittingCategory', '/product/fitting/category', '配件分类', 'Fitting categories', CRUD),
      leaf('fittingCreate', '/product/fitting/create', '新建配件', 'New fitting', ['add']),
      leaf('productUnit', '/product/unit', '计量单位', 'Units', CRUD_TOGGLE),
      leaf('platformServiceList', '/product/service/list', '平台服务', 'Platform services', CRUD),
      leaf('platformServiceCreate', '/product/service/create', '新建平台服务', 'New platform service', [
        'add',
      ]),
      leaf('customerDiscountRate', '/product/discountRate', '客户折扣率', 'Customer discount rate', CRUD_IO),
    ],
  },
  {
    key: 'supplyManage',
    path: '/supply',
    titleZh: '供应与仓储',
    titleEn: 'Supply & stock',
    icon: 'database',
    children: [
      leaf('supplierList', '/supply/supplier/list', '供应商列表', 'Suppliers', CRUD_IO),
      hiddenLeaf('supplierDetail', '/supply/supplier/detail/:id', '供应商详情', 'Supplier detail', CRUD),
      leaf('supplierActivity', '/supply/supplier/activity', '供应商动态', 'Supplier activities', VIEW),
      leaf('warehouseList', '/supply/warehouse/list', '仓库列表', 'Warehouses', CRUD_TOGGLE),
      leaf('warehouseSyncLog', '/supply/warehouse/syncLog', '仓库同步日志', 'Warehouse sync log', [
        'query',
        'get',
        'update',
      ]),
      leaf('stockReceiptList', '/supply/stock/receipt/list', '入库单', 'Stock receipts', CRUD),
      leaf('stockCountList', '/supply/stock/count/list', '盘点', 'Stock counts', CRUD),
      leaf('stockOverview', '/supply/stock/overview', '库存查询', 'Stock overview', VIEW),
    ],
  },
  {
    key: 'workorderManage',
    path: '/workorder',
    titleZh: '工单管理',
    titleEn: 'Work orders',
    icon: 'tool',
    children: [
      leaf('workorderAll', '/workorder/all', '全部工单', 'All work orders', VIEW_EXPORT),
      leaf('workorderMyReported', '/workorder/myReported', '我提交的', 'My reported', VIEW),
      leaf('workorderMyResponsible', '/workorder/myResponsible', '我负责的', 'My responsible', VIEW),
      leaf('workorderMyFollowed', '/workorder/myFollowed', '我关注的', 'My followed', VIEW),
      leaf('workorderMyCharged', '/workorder/myCharged', '我经办的', 'My charged', VIEW),
      leaf('workorderSetting', '/workorder/setting', '工单设置', 'Work order settings', CRUD_TOGGLE),
      leaf('workorderCreate', '/workorder/create/0', '新建工单', 'New work order', ['add']),
      hiddenLeaf('workorderDetail', '/workorder/detail/:id', '工单详情', 'Work order detail', CRUD),
      leaf('repairList', '/workorder/repair/list', '维修单', 'Repairs', CRUD_IO),
      hiddenLeaf('repairDetail', '/workorder/repair/detail/:id', '维修单详情', 'Repair detail', CRUD),
      hiddenLeaf(
        'repairManageDetail',
        '/workorder/repair/manageDetail/:id',
        '维修处理详情',
        'Repair manage detail',
        CRUD,
      ),
      leaf('repairCreate', '/workorder/repair/create', '新建维修单', 'New repair', ['add']),
      leaf('collectOrderList', '/workorder/collect/list', '取件单', 'Collect orders', CRUD_IO),
      leaf('collectOrderCreate', '/workorder/collect/create', '新建取件单', 'New collect order', ['add']),
      hiddenLeaf(
        'collectOrderDetail',
        '/workorder/collect/detail/:id',
        '取件单详情',
        'Collect order detail',
        CRUD,
      ),
    ],
  },
  {
    key: 'repairManage',
    path: '/repair',
    titleZh: '维修管理',
    titleEn: 'Repair management',
    icon: 'setting',
    children: [
      leaf('repairWorkorderManage', '/repair/workorder/manage', '工单处理', 'Manage work orders', CRUD),
      leaf('faultCategory', '/repair/fault/category', '故障分类', 'Fault categories', CRUD),
    ],
  },
  {
    key: 'organizationManage',
    path: '/organization',
    titleZh: '组织管理',
    titleEn: 'Organization',
    icon: 'apartment',
    children: [
      leaf('organizationList', '/organization/list', '组织架构', 'Organization list', CRUD),
      leaf('payrollList', '/organization/payroll/list', '工资单', 'Payroll', CRUD_IO),
      hiddenLeaf('payrollDetail', '/organization/payroll/detail/:id', '工资单详情', 'Payroll detail', CRUD),
      leaf('staffList', '/organization/staff/list', '员工列表', 'Staff', CRUD_IO),
      hiddenLeaf('staffDetail', '/organization/staff/detail/:id', '员工详情', 'Staff detail', CRUD),
      leaf(
        'commissionProgramList',
        '/organization/commission/list',
        '提成方案',
        'Commission programs',
        CRUD_TOGGLE,
      ),
      hiddenLeaf(
        'commissionProgramDetail',
        '/organization/commission/detail/:id',
        '提成方案详情',
        'Commission program detail',
        CRUD,
      ),
      leaf(
        'salesPerformanceCommission',
        '/organization/commission/performance',
        '销售业绩提成',
        'Sales performance commission',
        VIEW_EXPORT,
      ),
      leaf('callAgentList', '/organization/agent/list', '坐席列表', 'Call agents', [
        ...CRUD_TOGGLE,
        'callSwitch',
      ]),
      leaf(
        'secondCallAgentList',
        '/organization/agent/secondList',
        '二线坐席列表',
        'Second-line agents',
        CRUD_TOGGLE,
      ),
      leaf('dutyRecordList', '/organization/duty/list', '值班记录', 'Duty records', [
        ...VIEW_EXPORT,
        'dutyRecordStart',
      ]),
      leaf('callRecordList', '/organization/call/record/list', '通话记录', 'Call records', VIEW_EXPORT),
      leaf('newOrganizationList', '/organization/new/list', '新组织架构', 'New organization list', CRUD),
      hiddenLeaf('organizationDetail', '/organization/detail/:id', '组织详情', 'Organization detail', CRUD),
    ],
  },
  {
    key: 'targetManage',
    path: '/target',
    titleZh: '目标管理',
    titleEn: 'Targets',
    icon: 'aim',
    children: [
      leaf('targetList', '/target/list', '目标列表', 'Targets', CRUD_IO),
      hiddenLeaf('targetDetail', '/target/detail/:id', '目标详情', 'Target detail', CRUD),
      leaf('myTarget', '/target/mine', '我的目标', 'My targets', VIEW),
    ],
  },
  {
    key: 'planManage',
    path: '/planManage',
    titleZh: '计划管理',
    titleEn: 'Plans',
    icon: 'schedule',
    children: [
      leaf('teamPlan', '/planManage/teamPlan', '团队计划', 'Team plan', CRUD),
      leaf('personalPlan', '/planManage/personalPlan', '个人计划', 'Personal plan', CRUD),
      leaf('planLog', '/planManage/planLog', '计划日志', 'Plan log', VIEW_EXPORT),
    ],
  },
  {
    key: 'marketingManage',
    path: '/marketing',
    titleZh: '营销素材',
    titleEn: 'Marketing material',
    icon: 'picture',
    children: [
      leaf('materialCategory', '/marketing/category', '素材分类', 'Categories', CRUD),
      leaf('materialManage', '/marketing/manage', '素材管理', 'Manage material', CRUD),
      leaf('materialViewHistory', '/marketing/history', '浏览记录', 'View history', VIEW_EXPORT),
    ],
  },
  {
    key: 'approvalManage',
    path: '/approval',
    titleZh: '审批管理',
    titleEn: 'Approvals',
    icon: 'audit',
    children: [
      leaf('processList', '/approval/process/list', '流程列表', 'Processes', CRUD_TOGGLE),
      hiddenLeaf('processDetail', '/approval/process/detail/:id', '流程详情', 'Process detail', CRUD),
      leaf('approvalMyStart', '/approval/myStart', '我发起的', 'Initiated by me', ['add', 'query', 'get']),
      leaf('approvalMyApproved', '/approval/myApproved', '我审批的', 'Approved by me', [
        'query',
        'get',
        'update',
      ]),
      leaf('approvalCopyToMe', '/approval/copyToMe', '抄送我的', 'Carbon copy to me', VIEW),
      hiddenLeaf('approvalDetail', '/approval/detail/:id', '审批详情', 'Approval detail', CRUD),
      leaf('approvalAll', '/approval/all', '全部审批', 'All approvals', VIEW_EXPORT),
    ],
  },
  {
    key: 'storeManage',
    path: '/merchant',
    titleZh: '商户管理',
    titleEn: 'Merchants',
    icon: 'shop',
    children: [
      leaf('merchantList', '/merchant/manage/list', '商户列表', 'Merchant list', CRUD_TOGGLE),
      hiddenLeaf('merchantCreate', '/merchant/manage/create', '新建商户', 'New merchant', ['add']),
      hiddenLeaf('merchantDetail', '/merchant/manage/detail/:storeId', '商户详情', 'Merchant detail', CRUD),
      leaf('merchantApplyList', '/merchant/apply/list', '商户申请', 'Merchant applications', CRUD),
      hiddenLeaf(
        'merchantApplyDetail',
        '/merchant/apply/detail/:storeId',
        '申请详情',
        'Application detail',
        CRUD,
      ),
      leaf('merchantAccountList', '/merchant/account/list', '商户账号', 'Merchant accounts', CRUD_TOGGLE),
    ],
  },
  {
    key: 'systemManage',
    path: '/system',
    titleZh: '系统管理',
    titleEn: 'System',
    icon: 'setting',
    children: [
      leaf('adminUserList', '/system/admin/user/list', '管理员', 'Admin users', [...CRUD_TOGGLE, 'unlock']),
      leaf('roleList', '/system/role/list', '角色列表', 'Roles', CRUD),
      hiddenLeaf('roleCreate', '/system/role/create', '新建角色', 'New role', ['add']),
      leaf('resourceList', '/system/resource/list', '资源管理', 'Resources', CRUD),
      leaf('crmDictionary', '/system/dict/list', 'CRM字典', 'CRM dictionaries', CRUD_TOGGLE),
      leaf('customerSourceList', '/system/customerSource/list', '客户来源', 'Customer sources', [
        ...CRUD_TOGGLE,
        'import',
        'export',
      ]),
      leaf('devTestPage', '/devPageTest', '开发测试页', 'Dev test page', VIEW),
      leaf('paymentChannel', '/system/paymentChannel/list', '支付渠道', 'Payment channels', [
        ...CRUD_TOGGLE,
        'import',
        'export',
      ]),
      leaf('documentNumberSettings', '/system/documentNumber/list', '单据编号', 'Document numbers', [
        'query',
        'update',
      ]),
      leaf('businessCalendarSettings', '/system/businessCalendar', '工作日历', 'Business calendar', [
        'query',
        'update',
      ]),
      hiddenLeaf('auditLog', '/system/audit/list', '审计日志', 'Audit log', VIEW),
      hiddenLeaf('formDesigner', '/system/form/designer', '表单设计器', 'Form designer', ['query']),
    ],
  },
  hiddenLeaf('downloadCenterManage', '/system/dowload/list', '下载中心', 'Download center', [
    'query',
    'get',
    'delete',
  ]),
  hiddenLeaf('personalCenterManage', '/system/admin/profile/list', '个人中心', 'Personal center', [
    'query',
    'update',
  ]),
] as const satisfies readonly MenuSeed[];

export const MENU_CATALOGUE: readonly MenuSeed[] = CATALOGUE;

/** Every entry of the catalogue, at any depth, with its literal key and opers. */
type Flatten<E> = E extends { readonly children: readonly (infer C)[] } ? E | Flatten<C> : E;
type CatalogueEntry = Flatten<(typeof CATALOGUE)[number]>;

/** A menu key of the catalogue (`customerList`): a misspelt one does not compile. */
export type MenuKey = CatalogueEntry['key'];

type Qualified<K extends string, O> = O extends Action ? `${K}:${O}` : O;

/**
 * The oper permissions the catalogue declares: `customerList:add` for a standard action under its
 * menu, the bare key for a special one (`dutyRecordStart`).
 */
export type MenuOperKey = CatalogueEntry extends infer E
  ? E extends { key: infer K extends string; opers: readonly (infer O)[] }
    ? Qualified<K, O>
    : never
  : never;

/** Walks the catalogue depth-first, parents before children. */
export function* walkMenu(
  entries: readonly MenuSeed[] = MENU_CATALOGUE,
  parent?: MenuSeed,
): Generator<{ entry: MenuSeed; parent?: MenuSeed }> {
  for (const entry of entries) {
    yield { entry, parent };
    if (entry.children) yield* walkMenu(entry.children, entry);
  }
}

/** The oper keys the catalogue gives a menu entry (`['add', 'query', …]`), none for an unknown key. */
export function menuOpersOf(key: string): readonly string[] {
  for (const { entry } of walkMenu()) {
    if (entry.key === key) return entry.opers ?? [];
  }
  return [];
}

/** The title of a catalogue entry in a locale (客户来源 / Customer sources), or null for an unknown key. */
export function menuTitleOf(key: string, locale: Locale): string | null {
  for (const { entry } of walkMenu()) {
    if (entry.key === key) return locale === 'en' ? entry.titleEn : entry.titleZh;
  }
  return null;
}

/** Titles of oper (button) entries in both locales: the standard actions and the special keys. */
export const OPER_TITLES: Readonly<Record<Action | SpecialKey, { titleZh: string; titleEn: string }>> = {
  add: { titleZh: '新增', titleEn: 'Add' },
  query: { titleZh: '查询', titleEn: 'Query' },
  get: { titleZh: '详情', titleEn: 'View' },
  update: { titleZh: '修改', titleEn: 'Update' },
  edit: { titleZh: '编辑', titleEn: 'Edit' },
  delete: { titleZh: '删除', titleEn: 'Delete' },
  import: { titleZh: '导入', titleEn: 'Import' },
  export: { titleZh: '导出', titleEn: 'Export' },
  enable: { titleZh: '启用', titleEn: 'Enable' },
  disable: { titleZh: '停用', titleEn: 'Disable' },
  unlock: { titleZh: '解锁', titleEn: 'Unlock' },
  storeManage: { titleZh: '商户管理', titleEn: 'Merchant management' },
  downloadCenterManage: { titleZh: '下载中心', titleEn: 'Download center' },
  personalCenterManage: { titleZh: '个人中心', titleEn: 'Personal center' },
  dutyRecordStart: { titleZh: '开始值班', titleEn: 'Start duty' },
  customerActivityParsing: { titleZh: '跟进记录AI解析', titleEn: 'Activity AI analysis' },
  customerDetailParsing: { titleZh: '客户详情AI解析', titleEn: 'Customer AI analysis' },
  customerDetailReSetParsing: { titleZh: '客户详情重新解析', titleEn: 'Re-parse customer analysis' },
  customerActivityReSetParsing: { titleZh: '跟进记录重新解析', titleEn: 'Re-parse activity analysis' },
  callSwitch: { titleZh: '模拟来电', titleEn: 'Place test calls' },
};
