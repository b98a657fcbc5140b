import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';
import { contrastRatio } from '../support/contrast.js';

/**
 * The shell and the shared screens with the keyboard alone (issue 22): the side menu, the tab bar
 * and its context menu (Shift+F10 or the ContextMenu key on a focused tab, arrows between tabs), a
 * list filter, a row action, a dialog form (focus kept inside, given back to its opener on close)
 * and the lines editor of the stock receipt. Every step is a key press; each stop checks that the
 * focused element shows a focus ring a sighted keyboard user can see.
 */
const browser = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await (await newContext(browser())).newPage();
  await signIn(page, 'admin');
});

/** Whether the page's focus is on (or inside) `target`. */
const hasFocus = (target: Locator) =>
  target
    .evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => false);

/** The focused element's text, as a screen reader would start to read it. */
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * Presses `key` once and waits (up to a second) for the focus to move. antd's menu moves it in an
 * animation frame after the key: under load the next press came first, found the focus where it
 * was and moved to the same item, so presses were lost (a walk of 80 fell short of 系统管理).
 */
async function pressOnce(key: string) {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(key);
  await page
    .waitForFunction((element) => document.activeElement !== element, before, { timeout: 1000 })
    .catch(() => undefined);
  await before.dispose();
}

/** Presses `key` until `target` has the focus: how a keyboard user walks there. */
async function pressUntilFocused(key: string, target: Locator, most = 40) {
  for (let press = 0; press < most; press += 1) {
    if (await hasFocus(target)) return;
    await pressOnce(key);
  }
  if (!(await hasFocus(target))) throw new Error(`${key} ×${most} never reached ${target}`);
}

/** Presses `key` until the focused element reads `text`. */
async function pressUntilText(key: string, text: string, most = 40) {
  for (let press = 0; press < most; press += 1) {
    if ((await focusedText()) === text) return;
    await pressOnce(key);
  }
  expect(await focusedText()).toBe(text);
}

/**
 * The focused element, or the box of the control it sits in (a select, an input with a unit),
 * shows a solid ring at least 2 px wide whose colour stands 3 : 1 against the white page
 * (WCAG 2.2 focus visible, non-text contrast).
 */
async function expectFocusRing() {
  const ring = await page.evaluate(() => {
    let element = document.activeElement;
    while (element && getComputedStyle(element).outlineStyle === 'none') element = element.parentElement;
    const style = getComputedStyle(element ?? document.body);
    return {
      element: (element ?? document.activeElement)?.outerHTML.slice(0, 120),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
    };
  });
  expect(ring.style, ring.element).toBe('solid');
  expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
  expect(contrastRatio(ring.color, 'rgb(255, 255, 255)'), ring.element).toBeGreaterThanOrEqual(3);
}

const tabBar = () => page.getByTestId('multi-tab');
const tabTitles = async () =>
  (await tabBar().getByTestId('multi-tab-item').allInnerTexts()).map((title) => title.trim());
const tabButton = (title: string) => tabBar().getByRole('tab').filter({ hasText: title });

/**
 * Opens a screen from the side menu: Tab (or Shift+Tab, from further down the page) to the menu,
 * arrows to its group, Enter, arrows to the screen, Enter.
 */
async function openFromMenu(group: string, item: string, walk = 'Tab') {
  await pressUntilFocused(walk, page.getByTestId('side-menu').getByRole('menu').first());
  await pressUntilText('ArrowDown', group, 80);
  // Enter opens a folded group (the group of the screen shown is open already).
  if (await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'false')) {
    await page.keyboard.press('Enter');
  }
  await pressUntilText('ArrowDown', item);
  await expectFocusRing();
  await page.keyboard.press('Enter');
  await expect.poll(tabTitles).toContain(item);
}

/** Opens the focused tab's context menu from the keyboard and picks `command` with the arrows. */
async function tabCommand(openKey: string, command: string) {
  await page.keyboard.press(openKey);
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
  await menu.waitFor();
  await pressUntilText('ArrowDown', command, 8);
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'hidden' });
}

const sources = () => page.getByTestId('resource-list-customerSource');
const sourceRow = (name: string) => sources().locator('.ant-table-row', { hasText: name });
const dialog = (title: string) => page.locator('.ant-modal', { hasText: title });

describe('keyboard only (issue 22)', () => {
  it('opens screens from the side menu and closes tabs from their context menu', async () => {
    await openFromMenu('客户管理', '客户列表');
    await openFromMenu('系统管理', '客户来源');
    const opened = await tabTitles();
    expect(opened.slice(-2)).toEqual(['客户列表', '客户来源']);

    // Into the tab bar; the arrows move between its tabs.
    await pressUntilFocused('Tab', tabBar());
    await pressUntilFocused('ArrowLeft', tabButton('客户列表'), opened.length);
    await expectFocusRing();
    await tabCommand('Shift+F10', '关闭右侧标签');
    await expect.poll(tabTitles).toEqual(opened.slice(0, -1));
    // The focus stays on the tab whose menu it was, ready for the next command.
    expect(await hasFocus(tabButton('客户列表'))).toBe(true);
    await tabCommand('ContextMenu', '关闭左侧标签');
    await expect.poll(tabTitles).toEqual(['客户列表']);
  });

  it('filters a list, edits a row in its dialog and gets the focus back on close', async () => {
    await openFromMenu('系统管理', '客户来源', 'Shift+Tab');
    await pressUntilFocused('Tab', sources().locator('#filter_name'));
    await expectFocusRing();
    await page.keyboard.type('电话');
    await page.keyboard.press('Enter');
    await page.getByText('共 1 条记录').waitFor();

    const edit = sourceRow('电话呼入').getByTestId('row-edit');
    await pressUntilFocused('Tab', edit);
    await expectFocusRing();
    await page.keyboard.press('Enter');
    const editor = dialog('编辑客户来源');
    await editor.waitFor();
    // The dialog keeps the focus: tabbing round never leaves it.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await hasFocus(editor)).toBe(true);
    }
    await pressUntilFocused('Tab', editor.locator('#record_remark'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('键盘改');
    await pressUntilFocused('Tab', editor.getByTestId('record-form-save'));
    await expectFocusRing();
    await page.keyboard.press('Enter');
    await page.locator('.ant-message', { hasText: '保存成功' }).waitFor();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(edit)).toBe(true);

    // Esc closes the detail dialog and the focus is back on 查看.
    const view = sourceRow('电话呼入').getByTestId('row-view');
    await pressUntilFocused('Shift+Tab', view);
    await page.keyboard.press('Enter');
    const detail = page.locator('.ant-modal').filter({ hasText: '键盘改' });
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(view)).toBe(true);
    await expectFocusRing();
  });

  // 维修仓 and OS-0141/0142: the stock spec counts OS-0152 in 华东仓 on a server this spec may share.
  it('adds and edits lines of a stock receipt', async () => {
    await page.goto('/supply/stock/receipt/list');
    await pressUntilFocused('Tab', page.getByRole('button', { name: '新建入库单' }));
    await page.keyboard.press('Enter');
    const receipt = dialog('新建入库单');
    await receipt.waitFor();

    /** Types into a picker and takes the option it offers with Enter. */
    const pick = async (picker: Locator, typed: string, option: string) => {
      await pressUntilFocused('Tab', picker);
      await page.keyboard.type(typed);
      await page.locator('.ant-select-item-option-active', { hasText: option }).waitFor();
      await page.keyboard.press('Enter');
    };
    await pick(receipt.getByTestId('reference-picker-warehouse'), '维修', '维修仓');
    const lines = receipt.getByTestId('document-lines').locator('.ant-table-row');
    await pick(lines.nth(0).getByTestId('line-item-product'), 'OS-0141', 'OS-0141');
    await pressUntilFocused('Tab', lines.nth(0).getByTestId('line-quantity'));
    await expectFocusRing();
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12.5');

    // 添加商品 adds a line and puts the focus in its item picker.
    await pressUntilFocused('Tab', receipt.getByRole('button', { name: '添加商品' }));
    await expectFocusRing();
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(lines.nth(1).getByTestId('line-item-product'))).toBe(true);
    await page.keyboard.type('OS-0142');
    await page.locator('.ant-select-item-option-active', { hasText: 'OS-0142' }).waitFor();
    await page.keyboard.press('Enter');
    await pressUntilFocused('Tab', lines.nth(1).getByTestId('line-quantity'));
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('8');

    // Back to the first line to change its quantity.
    await pressUntilFocused('Shift+Tab', lines.nth(0).getByTestId('line-quantity'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    await pressUntilFocused('Tab', receipt.getByRole('button', { name: /过\s*账/ }));
    await page.keyboard.press('Enter');
    await page.getByText('入库单已过账').waitFor();
    await receipt.waitFor({ state: 'detached' });
    const posted = page.getByTestId('stock-receipt-list').locator('.ant-table-row').first();
    expect(await posted.textContent()).toContain('维修仓');
  });
});
