import type { Db } from '../../platform/db/database.js';
import { callAgents, callSeats } from './call.tables.js';

/** Demo seats; the last one is second-line. */
export const DEMO_CALL_SEATS = [
  { cno: '1001', label: '一线坐席 1001', secondLine: false },
  { cno: '1002', label: '一线坐席 1002', secondLine: false },
  { cno: '1003', label: '二线坐席 1003', secondLine: true },
] as const;
/** Demo agents: username, usual seat, soft phone (3), the bound mobile is the account's own. */
export const DEMO_CALL_AGENTS = [{ username: 'agent', cno: '1001', bindType: 3 }] as const;

/** Writes the demo seats and agents (inside the demo seeding transaction). */
export async function seedCallDemo(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  mobileOf: (username: string) => string,
): Promise<void> {
  await tx.insert(callSeats).values(DEMO_CALL_SEATS.map((seat) => ({ ...seat, orgId })));
  await tx.insert(callAgents).values(
    DEMO_CALL_AGENTS.map(({ username, ...agent }) => {
      const userId = userIds.get(username);
      if (userId === undefined) throw new Error(`demo user ${username} is missing`);
      return { ...agent, orgId, userId, boundMobile: mobileOf(username) };
    }),
  );
}
