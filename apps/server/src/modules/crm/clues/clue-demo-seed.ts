import type { ClueAllocationMode } from '@atrium/contract';
import type { Db } from '../../../platform/db/database.js';
import { crmCluePoolMembers, crmCluePools, crmClues } from '../clues.tables.js';
import { crmPersonPoolMembers } from '../support.tables.js';

interface DemoClue {
  name: string;
  company: string;
  phone: string;
  source: string;
  /** A demo username when assigned. */
  assignee?: 'sales' | 'sales2';
  followedUp?: boolean;
  /** Marked invalid (无效) with this reason. */
  invalidReason?: string;
}

interface DemoCluePool {
  name: string;
  allocationMode: ClueAllocationMode;
  members: readonly string[];
  clues: readonly DemoClue[];
}

/**
 * Demo clue pools: 李销售 and 张销售 share the round-robin pool; a manual pool for exhibitions, with
 * one clue marked invalid.
 */
export const DEMO_CLUE_POOLS: readonly DemoCluePool[] = [
  {
    name: '华东线索池',
    allocationMode: 'round_robin',
    members: ['sales', 'sales2'],
    clues: [
      {
        name: '陈先生',
        company: '宁波海曙建材有限公司',
        phone: '13500000301',
        source: 'website',
        assignee: 'sales',
      },
      {
        name: '刘女士',
        company: '无锡新程机械有限公司',
        phone: '13500000302',
        source: 'phone',
        assignee: 'sales',
        followedUp: true,
      },
      {
        name: '王先生',
        company: '南京同创软件有限公司',
        phone: '025-84561234',
        source: 'referral',
        assignee: 'sales2',
      },
      { name: '赵女士', company: '合肥启明教育咨询有限公司', phone: '13500000304', source: 'website' },
      { name: '孙先生', company: '', phone: '13500000305', source: 'ecommerce' },
    ],
  },
  {
    name: '展会线索池',
    allocationMode: 'manual',
    members: ['sales2', 'sales'],
    clues: [
      { name: '周经理', company: '厦门蓝海外贸有限公司', phone: '13500000306', source: 'exhibition' },
      {
        name: '吴先生',
        company: '',
        phone: '13500000307',
        source: 'exhibition',
        invalidReason: '空号，多次拨打无法接通',
      },
    ],
  },
];

/**
 * Seeds DEMO_CLUE_POOLS inside the demo seeder's transaction (after the person pool), and puts
 * 张销售 in the person pool with the auto-assign switch on, so round-robin has two receivers.
 */
export async function seedClueDemo(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  departmentOf: (username: string) => number | undefined,
): Promise<void> {
  const userIdOf = (username: string) => {
    const userId = userIds.get(username);
    if (userId === undefined) throw new Error(`demo user ${username} is missing`);
    return userId;
  };
  await tx
    .insert(crmPersonPoolMembers)
    .values({ orgId, userId: userIdOf('sales2'), autoAssignableSelf: true })
    .onConflictDoNothing();
  const now = new Date();
  for (const { members, clues, ...pool } of DEMO_CLUE_POOLS) {
    const [{ id: poolId }] = (await tx
      .insert(crmCluePools)
      .values({ ...pool, orgId })
      .returning({ id: crmCluePools.id })) as [{ id: number }];
    await tx
      .insert(crmCluePoolMembers)
      .values(members.map((username, sort) => ({ orgId, poolId, userId: userIdOf(username), sort })));
    await tx.insert(crmClues).values(
      clues.map(({ assignee, followedUp, ...clue }) => ({
        ...clue,
        orgId,
        poolId,
        status: clue.invalidReason
          ? ('invalid' as const)
          : assignee
            ? ('assigned' as const)
            : ('new' as const),
        assigneeUserId: assignee ? userIdOf(assignee) : null,
        assigneeDepartmentId: assignee ? (departmentOf(assignee) ?? null) : null,
        assignedAt: assignee ? now : null,
        lastFollowUpAt: followedUp ? now : null,
      })),
    );
  }
}
