import { type flwApi, routeOf } from '@atrium/contract';
import { create } from 'zustand';
import { callEndpoint } from '../../platform/api/call-endpoint';

/** Zod-free: the header badge loads with the shell (bundle budget). */
const COUNTS_ROUTE = routeOf<typeof flwApi.approvalCounts>('GET', '/erp/flw/counts');

interface ApprovalCountState {
  /** The caller's pending approval tasks (the header badge). */
  todo: number;
  /** Unread CC copies. */
  ccUnread: number;
  /** Reads the counts again (a realtime event, focus, or an action taken here). */
  refresh(): Promise<void>;
}

/** The header badge's counts, shared with the screens that change them. */
export const useApprovalCounts = create<ApprovalCountState>((set) => ({
  todo: 0,
  ccUnread: 0,
  async refresh() {
    const answer = await callEndpoint(COUNTS_ROUTE, { silent: true }).catch(() => null);
    if (answer) set({ todo: answer.todo, ccUnread: answer.ccUnread });
  },
}));
