import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** When the row was written; the database fills it in. Shared by every module's tables. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The organization a row belongs to: deleting the organization deletes its rows. */
export const orgIdColumn = () =>
  integer('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
/** The user a row belongs to: deleting the user deletes the row. */
export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Public code used in sign-in links (`logincorpid`). */
  code: text('code').notNull().unique(),
  /** Code a newcomer types on the registration page to join this organization. */
  inviteCode: text('invite_code').unique(),
  createdAt: createdAt(),
});

export const USER_STATUSES = ['enabled', 'disabled', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames are unique regardless of case, so `Admin` can't shadow `admin`.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_status_check', sql`${t.status} in ('enabled', 'disabled', 'pending')`),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** -1 for a top-level department. */
    parentId: integer('parent_id').notNull().default(-1),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** An employee (hrm employees.id) of the same organization; checked by the hrm service. */
    leaderEmployeeId: integer('leader_employee_id'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('departments_org_parent_idx').on(t.orgId, t.parentId),
    // Sibling departments have different names.
    uniqueIndex('departments_org_parent_name_key').on(t.orgId, t.parentId, t.name),
  ],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: userIdColumn(),
    orgId: orgIdColumn(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** The organization a sign-in lands in when no `corpId` is given. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId] }), index('user_organizations_org_idx').on(t.orgId)],
);

export const ROLE_ENABLED = 1;
export const ROLE_DISABLED = 0;

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    describe: text('describe').notNull().default(''),
    /** 1 enabled, 0 disabled (spec §3 Role.status is a number). */
    status: smallint('status').notNull().default(ROLE_ENABLED),
    /** Bumped by every edit of the role; an edit based on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_org_code_key').on(t.orgId, t.code)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: userIdColumn(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const MENU_TYPES = ['menu', 'oper'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** The global auth tree (spec §3 "Menu auth entry"): menus and their oper (button) children. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    /** -1 for a top-level entry. */
    parentId: integer('parent_id').notNull().default(-1),
    type: text('type').$type<MenuType>().notNull(),
    key: text('key').notNull(),
    /** The global key roles are checked against: the menu key, `menu:action`, or a special key. */
    permissionKey: text('permission_key').notNull().unique(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    path: text('path').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    icon: text('icon').notNull().default(''),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [
    index('menus_parent_idx').on(t.parentId),
    check('menus_type_check', sql`${t.type} in ('menu', 'oper')`),
  ],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);

/**
 * The data scope a role chose for one kind of record (`resource`: a resource's or a document's
 * name, `scope`: one of the scopes it offers, packages/contract/src/record-scopes.ts). No row:
 * the kind's default. Read with the role's grants by platform/access/record-scope.ts.
 */
export const roleDataScopes = pgTable(
  'role_data_scopes',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    scope: text('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resource] })],
);
