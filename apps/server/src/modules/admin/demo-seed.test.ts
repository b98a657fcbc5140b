import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../modules.js';
import { composeDemoRoleGrants } from './demo-role-grants.js';
import { DEMO_ACCOUNTS, DEMO_ROLES } from './demo-seed.js';
import { permissionKeysOf } from './role-grants.js';

/** Each demo role's grants as the seeder writes them: composed from the modules' manifests. */
const ROLE_GRANTS = composeDemoRoleGrants(SERVER_MODULES.map((listed) => listed.demoRoleGrants));

describe('demo roles', () => {
  it('name only menus and opers the catalogue has', () => {
    expect([...ROLE_GRANTS.keys()]).toEqual(
      DEMO_ROLES.filter((role) => role.grants === 'modules').map((role) => role.code),
    );
    for (const [code, grants] of ROLE_GRANTS) expect(() => permissionKeysOf(grants), code).not.toThrow();
  });

  it('give every role one demo account, and salespeople a second (for "the other salesperson")', () => {
    const accountsOf = (code: string) => DEMO_ACCOUNTS.filter((account) => account.roleCode === code).length;
    for (const role of DEMO_ROLES)
      expect(accountsOf(role.code), role.code).toBe(role.code === 'salesperson' ? 2 : 1);
    expect(DEMO_ACCOUNTS).toHaveLength(DEMO_ROLES.length + 1);
  });

  it('let no one but the administrator manage users or roles', () => {
    for (const [code, grants] of ROLE_GRANTS) {
      const keys = permissionKeysOf(grants);
      expect(keys.has('adminUserList'), code).toBe(false);
      expect(keys.has('roleList'), code).toBe(false);
    }
  });

  it('grant a menu together with the menus above it', () => {
    const keys = permissionKeysOf({ customerList: ['query'] });
    expect([...keys].sort()).toEqual(['customerList', 'customerList:query', 'customerManage']);
  });

  it('merge what several modules grant one role: `all` wins, else every oper named', () => {
    const composed = composeDemoRoleGrants([
      { everyone: { dashboard: ['query'] }, hr: { staffList: ['query'] } },
      { hr: { staffList: ['get'], dashboard: ['get'] }, finance: { staffList: 'all' } },
      { finance: { staffList: ['query'] } },
    ]);
    expect(composed.get('hr')).toMatchObject({ staffList: ['query', 'get'], dashboard: ['query', 'get'] });
    expect(composed.get('finance')).toMatchObject({ staffList: 'all', dashboard: ['query'] });
  });

  it("stand in for a planned screen until a module grants it: the module's grants replace them", () => {
    const planned = composeDemoRoleGrants([]);
    expect(planned.get('warehouse')).toMatchObject({ pickOrderList: 'all', sendOrderList: 'all' });
    const served = composeDemoRoleGrants([{ salesperson: { pickOrderList: ['query'] } }]);
    expect(served.get('warehouse')?.pickOrderList).toBeUndefined();
    expect(served.get('salesperson')?.pickOrderList).toEqual(['query']);
    expect(served.get('warehouse')?.sendOrderList).toBe('all');
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
      [...ROLE_GRANTS].map(([code, grants]) => [code, [...permissionKeysOf(grants)].sort()]),
    );
    expect(keysByRole).toMatchSnapshot();
  });
});
