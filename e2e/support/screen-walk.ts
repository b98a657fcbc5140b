import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AuthEntry, MENU_CATALOGUE, type MenuSeed } from '@atrium/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, axeViolations, describeViolations } from './axe.js';
import { FAILURE_SHOTS, newContext, signIn, useBrowser } from './browser.js';

/**
 * The screen walk of `npm test` (issue 22): every real screen of a signed-in user's menu, and the
 * first row's opening actions of every list on it, checked for what a user would meet: an error
 * boundary, an uncaught page error, a 5xx answer, and serious or critical axe violations.
 */

/** ATRIUM_AXE_REPORT=1: local diagnosis only: every violation printed and written to a file. */
export const AXE_REPORT = process.env.ATRIUM_AXE_REPORT === '1';
/** ATRIUM_WALK_LOCALE=en: local diagnosis: the same walk in English (npm test walks zh-CN, the default). */
const WALK_LOCALE = process.env.ATRIUM_WALK_LOCALE === 'en' ? 'en' : null;
/**
 * ATRIUM_WALK_USER=warehouse (any demo user): local diagnosis: the walk as that user, with their
 * menu (the screen count and the mobile pages are admin's: those two tests fail for a smaller menu).
 */
const WALK_USER = process.env.ATRIUM_WALK_USER || 'admin';
const axeReportFile = (part: string) => join(FAILURE_SHOTS, '..', `screen-walk-axe-${part}.json`);

/** A screen of the menu the server gave the user: a leaf entry with a path of its own. */
export interface WalkScreen {
  key: string;
  title: string;
  path: string;
  /** The key of the top-level menu entry it sits under (its own key at top level). */
  group: string;
}

/**
 * The screens of a user's auth list: menu leaves (hidden ones too: 新建客户, 个人中心) whose path
 * opens without a record id; detail screens (`:id`) are reached through the lists' row actions.
 */
export function screensOf(entries: readonly AuthEntry[]): WalkScreen[] {
  const menus = entries.filter((entry) => entry.type === 'menu');
  const byId = new Map(menus.map((entry) => [entry.id, entry]));
  const parents = new Set(menus.map((entry) => entry.parentId));
  const topOf = (entry: AuthEntry): AuthEntry => {
    let current = entry;
    for (let parent = byId.get(current.parentId); parent; parent = byId.get(current.parentId))
      current = parent;
    return current;
  };
  return menus
    .filter((entry) => !parents.has(entry.id) && entry.path.startsWith('/') && !entry.path.includes(':'))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((entry) => ({ key: entry.key, title: entry.title, path: entry.path, group: topOf(entry).key }));
}

/**
 * The record screens of a user's auth list (`/customer/manage/detail/:id`), as patterns of the
 * paths a row's link may open.
 */
export function detailPathsOf(entries: readonly AuthEntry[]): string[] {
  return entries
    .filter((entry) => entry.type === 'menu' && entry.path.includes('/:'))
    .map((entry) => `^${entry.path.replace(/:[^/]+/g, '[^/]+')}$`);
}

/**
 * The row actions that open something to look at without changing anything: 查看, 编辑 (a form
 * closed unsaved), 详情 and their kin. The list mechanism marks them data-row-opens
 * (list-actions.tsx); a list that draws its own action buttons is read by their names (in either
 * language: ATRIUM_WALK_LOCALE=en walks in English).
 */
const OPENER_NAMES = /^(查看|编辑|详情|View|Edit|Details)$/;

/**
 * Marks the first table row that has opening actions, and those actions numbered in order
 * (data-walk-opener), in the page as it is now; answers their names.
 */
function markOpeners({ names, details }: { names: string; details: string[] }): string[] {
  const pattern = new RegExp(names);
  const detailPaths = details.map((source) => new RegExp(source));
  for (const marked of document.querySelectorAll('[data-walk-opener]'))
    marked.removeAttribute('data-walk-opener');
  for (const row of document.querySelectorAll('.ant-table-tbody > tr.ant-table-row')) {
    if (!row.checkVisibility()) continue;
    // No named helpers in here: the function is sent to the page as its source alone.
    const found = [...row.querySelectorAll('button, a')].filter(
      (button) =>
        button.hasAttribute('data-row-opens') ||
        (!button.getAttribute('data-testid')?.startsWith('row-') &&
          pattern.test((button.textContent ?? '').replace(/\s/g, ''))) ||
        (button instanceof HTMLAnchorElement &&
          button.host === window.location.host &&
          detailPaths.some((path) => path.test(button.pathname))),
    );
    if (found.length === 0) continue;
    found.forEach((button, index) => {
      button.setAttribute('data-walk-opener', String(index));
    });
    return found.map((button) => {
      const testId = button.getAttribute('data-testid');
      const href = button instanceof HTMLAnchorElement && button.pathname ? ` → ${button.pathname}` : '';
      return `${(button.textContent ?? '').trim()}${testId ? ` (${testId})` : ''}${href}`;
    });
  }
  return [];
}

/** What a check found wrong at one place (a screen, or a dialog a row action opened on it). */
export interface WalkFinding {
  place: string;
  problems: string[];
  violations: AxeViolation[];
}

/**
 * Watches one page for the walk: uncaught errors, 5xx answers, and the requests still under way
 * (to tell when a screen has settled).
 */
export class ScreenWalker {
  readonly findings: WalkFinding[] = [];
  private pageErrors: string[] = [];
  private serverErrors: string[] = [];
  private readonly inFlight = new Set<unknown>();
  private lastActivity = Date.now();

  /** Patterns of the record screens' paths (detailPathsOf): a row's link to one opens it. */
  detailPaths: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(error.stack ?? error.message));
    page.on('request', (request) => {
      if (!WATCHED_REQUESTS.has(request.resourceType())) return;
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: unknown) => {
      if (this.inFlight.delete(request)) this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (response.status() >= 500)
        this.serverErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  }

  /** Opens a path inside the app without reloading it (the router follows popstate). */
  async open(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    await this.settle();
  }

  /**
   * Waits until the page shows what was asked for and nothing loads: the route's tab is the active
   * one (a screen's code may take a while to arrive, and the router shows the last screen
   * meanwhile), no spinner, and no request for a while (a screen's data request starts only once
   * its code has run). The while counts from the call, the moment of the click or navigation.
   */
  async settle(timeout = 20_000): Promise<void> {
    const started = Date.now();
    for (;;) {
      const shown = await this.page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                // The tab bar names the screen on show by its path, numbers cut (tab-rules.ts).
                const bar = document.querySelector('[data-testid=multi-tab]');
                const segments = window.location.pathname.split('/');
                const numberAt = segments.findIndex((segment, index) => index > 0 && /^\d+$/.test(segment));
                const key = numberAt < 0 ? window.location.pathname : segments.slice(0, numberAt).join('/');
                const active = bar?.querySelector('.ant-tabs-tab-active [data-testid=multi-tab-item]');
                resolve(!bar || active?.getAttribute('data-path') === key);
              }),
            ),
          ),
      );
      const loading = !shown || this.inFlight.size > 0 || (await this.page.locator(BUSY).count()) > 0;
      if (!loading && Date.now() - Math.max(this.lastActivity, started) >= QUIET_MS) return;
      if (Date.now() - started > timeout) {
        this.pageErrors.push(`still loading after ${timeout / 1000} s at ${this.page.url()}`);
        return;
      }
    }
  }

  /** Checks the page as it is now, as `place`; answers whether anything was wrong. */
  async check(place: string): Promise<boolean> {
    const problems = [...this.pageErrors.map((e) => `page error: ${e}`), ...this.serverErrors];
    this.pageErrors = [];
    this.serverErrors = [];
    if (await this.page.getByTestId('chunk-load-error').isVisible())
      problems.push('error boundary (chunk-load-error) shown');
    const all = await axeViolations(this.page);
    const violations = all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    this.findings.push({ place, problems, violations });
    if (AXE_REPORT && violations.length > 0) console.log(`axe ${place}\n  ${describeViolations(violations)}`);
    return problems.length > 0 || violations.length > 0;
  }

  /** A screen: opens it, checks it, then opens and checks the first row's opening actions. */
  async walkScreen(screen: WalkScreen): Promise<void> {
    await this.open(screen.path);
    if (await this.page.getByTestId('not-available').isVisible()) return; // coming in a later release
    const place = `${screen.title} ${screen.path}`;
    await this.check(place);
    await this.walkRowActions(screen.path, place);
  }

  /** The first row (of the first list that has one) of the screen: each opening action in turn. */
  private async walkRowActions(path: string, place: string): Promise<void> {
    const marks = { names: OPENER_NAMES.source, details: this.detailPaths };
    const openers = await this.page.evaluate(markOpeners, marks);
    for (const [index, name] of openers.entries()) {
      // Marked again each time: closing what the last one opened may have drawn the rows anew.
      if (index > 0) await this.page.evaluate(markOpeners, marks);
      const button = this.page.locator(`[data-walk-opener="${index}"]`);
      const at = `${place} › ${name}`;
      if ((await button.count()) === 0) {
        this.pageErrors.push('the first row lost this action after the one before it');
        await this.check(at);
        continue;
      }
      const url = this.page.url();
      const before = await this.overlayCount();
      await button.click();
      await this.settle();
      await this.check(at);
      await this.closeWhatOpened(url, before, path);
    }
  }

  private overlayCount(): Promise<number> {
    return this.page.locator(OPEN_OVERLAYS).count();
  }

  /** Closes the dialog or drawer the action opened, or goes back to the list from the page it opened. */
  private async closeWhatOpened(url: string, overlaysBefore: number, path: string): Promise<void> {
    if (this.page.url() !== url) {
      await this.open(path);
      return;
    }
    const opened = this.page.locator(OPEN_OVERLAYS);
    const count = await opened.count();
    if (count <= overlaysBefore) return;
    const top = opened.last();
    await closeButton(top).click();
    await top.waitFor({ state: 'hidden' });
    await this.settle();
  }
}

/** The requests a screen waits for: its code, styles and data (not pictures, not the live socket). */
const WATCHED_REQUESTS: ReadonlySet<string> = new Set(['fetch', 'xhr', 'script', 'stylesheet']);

/** Spinners: antd's, skeletons, and the shell's while a screen's code loads. */
const BUSY = '.ant-spin-spinning, .ant-skeleton-active, [data-testid=page-spinner]';

/** How long without any request before a page counts as settled. */
const QUIET_MS = 300;

/** Dialogs and drawers on screen now. */
const OPEN_OVERLAYS = '.ant-modal-wrap:visible, .ant-drawer-open';

function closeButton(overlay: Locator): Locator {
  return overlay.locator('.ant-modal-close, .ant-drawer-close').first();
}

/** The findings as a failure message: one block per place, each problem and violation named. */
export function describeFindings(findings: readonly WalkFinding[]): string {
  return findings
    .filter((f) => f.problems.length > 0 || f.violations.length > 0)
    .map(
      (f) =>
        `${f.place}\n  ${[...f.problems, describeViolations(f.violations)].filter(Boolean).join('\n  ')}`,
    )
    .join('\n');
}

/** ATRIUM_AXE_REPORT=1: the findings as JSON, to count violations per rule and screen. */
function writeAxeReport(part: string, findings: readonly WalkFinding[]): void {
  writeFileSync(axeReportFile(part), `${JSON.stringify(findings, null, 2)}\n`);
  console.log(`screen walk report: ${axeReportFile(part)}`);
}

/**
 * The catalogue's top-level groups in two parts of about equal walking time (the first four
 * groups hold most lists), one per spec file, so two workers share the walk. A group added to
 * the catalogue later falls in the second part.
 */
export const WALK_PARTS: Record<'first' | 'second', readonly MenuSeed[]> = {
  first: MENU_CATALOGUE.slice(0, 4),
  second: MENU_CATALOGUE.slice(4),
};

/**
 * The walk as tests, as admin: every screen the server's menu has under `groups`, one test per
 * group (and the enterprise-chat mobile pages at 390 px when `mobile`). One sign-in and one page
 * for the whole part; screens open inside the app, without reloading it.
 */
export function describeScreenWalk(part: keyof typeof WALK_PARTS, { mobile = false } = {}): void {
  const browser = useBrowser();
  let page: Page;
  let walker: ScreenWalker;
  let screens: WalkScreen[] = [];

  beforeAll(async () => {
    page = await (await newContext(browser())).newPage();
    walker = new ScreenWalker(page);
    const menu = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/erp/admin/user/auth');
    await signIn(page, WALK_USER);
    const { auth } = ((await (await menu).json()) as { data: { auth: AuthEntry[] } }).data;
    if (WALK_LOCALE) {
      await page.getByTestId(`locale-switch-${WALK_LOCALE}`).click();
      await page.locator(`html[lang="${WALK_LOCALE}"]`).waitFor();
    }
    screens = screensOf(auth);
    walker.detailPaths = detailPathsOf(auth);
    await walker.settle();
  });

  afterAll(() => {
    if (AXE_REPORT && walker) writeAxeReport(part, walker.findings);
  });

  /** Fails on what the walk found since `from`: axe's findings only outside ATRIUM_AXE_REPORT=1. */
  const expectClean = (from: number) => {
    const found = walker.findings.slice(from);
    const failing = AXE_REPORT ? found.map((f) => ({ ...f, violations: [] })) : found;
    expect(describeFindings(failing), 'the screen walk found').toBe('');
  };

  describe(`screen walk as admin (${part} part of the menu)`, () => {
    it('finds screens in the menu the server gives admin', () => {
      const keys = new Set(WALK_PARTS[part].map((group) => group.key));
      expect(screens.filter((screen) => keys.has(screen.group)).length).toBeGreaterThan(10);
    });

    for (const group of WALK_PARTS[part]) {
      it(`walks ${group.titleEn}`, { timeout: 300_000 }, async () => {
        const from = walker.findings.length;
        for (const screen of screens.filter((s) => s.group === group.key)) await walker.walkScreen(screen);
        expectClean(from);
      });
    }

    if (mobile)
      it('walks the enterprise-chat mobile pages at a phone width of 390 px', async () => {
        const from = walker.findings.length;
        await page.setViewportSize({ width: 390, height: 844 });
        await walker.open('/weCom-mobile-list');
        await walker.check('企微移动端 客户列表 /weCom-mobile-list (390 px)');
        await page.locator('.wecom-mobile-card').first().click();
        await page.waitForURL(/\/weCom-mobile-detail\/\d+/);
        await walker.settle();
        await walker.check(`企微移动端 客户详情 ${new URL(page.url()).pathname} (390 px)`);
        await walker.open('/weCom-mobile-create');
        await walker.check('企微移动端 新建客户 /weCom-mobile-create (390 px)');
        await walker.open('/weCom-mobile-approval');
        await walker.check('企微移动端 待办审批 /weCom-mobile-approval (390 px)');
        expectClean(from);
      });
  });
}
