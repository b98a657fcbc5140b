import type { AuthEntry, Role, UserInfo } from '@atrium/contract';
import { TOKEN_LIFETIME_MS, TREE_CACHE_LIFETIME_MS } from '@atrium/contract';
import { create } from 'zustand';
import { storage } from '../storage/expiring-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** spec §3 "Call-tool info". */
export interface CallToolInfo {
  agentToken: string;
  userMobile: string;
  cno: string;
}

/** spec §3 "User session", plus the auth tree and permission list the guard loads. */
export interface SessionState {
  token: string | null;
  organizationId: number | null;
  info: UserInfo | null;
  name: string;
  avatar: string;
  userId: number | null;
  roles: Role[];
  /** Menu and oper entries from user/auth; null until the guard has loaded them. */
  authEntries: AuthEntry[] | null;
  permissionList: string[];
  /** Whether the user is a customer-distribution object. */
  distribution: boolean | null;
  callToolLoggedIn: boolean;
  callToolAuthorized: boolean;
  callToolInfo: CallToolInfo | null;
}

interface SessionActions {
  signIn(token: string, organizationId: number | null): void;
  setUserInfo(info: UserInfo): void;
  setAuthEntries(entries: AuthEntry[]): void;
  setPermissionList(list: string[]): void;
  setDistribution(flag: boolean | null): void;
  setCallTool(
    patch: Partial<Pick<SessionState, 'callToolLoggedIn' | 'callToolAuthorized' | 'callToolInfo'>>,
  ): void;
  /** Forgets everything spec §4 lists for logout; the server call is made by the caller. */
  clear(): void;
}

function initialState(): SessionState {
  return {
    token: storage.get<string>(STORAGE_KEYS.accessToken),
    organizationId: storage.get<number>(STORAGE_KEYS.organizationId),
    info: null,
    name: storage.get<string>(STORAGE_KEYS.nickName) ?? '',
    avatar: storage.get<string>(STORAGE_KEYS.avatar) ?? '',
    userId: storage.get<number>(STORAGE_KEYS.userId),
    roles: [],
    authEntries: null,
    permissionList: [],
    distribution: null,
    callToolLoggedIn: false,
    callToolAuthorized: false,
    callToolInfo: null,
  };
}

export const useSession = create<SessionState & SessionActions>()((set) => ({
  ...initialState(),
  signIn(token, organizationId) {
    storage.set(STORAGE_KEYS.accessToken, token, TOKEN_LIFETIME_MS);
    if (organizationId !== null) storage.set(STORAGE_KEYS.organizationId, organizationId);
    // A new sign-in must load user info and routes again (the guard keys on `info`).
    set({ token, organizationId, info: null, roles: [], authEntries: null });
  },
  setUserInfo(info) {
    storage.set(STORAGE_KEYS.nickName, info.name);
    storage.set(STORAGE_KEYS.avatar, info.avatar);
    storage.set(STORAGE_KEYS.userId, info.userId);
    storage.set(STORAGE_KEYS.organizationId, info.organizationId);
    set({
      info,
      name: info.name,
      avatar: info.avatar,
      userId: info.userId,
      roles: info.roles,
      organizationId: info.organizationId,
    });
  },
  setAuthEntries(entries) {
    storage.set(STORAGE_KEYS.tree, entries, TREE_CACHE_LIFETIME_MS);
    set({ authEntries: entries });
  },
  setPermissionList: (permissionList) => set({ permissionList }),
  setDistribution: (distribution) => set({ distribution }),
  setCallTool: (patch) => set(patch),
  clear() {
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.nickName,
      STORAGE_KEYS.avatar,
      STORAGE_KEYS.userId,
      STORAGE_KEYS.tree,
      STORAGE_KEYS.organizationId,
      STORAGE_KEYS.ssocorpid,
    ]) {
      storage.remove(key);
    }
    // With those keys gone from storage, the initial state is the signed-out state.
    set(initialState());
  },
}));
