import { describe, expect, it } from 'vitest';
import {
  closeAll,
  closeLeft,
  closeRight,
  closeTab,
  opensContextMenu,
  openTab,
  type Tab,
  tabKeyOf,
  tabToFocusAfter,
} from './tab-rules';

const tab = (fullPath: string, title = fullPath): Tab => ({
  key: tabKeyOf(fullPath.split('?')[0] ?? ''),
  fullPath,
  title,
});
const home = tab('/dashboard', '首页');
const list = tab('/customer/manage/list', '客户列表');
const detail = tab('/customer/manage/detail/12', '客户详情');
const pool = tab('/customer/manage/poolList', '客户公海');

describe('tab merging (spec §2.7)', () => {
  it('merges paths with numeric segments by the part before the number', () => {
    expect(tabKeyOf('/customer/manage/detail/12')).toBe('/customer/manage/detail');
    expect(tabKeyOf('/workorder/create/0')).toBe('/workorder/create');
    expect(tabKeyOf('/sale/order/detail/7/lines')).toBe('/sale/order/detail');
    expect(tabKeyOf('/customer/manage/list')).toBe('/customer/manage/list');
    expect(tabKeyOf('/salary/bill/2024-05')).toBe('/salary/bill/2024-05');
  });

  it('reuses the merged tab for another record instead of adding one', () => {
    const tabs = openTab(openTab([home], detail), tab('/customer/manage/detail/13', '客户详情'));
    expect(tabs.map((item) => item.fullPath)).toEqual(['/dashboard', '/customer/manage/detail/13']);
  });
});

describe('closing tabs (spec §2.7)', () => {
  it('refuses to close the last tab', () => {
    expect(closeTab([home], home.key, home.key)).toMatchObject({ tabs: [home], notice: 'tabs.lastTab' });
  });

  it('closes the current tab and moves to its right neighbour, or the left one at the end', () => {
    expect(closeTab([home, list, pool], list.key, list.key)).toMatchObject({
      tabs: [home, pool],
      closedPaths: ['/customer/manage/list'],
      navigateTo: pool.fullPath,
    });
    expect(closeTab([home, list], list.key, list.key).navigateTo).toBe(home.fullPath);
    expect(closeTab([home, list], list.key, home.key).navigateTo).toBeUndefined();
  });

  it('says 左侧没有标签 / 右侧没有标签 when there is nothing on that side', () => {
    expect(closeLeft([home, list], home.key, home.key).notice).toBe('tabs.noLeft');
    expect(closeRight([home, list], list.key, home.key).notice).toBe('tabs.noRight');
  });

  it('closes the tabs left or right of the clicked one', () => {
    expect(closeLeft([home, list, pool], pool.key, list.key)).toMatchObject({
      tabs: [pool],
      closedPaths: ['/dashboard', '/customer/manage/list'],
      navigateTo: pool.fullPath,
    });
    expect(closeRight([home, list, detail], list.key, list.key)).toMatchObject({
      tabs: [home, list],
      closedPaths: ['/customer/manage/detail/12'],
      navigateTo: undefined,
    });
  });

  it('closes all but the home tab, reopening it when it was closed before', () => {
    expect(closeAll([home, list, pool], home, pool.key)).toMatchObject({
      tabs: [home],
      closedPaths: ['/customer/manage/list', '/customer/manage/poolList'],
      navigateTo: '/dashboard',
    });
    expect(closeAll([list, pool], home, list.key)).toMatchObject({ tabs: [home], navigateTo: '/dashboard' });
    expect(closeAll([home], home, home.key).notice).toBe('tabs.lastTab');
  });
});

describe('the tab bar from the keyboard', () => {
  it("opens a tab's context menu with the ContextMenu key or Shift+F10 only", () => {
    expect(opensContextMenu({ key: 'ContextMenu', shiftKey: false })).toBe(true);
    expect(opensContextMenu({ key: 'F10', shiftKey: true })).toBe(true);
    expect(opensContextMenu({ key: 'F10', shiftKey: false })).toBe(false);
    expect(opensContextMenu({ key: 'Enter', shiftKey: true })).toBe(false);
  });

  it('keeps the focus on the tab the menu was for, or moves it to the tab now shown', () => {
    const tabs = [home, list, pool];
    expect(tabToFocusAfter(closeRight(tabs, list.key, pool.key), list.key, pool.key)).toBe(list.key);
    expect(tabToFocusAfter(closeLeft(tabs, home.key, home.key), home.key, home.key)).toBe(home.key);
    expect(tabToFocusAfter(closeTab(tabs, list.key, list.key), list.key, list.key)).toBe(pool.key);
    expect(tabToFocusAfter(closeTab(tabs, list.key, home.key), list.key, home.key)).toBe(home.key);
    expect(tabToFocusAfter(closeAll(tabs, home, pool.key), pool.key, pool.key)).toBe(home.key);
  });
});
