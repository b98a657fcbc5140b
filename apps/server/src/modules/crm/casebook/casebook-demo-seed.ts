import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { customerCases } from '../casebook.tables.js';
import { customers } from '../customers.tables.js';

/** Demo cases: two linked to demo customers (by name), one general. */
const DEMO_CASES = [
  {
    title: '仓库扫码枪批量识别失败',
    problem: '客户仓库新到的一批条码标签，旧款扫码枪连续识别失败，出库效率下降一半。',
    resolution: '现场排查为标签打印分辨率过低；调整打印模板并为扫码枪升级解码固件，识别率恢复到 99% 以上。',
    products: '扫码枪 X2, 仓储管理系统',
    customer: '上海云帆贸易有限公司',
    author: 'sales',
  },
  {
    title: '多分支机构的数据权限划分',
    problem: '客户总部希望各分支只看到自己的客户，总部管理层能看到全部。',
    resolution:
      '按部门树配置数据范围：分支负责人为部门负责人，总部管理层授予管理员角色；上线前用演示账号逐一验证。',
    products: 'CRM 标准版, 数据权限模块',
    customer: '北京博远信息技术有限公司',
    author: 'manager',
  },
  {
    title: '公海回收规则的设置建议',
    problem: '销售抱怨客户被过早回收到公海，管理层又担心客户被长期占用。',
    resolution: '按部门设置 15 天未跟进回收、提前 3 天提醒，并设置 7 天的重新领取冷却期。',
    products: 'CRM 标准版',
    customer: null,
    author: 'manager',
  },
] as const;

export async function seedCasebookDemo(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  const names = DEMO_CASES.flatMap((demo) => (demo.customer ? [demo.customer] : []));
  const found = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), inArray(customers.name, names)));
  await tx.insert(customerCases).values(
    DEMO_CASES.map(({ customer, author, ...demo }) => ({
      ...demo,
      orgId,
      customerId: found.find((row) => row.name === customer)?.id ?? null,
      createdBy: userIds.get(author) ?? null,
      updatedBy: userIds.get(author) ?? null,
    })),
  );
}
