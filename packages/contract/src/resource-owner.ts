/**
 * The fields an owned resource (`ownership: true`) gains: who owns the record and the department
 * it belongs to (copied from the owner's membership when the owner is set). Their labels live in
 * the browser's 'resources' namespace (`resources:` prefix), so every owned resource shares them.
 */
export const OWNER_FIELDS = {
  ownerUserId: {
    nullable: true,
    kind: 'reference',
    ref: 'user',
    labelKey: 'resources:owner.user',
    label: { 'zh-CN': '负责人', en: 'Owner' },
    filter: 'eq',
  },
  ownerDepartmentId: {
    nullable: true,
    kind: 'reference',
    ref: 'department',
    labelKey: 'resources:owner.department',
    label: { 'zh-CN': '所属部门', en: 'Department' },
    filter: 'eq',
    readOnly: true,
    visibleIn: { form: false },
  },
} as const;

export type OwnerFields = typeof OWNER_FIELDS;
