import type { CustomerTagColor } from '@atrium/contract';
import type { Db } from '../../../platform/db/database.js';
import { customerTagGroups, customerTags } from '../tags.tables.js';

interface DemoTagGroup {
  name: string;
  multiSelect: boolean;
  tags: readonly (readonly [name: string, color: CustomerTagColor])[];
}

/** The demo organization's tag groups, in sort order. */
export const DEMO_CUSTOMER_TAG_GROUPS: readonly DemoTagGroup[] = [
  {
    name: '客户意向',
    multiSelect: false,
    tags: [
      ['高意向', 'red'],
      ['中意向', 'orange'],
      ['低意向', 'blue'],
      ['无意向', 'geekblue'],
    ],
  },
  {
    name: '客户行业',
    multiSelect: true,
    tags: [
      ['制造业', 'volcano'],
      ['教育', 'green'],
      ['医疗', 'cyan'],
      ['互联网', 'purple'],
      ['零售', 'gold'],
    ],
  },
  {
    name: '客户特征',
    multiSelect: true,
    tags: [
      ['价格敏感', 'magenta'],
      ['决策人', 'lime'],
      ['老客户转介绍', 'green'],
    ],
  },
];

export async function seedCustomerTagDemo(tx: Db, orgId: number): Promise<void> {
  for (const [groupIndex, group] of DEMO_CUSTOMER_TAG_GROUPS.entries()) {
    const [created] = await tx
      .insert(customerTagGroups)
      .values({ orgId, name: group.name, multiSelect: group.multiSelect, sort: groupIndex + 1 })
      .returning({ id: customerTagGroups.id });
    await tx.insert(customerTags).values(
      group.tags.map(([name, color], tagIndex) => ({
        orgId,
        groupId: created!.id,
        name,
        color,
        sort: tagIndex + 1,
      })),
    );
  }
}
