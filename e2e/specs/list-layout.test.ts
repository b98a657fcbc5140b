import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';
import { listLayoutFaults } from '../support/list-layout.js';

/**
 * The lists at the two desktop widths staff use (1440 and 1280 px), in Chinese and in English: no
 * data column hides under the fixed 操作 column, and no header breaks inside a word. Each group's
 * screens are walked in Chinese, then, after one switch in the header (the choice is remembered),
 * in English. A screen is opened the way the menu opens it, without reloading the app.
 */
const browser = useBrowser();

const WIDTHS = [1440, 1280] as const;

/**
 * The administrator's list screens (the menu's screens whose body is a table), by menu group: each
 * group is a test of its own, so that a slow machine gives each its own time and a failure names
 * its group.
 */
const LISTS: Record<string, readonly string[]> = {
  customers: [
    '/customer/manage/poolList',
    '/customer/manage/list',
    '/customer/business/list',
    '/customer/activity/list',
    '/customer/clue/poolList',
    '/customer/clue/syncConfig',
    '/customer/undealt/list',
    '/customer/support/list',
    '/customer/support/distribution',
    '/customer/assignment',
    '/customer/casebook',
    '/customer/tag/list',
    '/customer/privateSea/ruleList',
  ],
  sales: [
    '/sale/viewing',
    '/sale/order/list',
    '/sale/order/detailList',
    '/sale/goods',
    '/sale/pick/list',
    '/sale/send/list',
    '/sale/transfer/list',
    '/sale/collect/list',
    '/sale/invoice/list',
    '/sale/return/list',
    '/sale/external/list',
    '/sale/source/list',
    '/sale/ecommerce/bill',
  ],
  'products and stock': [
    '/product/list',
    '/product/fitting/list',
    '/product/discountRate',
    '/product/service/list',
    '/product/unit',
    '/supply/supplier/list',
    '/supply/supplier/activity',
    '/supply/warehouse/list',
    '/supply/warehouse/syncLog',
    '/supply/stock/overview',
    '/supply/stock/receipt/list',
    '/supply/stock/count/list',
  ],
  'organization and system': [
    '/organization/staff/list',
    '/organization/agent/list',
    '/organization/agent/secondList',
    '/organization/duty/list',
    '/organization/call/record/list',
    '/system/admin/user/list',
    '/system/role/list',
    '/system/resource/list',
    '/system/dict/list',
    '/system/customerSource/list',
    '/system/paymentChannel/list',
    '/system/audit/list',
    '/system/dowload/list',
  ],
};

/**
 * Opens a screen inside the app without reloading it (the router follows popstate; a reload per
 * screen was most of this file's time) and waits for its table's first page: the screen's tab
 * active, a table shown, no spinner.
 */
async function openList(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForFunction(
    (to) => {
      const active = document.querySelector(
        '[data-testid=multi-tab] .ant-tabs-tab-active [data-testid=multi-tab-item]',
      );
      const tables = Array.from(document.querySelectorAll('.ant-table-wrapper'));
      return (
        active?.getAttribute('data-path') === to &&
        tables.some((table) => table.checkVisibility()) &&
        !document.querySelector('.ant-spin-spinning')
      );
    },
    path,
    { timeout: 15_000 },
  );
}

/** The header's language switch; the screen re-renders in place (the side menu shows it done). */
async function switchToEnglish(page: Page) {
  await page.getByTestId('locale-switch-en').click();
  await page.locator('[data-testid="locale-switch-en"][aria-pressed="true"]').waitFor();
  await page.getByTestId('side-menu').getByText('Customers', { exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), null, { timeout: 15_000 });
}

/** The faults of the screen as shown now, at each width (antd places fixed columns after a resize). */
async function faultsAtWidths(page: Page, label: string): Promise<string[]> {
  const faults: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    for (const fault of await listLayoutFaults(page)) faults.push(`${label} at ${width} px: ${fault}`);
  }
  return faults;
}

describe('lists at desktop widths', () => {
  it.each(Object.entries(LISTS))(
    'hide no column under the fixed actions and break no header word, in both languages: %s',
    async (_group, paths) => {
      const context = await newContext(browser());
      const page = await context.newPage();
      await signIn(page, 'admin');
      const faults: string[] = [];
      // One pass per language: the switch in the header is kept across screens.
      for (const [locale, suffix] of [
        ['zh-CN', ''],
        ['en', ' (en)'],
      ] as const) {
        if (locale === 'en') await switchToEnglish(page);
        for (const path of paths) {
          await openList(page, path);
          const found = await faultsAtWidths(page, `${path}${suffix}`);
          // Said as found: a run cut short still names what it saw.
          for (const fault of found) console.error(fault);
          faults.push(...found);
        }
      }
      expect(faults).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
