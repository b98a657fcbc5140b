import type { Db } from '../../platform/db/database.js';
import { fittingCategories, fittings, productCategories, products } from './catalogue.tables.js';
import { seedDefaultUnits } from './unit-defaults.js';

/** The demo catalogue: the default units, a two-level category tree and the products of each leaf. */
const PRODUCT_TREE = [
  {
    name: '手机通讯',
    children: [
      {
        name: '智能手机',
        unit: '台',
        prefix: 'PH',
        brands: ['华为', '小米', 'OPPO', 'vivo'],
        models: ['Pro 12', 'Lite 8', 'Max 15', 'Mini 6', 'Note 11', 'S 9'],
        price: 199_900,
        warranty: 12,
        serial: true,
      },
      {
        name: '对讲机',
        unit: '台',
        prefix: 'TK',
        brands: ['摩托罗拉', '海能达'],
        models: ['T5', 'T8', 'P3', 'P6'],
        price: 59_900,
        warranty: 12,
        serial: true,
      },
    ],
  },
  {
    name: '电脑办公',
    children: [
      {
        name: '笔记本电脑',
        unit: '台',
        prefix: 'NB',
        brands: ['联想', '戴尔', '华为', '惠普'],
        models: ['14 轻薄版', '16 性能版', '13 商务版', '15 标准版', '14 Pro'],
        price: 499_900,
        warranty: 24,
        serial: true,
      },
      {
        name: '打印机',
        unit: '台',
        prefix: 'PR',
        brands: ['惠普', '兄弟', '佳能'],
        models: ['M1', 'M2', 'L5', 'L8', 'X10'],
        price: 129_900,
        warranty: 12,
        serial: true,
      },
      {
        name: '办公耗材',
        unit: '盒',
        prefix: 'OS',
        brands: ['得力', '晨光'],
        models: ['A4 复印纸', '硒鼓 88A', '墨盒 黑', '墨盒 彩', '装订夹', '标签纸'],
        price: 4_900,
        warranty: 0,
        serial: false,
      },
    ],
  },
  {
    name: '生活家电',
    children: [
      {
        name: '净水器',
        unit: '台',
        prefix: 'WP',
        brands: ['美的', '海尔', '沁园'],
        models: ['RO 400G', 'RO 600G', 'RO 800G', '厨下 5 级', '台上即热'],
        price: 159_900,
        warranty: 36,
        serial: true,
      },
      {
        name: '空气净化器',
        unit: '台',
        prefix: 'AP',
        brands: ['小米', '飞利浦', '352'],
        models: ['3 Pro', '4 Lite', 'X86', 'Max'],
        price: 89_900,
        warranty: 24,
        serial: true,
      },
      {
        name: '滤芯耗材',
        unit: '个',
        prefix: 'FL',
        brands: ['美的', '海尔', '沁园', '小米'],
        models: ['PP 棉', '活性炭', 'RO 膜', '后置炭', 'HEPA'],
        price: 9_900,
        warranty: 0,
        serial: false,
      },
    ],
  },
] as const;

const FITTING_TREE = [
  {
    name: '屏幕总成',
    unit: '个',
    prefix: 'SC',
    items: ['6.1 寸屏幕', '6.7 寸屏幕', '14 寸屏幕', '16 寸屏幕'],
    price: 45_000,
  },
  {
    name: '电池',
    unit: '块',
    prefix: 'BT',
    items: ['手机电池 4500mAh', '手机电池 5000mAh', '笔记本电池 56Wh', '对讲机电池'],
    price: 12_000,
  },
  {
    name: '电源与线材',
    unit: '个',
    prefix: 'PW',
    items: ['65W 电源适配器', '20W 充电头', 'Type-C 数据线', '打印机电源板'],
    price: 6_800,
  },
  {
    name: '净水配件',
    unit: '个',
    prefix: 'WF',
    items: ['增压泵', '进水电磁阀', '废水比', '压力桶'],
    price: 8_800,
  },
  // Cut to length on site: kept and used by the metre (a unit with decimals).
  {
    name: '线缆（按米）',
    unit: '米',
    prefix: 'CB',
    items: ['超五类网线', '净水器 2 分水管'],
    price: 300,
  },
] as const;

/** Products of the demo organization: a few hundred across the tree (bulk inserts, one per leaf). */
export async function seedDemoCatalogue(tx: Db, orgId: number): Promise<void> {
  await seedDefaultUnits(tx, [orgId]);
  let sort = 0;
  let leafNo = 0;
  for (const top of PRODUCT_TREE) {
    const [parent] = await tx
      .insert(productCategories)
      .values({ orgId, name: top.name, sort: sort++ })
      .returning({ id: productCategories.id });
    let childSort = 0;
    for (const leaf of top.children) {
      const [category] = await tx
        .insert(productCategories)
        .values({ orgId, name: leaf.name, parentId: parent!.id, sort: childSort++ })
        .returning({ id: productCategories.id });
      leafNo++;
      const rows = leaf.brands.flatMap((brand, b) =>
        leaf.models.flatMap((model, m) =>
          ['标准款', '升级款'].map((edition, e) => {
            const n = b * 100 + m * 10 + e + 1;
            return {
              orgId,
              sku: `${leaf.prefix}-${String(n).padStart(4, '0')}`,
              name: `${brand} ${model} ${edition}`,
              categoryId: category!.id,
              brand,
              unit: leaf.unit,
              barcode: `69${String(orgId).padStart(3, '0')}${String(leafNo).padStart(2, '0')}${String(n).padStart(5, '0')}`,
              listPrice: leaf.price + m * 10_000 + e * 20_000,
              costPrice: Math.round((leaf.price + m * 10_000 + e * 20_000) * 0.7),
              taxRate: '13',
              onSale: (b + m + e) % 9 !== 0,
              serialTracked: leaf.serial,
              warrantyMonths: leaf.warranty,
            };
          }),
        ),
      );
      await tx.insert(products).values(rows);
    }
  }
  let fittingSort = 0;
  for (const group of FITTING_TREE) {
    const [category] = await tx
      .insert(fittingCategories)
      .values({ orgId, name: group.name, sort: fittingSort++ })
      .returning({ id: fittingCategories.id });
    await tx.insert(fittings).values(
      group.items.map((name, i) => ({
        orgId,
        code: `${group.prefix}-${String(i + 1).padStart(3, '0')}`,
        name,
        categoryId: category!.id,
        unit: group.unit,
        price: group.price + i * 1_000,
        costPrice: Math.round((group.price + i * 1_000) * 0.6),
      })),
    );
  }
}
