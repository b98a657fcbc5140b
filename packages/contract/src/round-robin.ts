/**
 * Handing work in turn to a group's members (spec §4 "after-sales work status"): the next member
 * who is available after the one who got the last piece, in ascending user id, wrapping round.
 * The order is the user id, not a position, so a cursor whose member has left the group (or was
 * never in it) still says where the turn stands: it goes on with the next id after it. The server
 * picks with it (support customers' distribution, work orders assigned to a group) and the
 * 售后分配 screen shows who is next with it, so both always agree.
 */

/** One member of the group and whether they take work now (their work status switch). */
export interface TurnMember {
  userId: number;
  available: boolean;
}

/** The member whose turn it is after `cursorUserId` (null: nobody had one yet); null when nobody is available. */
export function nextInTurn(members: readonly TurnMember[], cursorUserId: number | null): number | null {
  let first: number | null = null;
  let next: number | null = null;
  for (const { userId, available } of members) {
    if (!available) continue;
    if (first === null || userId < first) first = userId;
    if (cursorUserId !== null && userId > cursorUserId && (next === null || userId < next)) next = userId;
  }
  return next ?? first;
}
