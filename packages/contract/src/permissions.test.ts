import { describe, expect, expectTypeOf, it } from 'vitest';
import { ALL_ENDPOINTS } from './all-endpoints.js';
import { permission } from './endpoint.js';
import { type MenuKey, walkMenu } from './menu-catalogue.js';
import { type PermissionKey, permissionKeyOf, SPECIAL_KEYS } from './permissions.js';

/** Every permission key the catalogue grants, computed as the server seeds them. */
function catalogueKeys(): Set<string> {
  const keys = new Set<string>(SPECIAL_KEYS);
  for (const { entry } of walkMenu()) {
    keys.add(entry.key);
    for (const oper of entry.opers ?? []) keys.add(permissionKeyOf({ type: 'oper', key: oper }, entry.key));
  }
  return keys;
}

describe('permission keys typed from the menu catalogue', () => {
  it('accepts the keys the catalogue declares', () => {
    expectTypeOf<'customerList'>().toExtend<MenuKey>();
    expectTypeOf<'customerList:add'>().toExtend<PermissionKey>();
    expectTypeOf<'dutyRecordStart'>().toExtend<PermissionKey>();
    expect(permission('customerDetail:get')).toEqual({ permission: 'customerDetail:get' });
  });

  it('does not compile a misspelt key or an action the menu does not have', () => {
    // @ts-expect-error: no such menu
    permission('custmerList:add');
    // @ts-expect-error: 查询客户 (customerQuery) only views, it has no add
    permission('customerQuery:add');
    // @ts-expect-error: not a special key
    permission('dutyRecordStop');
    expectTypeOf<'customerLst'>().not.toExtend<MenuKey>();
  });

  it('guards every endpoint with keys of the catalogue, those built at run time too', () => {
    const known = catalogueKeys();
    const unknown = ALL_ENDPOINTS.flatMap((endpoint) => {
      const access = endpoint.access as { permission?: string; anyPermission?: readonly string[] };
      const keys = access.permission ? [access.permission] : (access.anyPermission ?? []);
      return keys
        .filter((key) => !known.has(key))
        .map((key) => `${endpoint.method} ${endpoint.path}: ${key}`);
    });
    expect(unknown).toEqual([]);
  });
});
