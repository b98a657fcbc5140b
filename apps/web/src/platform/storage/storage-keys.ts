/** Keys kept in local storage (spec §3 "Other items kept locally"). */
export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  organizationId: 'Organization-Id',
  nickName: 'nickName',
  avatar: 'avatar',
  userId: 'userId',
  tree: 'tree',
  ssocorpid: 'ssocorpid',
  settings: 'settings',
} as const;
