import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, walkMenu } from './menu-catalogue.js';
import { isAction, permissionKeyOf, SPECIAL_KEYS } from './permissions.js';

const entries = [...walkMenu()].map(({ entry }) => entry);

describe('menu catalogue', () => {
  it('has unique keys and unique paths', () => {
    const keys = entries.map((e) => e.key);
    const paths = entries.map((e) => e.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hides every entry whose path takes a parameter: details open from lists', () => {
    for (const entry of entries.filter((e) => e.path.includes('/:')))
      expect(entry.hidden, entry.key).toBe(true);
  });

  it('nests every child path under its parent path', () => {
    for (const { entry, parent } of walkMenu()) {
      if (parent && parent.key !== 'systemManage')
        expect(entry.path.startsWith(parent.path), entry.key).toBe(true);
    }
  });

  it('has zh-CN and en titles everywhere', () => {
    for (const entry of entries) {
      expect(entry.titleZh.length, entry.key).toBeGreaterThan(0);
      expect(entry.titleEn.length, entry.key).toBeGreaterThan(0);
    }
  });

  it('carries every special key of spec §6 somewhere in the tree', () => {
    const keys = new Set(entries.flatMap((e) => [e.key, ...(e.opers ?? [])]));
    for (const special of SPECIAL_KEYS) expect(keys.has(special), special).toBe(true);
  });

  it('includes the fixed paths the spec names', () => {
    const paths = new Set(entries.map((e) => e.path));
    for (const path of [
      '/dashboard',
      '/customer/manage/poolList',
      '/customer/manage/list',
      '/customer/manage/detail/:id',
      '/workorder/create/0',
      '/planManage/planLog',
      '/planManage/personalPlan',
      '/planManage/teamPlan',
      '/system/dowload/list',
      '/system/admin/profile/list',
      '/merchant/manage/list',
      '/merchant/apply/list',
      '/merchant/account/list',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(MENU_CATALOGUE.find((e) => e.key === 'storeManage')?.path).toBe('/merchant');
  });
});

describe('permissionKeyOf', () => {
  it('qualifies standard actions by their menu and leaves special keys alone', () => {
    expect(permissionKeyOf({ type: 'menu', key: 'customerList' }, 'customerManage')).toBe('customerList');
    expect(permissionKeyOf({ type: 'oper', key: 'add' }, 'customerList')).toBe('customerList:add');
    expect(permissionKeyOf({ type: 'oper', key: 'dutyRecordStart' }, 'dutyRecordList')).toBe(
      'dutyRecordStart',
    );
    expect(isAction('export')).toBe(true);
    expect(isAction('dutyRecordStart')).toBe(false);
  });
});
