import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { launchBrowser, newContext, signIn } from '../support/browser.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, 'admin');
});
afterAll(() => browser?.close());

const tabBar = () => page.getByTestId('multi-tab');
const tabs = () => tabBar().getByTestId('multi-tab-item');
const tabTitles = async () => (await tabs().allInnerTexts()).map((t) => t.trim());

async function openFromMenu(group: string, item: string) {
  const menu = page.getByTestId('side-menu');
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  // The menu opens the current screen's group by itself and animates it: the leaf can be
  // covered by its group's title or folded away between a look and a click, so look and click
  // again until the tab is there.
  await expect
    .poll(
      async () => {
        if (!(await leaf.isVisible())) await menu.getByText(group, { exact: true }).click();
        await leaf.click({ timeout: 3_000 }).catch(() => undefined);
        return tabTitles();
      },
      { timeout: 30_000 },
    )
    .toContain(item);
}

const ACTIONS = {
  关闭当前标签: 'tab-menu-closeCurrent',
  关闭右侧标签: 'tab-menu-closeRight',
  关闭左侧标签: 'tab-menu-closeLeft',
  关闭全部标签: 'tab-menu-closeAll',
} as const;

/** Right-clicks a tab and picks a context-menu item, checking the item reads as the spec says. */
async function tabAction(title: string, action: keyof typeof ACTIONS) {
  await page.keyboard.press('Escape'); // a menu still closing from the last action must not take the click
  await tabs().filter({ hasText: title }).click({ button: 'right' });
  const item = page.getByTestId(ACTIONS[action]).filter({ visible: true });
  await expect.poll(() => item.textContent()).toBe(action);
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

async function expectMessage(text: string) {
  await page.locator('.ant-message').getByText(text, { exact: true }).waitFor();
}

describe('multi-tab bar (spec §2.7)', () => {
  it('opens every visited screen as a tab', async () => {
    await openFromMenu('客户管理', '客户列表');
    await openFromMenu('客户管理', '客户公海');
    await openFromMenu('计划管理', '团队计划');
    await openFromMenu('销售管理', '销售订单');
    const titles = await tabTitles();
    for (const title of ['客户列表', '客户公海', '团队计划', '销售订单']) expect(titles).toContain(title);
    // The tab list holds tabs only (its close buttons are not in it for screen readers), and the
    // menu's and tabs' selected text reads at 4.5 : 1 (issue 22).
    expect(describeViolations(await seriousViolations(page))).toBe('');
  });

  it('says there is no tab on the left of the first one, or on the right of the last one', async () => {
    const titles = await tabTitles();
    await tabAction(titles[0]!, '关闭左侧标签');
    await expectMessage('左侧没有标签');
    await tabAction(titles.at(-1)!, '关闭右侧标签');
    await expectMessage('右侧没有标签');
  });

  it('closes the tabs on the left, on the right, and the current one', async () => {
    await tabAction('客户公海', '关闭左侧标签');
    expect((await tabTitles())[0]).toBe('客户公海');
    await tabAction('团队计划', '关闭右侧标签');
    expect((await tabTitles()).at(-1)).toBe('团队计划');
    await tabAction('团队计划', '关闭当前标签');
    expect(await tabTitles()).not.toContain('团队计划');
  });

  it('closes all tabs but never the last one', async () => {
    await openFromMenu('销售管理', '销售订单');
    await tabAction('销售订单', '关闭全部标签');
    const remaining = await tabTitles();
    expect(remaining).toHaveLength(1);
    await tabAction(remaining[0]!, '关闭当前标签');
    await expectMessage('这是最后一个标签了, 无法被关闭');
    expect(await tabTitles()).toHaveLength(1);
  });

  it('merges tabs of paths that differ only by a number', async () => {
    await page.goto('/customer/manage/detail/1');
    await page.goto('/customer/manage/detail/2');
    const before = (await tabTitles()).length;
    await page.goto('/customer/manage/detail/3');
    expect((await tabTitles()).length).toBe(before);
  });
});
