import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ROLES } from './demo-seed.js';
import { type Grants, permissionKeysOf } from './role-grants.js';

describe('demo roles', () => {
  it('name only menus and opers the catalogue has', () => {
    for (const role of DEMO_ROLES) {
      const { grants } = role;
      if (grants !== 'everything') expect(() => permissionKeysOf(grants), role.code).not.toThrow();
    }
  });

  it('give every role one demo account, and salespeople a second (for "the other salesperson")', () => {
    const accountsOf = (code: string) => DEMO_ACCOUNTS.filter((account) => account.roleCode === code).length;
    for (const role of DEMO_ROLES)
      expect(accountsOf(role.code), role.code).toBe(role.code === 'salesperson' ? 2 : 1);
    expect(DEMO_ACCOUNTS).toHaveLength(DEMO_ROLES.length + 1);
  });

  it('let no one but the administrator manage users or roles', () => {
    for (const role of DEMO_ROLES) {
      if (role.grants === 'everything') continue;
      const keys = permissionKeysOf(role.grants);
      expect(keys.has('adminUserList'), role.code).toBe(false);
      expect(keys.has('roleList'), role.code).toBe(false);
    }
  });

  it('grant a menu together with the menus above it', () => {
    const keys = permissionKeysOf({ customerList: ['query'] });
    expect([...keys].sort()).toEqual(['customerList', 'customerList:query', 'customerManage']);
  });

  it('reject unknown keys', () => {
    expect(() => permissionKeysOf({ noSuchMenu: [] })).toThrow(/unknown menu: noSuchMenu/);
    expect(() => permissionKeysOf({ customerCreate: ['delete'] })).toThrow(
      /customerCreate does not have: delete/,
    );
  });
});

describe('demo role grants', () => {
  it('hold, per role, the permission keys recorded before they moved into the modules’ manifests', () => {
    const keysByRole = Object.fromEntries(
      DEMO_ROLES.filter((role) => role.grants !== 'everything').map((role) => [
        role.code,
        [...permissionKeysOf(role.grants as Grants)].sort(),
      ]),
    );
    expect(keysByRole).toMatchSnapshot();
  });
});
