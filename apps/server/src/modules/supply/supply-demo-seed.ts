import { creditCodeCheckCharacter, DAY_MS } from '@atrium/contract';
import type { SupplierActivityKind } from '@atrium/contract/endpoints/supplier-activities';
import type { SupplierStatus } from '@atrium/contract/resources/supplier';
import { asc, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/modules/server-module.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import { supplierActivities } from './supplier-activities.tables.js';
import { supplierItems } from './supplier-items.tables.js';
import { writeSupplierActivityEntries } from './supplier-timeline.js';
import { supplierContacts, suppliers } from './suppliers.tables.js';

interface DemoSupplier {
  code: string;
  name: string;
  shortName: string;
  status: SupplierStatus;
  phone: string;
  address: string;
  bankName: string;
  /** The first 17 characters of the tax number; the check character is computed. */
  taxBase: string;
  owner: 'warehouse' | 'admin';
  contacts: readonly { name: string; position: string; mobile: string; email: string }[];
}

const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    code: 'SUP-001',
    name: '深圳华强电子科技有限公司',
    shortName: '华强电子',
    status: 'active',
    phone: '0755-83216688',
    address: '广东省深圳市福田区华强北路 1019 号',
    bankName: '招商银行深圳华强支行',
    taxBase: '91440300MA5DC8Q1X',
    owner: 'warehouse',
    contacts: [
      { name: '陈建国', position: '销售经理', mobile: '13723456781', email: 'chenjg@hq-elec.cn' },
      { name: '刘晓燕', position: '商务专员', mobile: '13923456782', email: 'liuxy@hq-elec.cn' },
    ],
  },
  {
    code: 'SUP-002',
    name: '东莞精诚五金制品有限公司',
    shortName: '精诚五金',
    status: 'active',
    phone: '0769-22883366',
    address: '广东省东莞市长安镇振安中路 268 号',
    bankName: '中国工商银行东莞长安支行',
    taxBase: '91441900MA4W7K2L8',
    owner: 'warehouse',
    contacts: [{ name: '黄志明', position: '总经理', mobile: '13612345673', email: 'hzm@jc-hardware.com' }],
  },
  {
    code: 'SUP-003',
    name: '苏州恒信包装材料有限公司',
    shortName: '恒信包装',
    status: 'active',
    phone: '0512-65558899',
    address: '江苏省苏州市吴中区木渎镇金枫路 88 号',
    bankName: '中国建设银行苏州吴中支行',
    taxBase: '91320506MA1NQ3B6T',
    owner: 'warehouse',
    contacts: [
      { name: '周丽', position: '业务主管', mobile: '13812345674', email: 'zhouli@hx-pack.cn' },
      { name: '吴强', position: '物流调度', mobile: '13912345675', email: '' },
    ],
  },
  {
    code: 'SUP-004',
    name: '宁波海天塑胶机械有限公司',
    shortName: '海天塑胶',
    status: 'active',
    phone: '0574-86182233',
    address: '浙江省宁波市北仑区小港江南出口加工区',
    bankName: '宁波银行北仑支行',
    taxBase: '91330206MA2GTX5P1',
    owner: 'admin',
    contacts: [
      { name: '王海涛', position: '大客户经理', mobile: '15867123456', email: 'wanght@haitian-mc.com' },
    ],
  },
  {
    code: 'SUP-005',
    name: '上海联创办公设备有限公司',
    shortName: '联创办公',
    status: 'active',
    phone: '021-54321098',
    address: '上海市闵行区七宝镇漕宝路 3188 号',
    bankName: '上海浦东发展银行七宝支行',
    taxBase: '91310112MA1GB4R7C',
    owner: 'warehouse',
    contacts: [
      { name: '李文静', position: '销售代表', mobile: '13761234567', email: 'liwj@lianchuang-sh.com' },
    ],
  },
  {
    code: 'SUP-006',
    name: '杭州云锋网络设备有限公司',
    shortName: '云锋网络',
    status: 'suspended',
    phone: '0571-88776655',
    address: '浙江省杭州市滨江区长河街道江南大道 588 号',
    bankName: '杭州银行滨江支行',
    taxBase: '91330108MA27XN4D2',
    owner: 'warehouse',
    contacts: [
      { name: '赵磊', position: '渠道经理', mobile: '18657123458', email: 'zhaolei@yunfeng-net.cn' },
    ],
  },
  {
    code: 'SUP-007',
    name: '广州粤通物流配件有限公司',
    shortName: '粤通配件',
    status: 'active',
    phone: '020-87654321',
    address: '广东省广州市白云区太和镇广从五路 66 号',
    bankName: '中国银行广州白云支行',
    taxBase: '91440111MA59AB3H4',
    owner: 'warehouse',
    contacts: [
      { name: '林志强', position: '销售总监', mobile: '13512345679', email: 'linzq@yuetong-parts.com' },
      { name: '郑芳', position: '客服', mobile: '020-87654322', email: 'service@yuetong-parts.com' },
    ],
  },
  {
    code: 'SUP-008',
    name: '北京中科锐达仪器有限公司',
    shortName: '中科锐达',
    status: 'evaluating',
    phone: '010-62551234',
    address: '北京市海淀区中关村南大街 5 号',
    bankName: '北京银行中关村支行',
    taxBase: '91110108MA01C2E5F',
    owner: 'admin',
    contacts: [{ name: '孙鹏', position: '技术支持', mobile: '13601234560', email: 'sunpeng@zkrd.com.cn' }],
  },
  {
    code: 'SUP-009',
    name: '成都蜀信电气有限公司',
    shortName: '蜀信电气',
    status: 'active',
    phone: '028-85123456',
    address: '四川省成都市高新区天府大道中段 1268 号',
    bankName: '成都银行高新支行',
    taxBase: '91510100MA61T8W9K',
    owner: 'warehouse',
    contacts: [
      { name: '杨敏', position: '销售经理', mobile: '13981234561', email: 'yangmin@shuxin-elec.cn' },
    ],
  },
  {
    code: 'SUP-010',
    name: '武汉楚天线缆有限公司',
    shortName: '楚天线缆',
    status: 'terminated',
    phone: '027-84561234',
    address: '湖北省武汉市东西湖区走马岭街道',
    bankName: '汉口银行东西湖支行',
    taxBase: '91420112MA4KL6M3N',
    owner: 'warehouse',
    contacts: [{ name: '何勇', position: '业务员', mobile: '13871234562', email: '' }],
  },
  {
    code: 'SUP-011',
    name: '厦门鹭岛电池科技有限公司',
    shortName: '鹭岛电池',
    status: 'active',
    phone: '0592-5678123',
    address: '福建省厦门市集美区杏林湾路 168 号',
    bankName: '厦门国际银行集美支行',
    taxBase: '91350211MA31P7Q8R',
    owner: 'admin',
    contacts: [
      { name: '许佳', position: '销售经理', mobile: '15959234563', email: 'xujia@ludao-battery.com' },
    ],
  },
  {
    code: 'SUP-012',
    name: '青岛海蓝精密模具有限公司',
    shortName: '海蓝模具',
    status: 'evaluating',
    phone: '0532-86781234',
    address: '山东省青岛市黄岛区江山中路 577 号',
    bankName: '青岛银行黄岛支行',
    taxBase: '91370211MA3C5D9E6',
    owner: 'warehouse',
    contacts: [
      { name: '邓涛', position: '项目经理', mobile: '13953234564', email: 'dengtao@hailan-mold.cn' },
    ],
  },
  {
    code: 'SUP-013',
    name: '天津滨海显示技术有限公司',
    shortName: '滨海显示',
    status: 'active',
    phone: '022-25761234',
    address: '天津市滨海新区经济技术开发区第三大街 51 号',
    bankName: '天津银行开发区支行',
    taxBase: '91120116MA05J2K7L',
    owner: 'warehouse',
    contacts: [
      { name: '马丽娜', position: '区域经理', mobile: '13821234565', email: 'malina@bh-display.com' },
    ],
  },
  {
    code: 'SUP-014',
    name: '合肥智联传感器有限公司',
    shortName: '智联传感',
    status: 'suspended',
    phone: '0551-65431234',
    address: '安徽省合肥市蜀山区望江西路 800 号',
    bankName: '徽商银行合肥蜀山支行',
    taxBase: '91340104MA2T4U6W8',
    owner: 'admin',
    contacts: [
      { name: '汪洋', position: '销售工程师', mobile: '18955123466', email: 'wangyang@zl-sensor.cn' },
    ],
  },
  {
    code: 'SUP-015',
    name: '昆山鼎盛电子材料有限公司',
    shortName: '鼎盛材料',
    status: 'active',
    phone: '0512-57701234',
    address: '江苏省昆山市开发区前进东路 579 号',
    bankName: '昆山农村商业银行开发区支行',
    taxBase: '91320583MA1X3Y5Q7',
    owner: 'warehouse',
    contacts: [
      { name: '蒋红', position: '销售主管', mobile: '13962634567', email: 'jianghong@dingsheng-mat.com' },
    ],
  },
];

interface DemoActivity {
  supplier: string;
  kind: SupplierActivityKind;
  content: string;
  /** Days before now. */
  daysAgo: number;
  author: 'warehouse' | 'admin';
}

const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    supplier: 'SUP-001',
    kind: 'visit',
    content: '到华强电子工厂实地考察产线，确认下季度主板供货产能充足，对方承诺交期 15 天。',
    daysAgo: 26,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-001',
    kind: 'call',
    content: '电话沟通 11 月批次价格，对方同意在 500 件以上给予 3% 折扣。',
    daysAgo: 12,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-001',
    kind: 'note',
    content: '最新报价单已归档，注意 12 月起部分型号调价。',
    daysAgo: 3,
    author: 'admin',
  },
  {
    supplier: 'SUP-002',
    kind: 'call',
    content: '询问五金配件补货进度，对方表示本周五发出，预计下周二到货。',
    daysAgo: 9,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-003',
    kind: 'visit',
    content: '与恒信包装洽谈新款环保包装箱，样品将于月底寄出。',
    daysAgo: 20,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-003',
    kind: 'note',
    content: '样品已收到，质检合格，可以进入小批量试用。',
    daysAgo: 6,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-004',
    kind: 'call',
    content: '确认注塑件年度框架协议条款，法务审核中。',
    daysAgo: 15,
    author: 'admin',
  },
  {
    supplier: 'SUP-005',
    kind: 'call',
    content: '办公设备维保合同续签，对方提供上门服务响应时间 4 小时。',
    daysAgo: 18,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-006',
    kind: 'note',
    content: '近两批交换机到货延迟超过 10 天，暂停合作，待对方提交整改方案。',
    daysAgo: 11,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-006',
    kind: 'call',
    content: '对方来电说明延迟原因为芯片缺货，整改方案下周提交。',
    daysAgo: 4,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-007',
    kind: 'visit',
    content: '拜访粤通配件广州仓库，核对库存与发货流程，整体规范。',
    daysAgo: 23,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-007',
    kind: 'call',
    content: '沟通急件加急发货，当天下午已安排顺丰发出。',
    daysAgo: 2,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-008',
    kind: 'visit',
    content: '中科锐达来访介绍新一代检测仪器，已索取报价与资质文件。',
    daysAgo: 8,
    author: 'admin',
  },
  {
    supplier: 'SUP-009',
    kind: 'call',
    content: '确认配电柜订单的技术参数，对方安排工程师下周上门。',
    daysAgo: 14,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-010',
    kind: 'note',
    content: '线缆抽检两次不合格，经评审停止合作，剩余货款已结清。',
    daysAgo: 28,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-011',
    kind: 'call',
    content: '询问锂电池 UN38.3 认证更新情况，对方本月内提供新报告。',
    daysAgo: 10,
    author: 'admin',
  },
  {
    supplier: 'SUP-012',
    kind: 'visit',
    content: '考察海蓝模具的加工中心，精度满足要求，下一步试制样件。',
    daysAgo: 5,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-013',
    kind: 'call',
    content: '显示屏交期由 20 天缩短为 14 天，已同步采购计划。',
    daysAgo: 7,
    author: 'warehouse',
  },
  {
    supplier: 'SUP-014',
    kind: 'note',
    content: '传感器批次一致性问题未解决，暂停下单，等待 8D 报告。',
    daysAgo: 16,
    author: 'admin',
  },
  {
    supplier: 'SUP-015',
    kind: 'call',
    content: '导热硅胶片月度用量确认，对方备货 2000 片。',
    daysAgo: 1,
    author: 'warehouse',
  },
];

/** Products each active or suspended supplier supplies, and every how many-th fitting. */
const PRODUCTS_PER_SUPPLIER = 6;
const LEAD_TIMES = [3, 5, 7, 10, 15, 20, 30] as const;

/**
 * What the demo suppliers supply: each supplier that is not terminated or still evaluated gets a
 * run of the demo catalogue's products and some fittings, bought at their cost price (or 70 % of
 * the list price), with lead times of 3 to 30 days.
 */
async function seedDemoSuppliedItems(tx: DemoSeedContext['tx'], orgId: number, supplierIds: number[]) {
  const catalogueProducts = await tx
    .select({ id: products.id, listPrice: products.listPrice, costPrice: products.costPrice })
    .from(products)
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.id));
  const catalogueFittings = await tx
    .select({ id: fittings.id, listPrice: fittings.price, costPrice: fittings.costPrice })
    .from(fittings)
    .where(eq(fittings.orgId, orgId))
    .orderBy(asc(fittings.id));
  const purchasePrice = (item: { listPrice: number; costPrice: number | null }) =>
    item.costPrice ?? Math.round((item.listPrice * 7) / 10);
  const rows = supplierIds.flatMap((supplierId, index) => {
    const start = (index * PRODUCTS_PER_SUPPLIER * 3) % Math.max(catalogueProducts.length, 1);
    const supplied = catalogueProducts.slice(start, start + PRODUCTS_PER_SUPPLIER).map((item, n) => ({
      itemKind: 'product' as const,
      item,
      leadTimeDays: LEAD_TIMES[(index + n) % LEAD_TIMES.length]!,
    }));
    const fitted = catalogueFittings
      .filter((_item, n) => n % supplierIds.length === index || (n + 3) % supplierIds.length === index)
      .map((item, n) => ({ itemKind: 'fitting' as const, item, leadTimeDays: LEAD_TIMES[n % 3]! }));
    return [...supplied, ...fitted].map(({ itemKind, item, leadTimeDays }) => ({
      orgId,
      supplierId,
      itemKind,
      itemId: item.id,
      purchasePrice: purchasePrice(item),
      leadTimeDays,
    }));
  });
  if (rows.length > 0) await tx.insert(supplierItems).values(rows);
}

/**
 * The demo organization's suppliers with their contacts, what they supply, and three weeks or so
 * of activities on them; most are 孙仓管's (the warehouse keeper buys), some the administrator's.
 */
export async function seedDemoSuppliers({ tx, orgId, userIds, departmentOfUser }: DemoSeedContext) {
  const inserted = await tx
    .insert(suppliers)
    .values(
      DEMO_SUPPLIERS.map((supplier) => ({
        orgId,
        code: supplier.code,
        name: supplier.name,
        shortName: supplier.shortName,
        status: supplier.status,
        phone: supplier.phone,
        address: supplier.address,
        bankName: supplier.bankName,
        bankAccount: `6222 0${supplier.code.slice(-3)} 1234 5678 901`,
        taxNumber: `${supplier.taxBase}${creditCodeCheckCharacter(supplier.taxBase)}`,
        invoiceTitle: supplier.name,
        ownerUserId: userIds.get(supplier.owner) ?? null,
        ownerDepartmentId: departmentOfUser(supplier.owner) ?? null,
        createdBy: userIds.get(supplier.owner) ?? null,
      })),
    )
    .returning({ id: suppliers.id, code: suppliers.code });
  const idOf = new Map(inserted.map((row) => [row.code, row.id]));
  await tx.insert(supplierContacts).values(
    DEMO_SUPPLIERS.flatMap((supplier) =>
      supplier.contacts.map((contact, index) => ({
        orgId,
        parentId: idOf.get(supplier.code)!,
        lineNo: index + 1,
        contactName: contact.name,
        position: contact.position,
        mobile: contact.mobile,
        email: contact.email,
        primary: index === 0,
      })),
    ),
  );
  await seedDemoSuppliedItems(
    tx,
    orgId,
    DEMO_SUPPLIERS.filter(({ status }) => status === 'active' || status === 'suspended').map(
      ({ code }) => idOf.get(code)!,
    ),
  );
  const now = Date.now();
  const activities = await tx
    .insert(supplierActivities)
    .values(
      DEMO_ACTIVITIES.map((activity, index) => {
        // Spread through the working day so the timeline doesn't read as one moment.
        const occurredAt = new Date(now - activity.daysAgo * DAY_MS - (index % 5) * 3_600_000);
        return {
          orgId,
          supplierId: idOf.get(activity.supplier)!,
          kind: activity.kind,
          content: activity.content,
          occurredAt,
          authorUserId: userIds.get(activity.author) ?? null,
          createdAt: occurredAt,
        };
      }),
    )
    .returning();
  await writeSupplierActivityEntries(tx, activities);
}
