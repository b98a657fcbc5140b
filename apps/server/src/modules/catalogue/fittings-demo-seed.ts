import type { PlatformServiceKind } from '@atrium/contract/resources/platform-service';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fittings, productCategories, products } from './catalogue.tables.js';
import { fittingFits } from './fitting-fits.tables.js';
import { platformServiceCategories, platformServices } from './platform-services.tables.js';

/** Which demo products each demo fitting fits: SKU prefix and, optionally, a model in the name. */
const FITS: Record<string, { prefixes: string[]; models?: RegExp }> = {
  'SC-001': { prefixes: ['PH'], models: /Mini|Lite|S 9/ },
  'SC-002': { prefixes: ['PH'], models: /Pro|Max|Note/ },
  'SC-003': { prefixes: ['NB'], models: /13|14/ },
  'SC-004': { prefixes: ['NB'], models: /15|16/ },
  'BT-001': { prefixes: ['PH'], models: /Mini|Lite|S 9/ },
  'BT-002': { prefixes: ['PH'], models: /Pro|Max|Note/ },
  'BT-003': { prefixes: ['NB'] },
  'BT-004': { prefixes: ['TK'] },
  'PW-001': { prefixes: ['NB'] },
  'PW-002': { prefixes: ['PH'] },
  'PW-003': { prefixes: ['PH', 'NB'] },
  'PW-004': { prefixes: ['PR'] },
  'WF-001': { prefixes: ['WP'] },
  'WF-002': { prefixes: ['WP'] },
  'WF-003': { prefixes: ['WP'] },
  'WF-004': { prefixes: ['WP'] },
};

interface DemoService {
  code: string;
  name: string;
  kind: PlatformServiceKind;
  price: number;
  validityMonths?: number;
  durationMinutes?: number;
  saleMode: 'standalone' | 'withProduct';
  enabled?: boolean;
  description: string;
  /** Product category names (none: every category). */
  categories: string[];
}

const SERVICES: DemoService[] = [
  {
    code: 'SV-INS-001',
    name: '净水器上门安装',
    kind: 'installation',
    price: 19_900,
    durationMinutes: 120,
    saleMode: 'withProduct',
    description: '含打孔、管路连接与首次冲洗，不含超出 3 米的管材。',
    categories: ['净水器'],
  },
  {
    code: 'SV-INS-002',
    name: '打印机安装调试',
    kind: 'installation',
    price: 9_900,
    durationMinutes: 60,
    saleMode: 'withProduct',
    description: '上门连接网络与电脑，安装驱动并打印测试页。',
    categories: ['打印机'],
  },
  {
    code: 'SV-EW-012',
    name: '通讯设备延保 1 年',
    kind: 'extendedWarranty',
    price: 29_900,
    validityMonths: 12,
    saleMode: 'standalone',
    description: '原厂保修期满后再保 12 个月，含人为损坏以外的故障维修。',
    categories: ['手机通讯'],
  },
  {
    code: 'SV-EW-024',
    name: '笔记本电脑延保 2 年',
    kind: 'extendedWarranty',
    price: 59_900,
    validityMonths: 24,
    saleMode: 'standalone',
    description: '原厂保修期满后再保 24 个月，电池与屏幕除外。',
    categories: ['笔记本电脑'],
  },
  {
    code: 'SV-EW-036',
    name: '家电延保 3 年',
    kind: 'extendedWarranty',
    price: 39_900,
    validityMonths: 36,
    saleMode: 'standalone',
    description: '生活家电原厂保修期满后再保 36 个月。',
    categories: ['生活家电'],
  },
  {
    code: 'SV-REP-001',
    name: '市区上门维修',
    kind: 'onSiteRepair',
    price: 8_000,
    durationMinutes: 90,
    saleMode: 'standalone',
    description: '市区内上门检测维修，配件另计。',
    categories: [],
  },
  {
    code: 'SV-REP-002',
    name: '滤芯更换上门服务',
    kind: 'onSiteRepair',
    price: 5_000,
    durationMinutes: 45,
    saleMode: 'standalone',
    description: '上门更换滤芯并检测水质，滤芯另计。',
    categories: ['净水器', '滤芯耗材'],
  },
  {
    code: 'SV-OTH-001',
    name: '新机数据迁移',
    kind: 'other',
    price: 4_900,
    durationMinutes: 30,
    saleMode: 'withProduct',
    description: '把旧设备的联系人、照片与文件迁到新机。',
    categories: ['智能手机', '笔记本电脑'],
  },
  {
    code: 'SV-OTH-002',
    name: '旧机回收评估',
    kind: 'other',
    price: 0,
    saleMode: 'standalone',
    enabled: false,
    description: '免费评估旧机回收价，暂停受理。',
    categories: [],
  },
];

/** Fits linking the demo fittings to the demo products, and the demo platform services. */
export async function seedDemoFittingsAndServices(tx: Db, orgId: number): Promise<void> {
  const productRows = await tx
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(and(eq(products.orgId, orgId), isNull(products.deletedAt)));
  const fittingRows = await tx
    .select({ id: fittings.id, code: fittings.code })
    .from(fittings)
    .where(and(eq(fittings.orgId, orgId), isNull(fittings.deletedAt)));
  const pairs = fittingRows.flatMap((fitting) => {
    const rule = FITS[fitting.code];
    if (!rule) return [];
    return productRows
      .filter((product) => rule.prefixes.includes(product.sku.split('-')[0]!))
      .filter((product) => !rule.models || rule.models.test(product.name))
      .map((product) => ({ orgId, fittingId: fitting.id, productId: product.id }));
  });
  if (pairs.length > 0) await tx.insert(fittingFits).values(pairs);

  const categoryRows = await tx
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(and(eq(productCategories.orgId, orgId), isNull(productCategories.deletedAt)));
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const created = await tx
    .insert(platformServices)
    .values(
      SERVICES.map((service) => ({
        orgId,
        code: service.code,
        name: service.name,
        kind: service.kind,
        price: service.price,
        validityMonths: service.validityMonths ?? null,
        durationMinutes: service.durationMinutes ?? null,
        saleMode: service.saleMode,
        enabled: service.enabled ?? true,
        description: service.description,
      })),
    )
    .returning({ id: platformServices.id, code: platformServices.code });
  const lines = created.flatMap((row) => {
    const service = SERVICES.find((candidate) => candidate.code === row.code)!;
    return service.categories
      .filter((name) => categoryId.has(name))
      .map((name, index) => ({
        orgId,
        parentId: row.id,
        lineNo: index + 1,
        categoryId: categoryId.get(name)!,
      }));
  });
  if (lines.length > 0) await tx.insert(platformServiceCategories).values(lines);
}
