import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.mjs';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * One approval journey through every role it needs (issue 23): the administrator designs 报销-e2e
 * (amount, reason, a sub-form of receipts with an upload; amount > 5000 → 直属主管 then the 财务
 * role, otherwise 直属主管; a CC to 财务 first) and publishes it; `sales` asks for 6000 with a
 * receipt; `manager` approves from the header badge; `finance` rejects back to the initiator and
 * finds the copy in 抄送我的; `sales` resubmits and the history reads submit, approve, reject,
 * resubmit; `manager` reads the new round on the phone page and approves it there.
 * Every control is found by its role and name. ATRIUM_E2E_SCREENSHOTS=1 also writes the issue's
 * screenshots (docs/screenshots/approval-*.png) on the way.
 */
const browser = useBrowser();
const SHOTS = process.env.ATRIUM_E2E_SCREENSHOTS === '1';
const PHONE = { width: 375, height: 812 };
const PROCESS = '报销-e2e';
const OK = /^确\s*定$/;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(ROOT, 'docs/screenshots', `${name}.png`), fullPage: true });
}

async function expectAxeClean(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toBe('');
}

/** Picks `option` in the antd select whose label holds `name`, inside `scope`. */
async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  const list = page.locator('.ant-select-dropdown:visible');
  const item = list.locator('.ant-select-item-option', { hasText: option }).first();
  await list.waitFor();
  // The list renders only the options in view: scroll it down until the one wanted shows.
  for (let scrolls = 0; (await item.count()) === 0 && scrolls < 10; scrolls += 1) {
    await list.hover();
    await page.mouse.wheel(0, 160);
  }
  await item.click();
}

/** The node drawer's 审批人 (抄送给) as a role: the button-style radio is its label, the role is searched. */
async function pickRole(page: Page, drawer: Locator, role: string) {
  await drawer.locator('label', { has: page.getByRole('radio', { name: '角色', exact: true }) }).click();
  await drawer.getByRole('combobox', { name: '角色' }).fill(role);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: role }).click();
}

/** Signs `username` in, in a context of its own (the others stay signed in). */
async function signedIn(username: string): Promise<Page> {
  const page = await (await newContext(browser())).newPage();
  await signIn(page, username);
  return page;
}

/** Opens a "+" of the flow (the `index`th in `scope`) and adds a node of `kind`. */
async function addNode(page: Page, scope: Locator, index: number, kind: string) {
  await scope.getByRole('button', { name: '添加节点' }).nth(index).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

/** The node drawer: renames the node, lets `more` set it up, closes. */
async function setUpNode(page: Page, name: string, more?: (drawer: Locator) => Promise<void>) {
  const drawer = page.getByRole('dialog', { name: /设置$/ });
  await drawer.getByRole('textbox', { name: '节点名称' }).fill(name);
  await more?.(drawer);
  await drawer.getByRole('button', { name: '关闭' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

async function designProcess(page: Page) {
  await page.goto('/approval/process/list');
  await page.getByRole('button', { name: '新建流程' }).click();
  // Scoped: the list's filter has a 流程名称 too, and it stays until the designer's chunk arrives.
  const detail = page.getByTestId('process-detail');
  await detail.getByRole('textbox', { name: '流程名称' }).fill(PROCESS);
  await choose(page, detail, '分类', '财务');

  // 表单设计: fields added with a click on the palette, then named in the property panel.
  await page.getByRole('tab', { name: '表单设计' }).click();
  const properties = page.getByTestId('designer-properties');
  const addField = async (kind: string, label: string, key: string) => {
    await page.getByTestId('designer-palette').getByRole('button', { name: kind }).click();
    await properties.getByRole('textbox', { name: '标题', exact: true }).fill(label);
    await properties.getByRole('textbox', { name: '字段名', exact: true }).fill(key);
  };
  await addField('计数器', '金额', 'amount');
  await addField('多行文本', '事由', 'reason');
  await addField('子表单', '票据', 'receipts');
  // The sub-form's column: an upload instead of the starting text column.
  await choose(page, properties, '组件类型', '上传');
  await properties.getByRole('button', { name: '添加列' }).click();
  await properties.getByRole('textbox', { name: '标题', exact: true }).fill('票据照片');
  await properties.getByRole('button', { name: '返回子表单' }).click();
  await properties.getByRole('button', { name: '删除 列1' }).click();

  // 流程设计: CC to 财务 first, then amount > 5000 → 直属主管 then 财务, otherwise 直属主管.
  await page.getByRole('tab', { name: '流程设计' }).click();
  const flow = page.getByRole('region', { name: '审批流程图' });
  await flow.getByRole('button', { name: '删除「审批人」' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
  await addNode(page, flow, 0, '条件分支');
  await flow.getByRole('button', { name: /^设置「条件 1」/ }).click();
  const branchDrawer = page.getByRole('dialog', { name: '条件设置' });
  await branchDrawer.getByRole('button', { name: '添加条件' }).click();
  await choose(page, branchDrawer, '字段', '金额');
  await choose(page, branchDrawer, '比较', '大于');
  await branchDrawer.getByRole('textbox', { name: '值', exact: true }).fill('5000');
  await branchDrawer.getByRole('button', { name: '关闭' }).click();
  await flow.getByRole('button', { name: /^设置「条件 1」 金额 大于 5000/ }).waitFor();

  const overFiveThousand = flow
    .locator('.pd-branch')
    .filter({ has: page.getByRole('button', { name: /^设置「条件 1」/ }) });
  await addNode(page, overFiveThousand, 0, '审批人');
  await setUpNode(page, '主管审批');
  await addNode(page, overFiveThousand, 1, '审批人');
  await setUpNode(page, '财务审批', async (drawer) => {
    await pickRole(page, drawer, '财务');
  });
  const otherwise = flow
    .locator('.pd-branch')
    .filter({ has: page.getByRole('button', { name: /^设置「其他情况」/ }) });
  await addNode(page, otherwise, 0, '审批人');
  await setUpNode(page, '主管审批');
  await addNode(page, flow, 0, '抄送人');
  await setUpNode(page, '抄送财务', async (drawer) => {
    await pickRole(page, drawer, '财务');
  });
  await flow.getByRole('button', { name: /^设置「财务审批」 角色：财务/ }).waitFor();
  await flow.getByRole('button', { name: /^设置「抄送财务」 角色：财务/ }).waitFor();
  await expectAxeClean(page);
  await shot(page, 'approval-designer-flow');

  await page.getByRole('button', { name: '发布' }).click();
  await page.getByText('已发布第 1 版').waitFor();
  await page.waitForURL(/\/approval\/process\/detail\/\d+$/);
  await detail.getByText('已发布 v1').waitFor();
}

describe('approvals', () => {
  it('designs 报销-e2e, starts it, approves, rejects, resubmits and copies it', async () => {
    // 1. The administrator designs and publishes the process.
    const admin = await signedIn('admin');
    await designProcess(admin);
    await admin.context().close();

    // 2. sales asks for 6000 with one receipt.
    const sales = await signedIn('sales');
    await sales.goto('/approval/myStart');
    await sales.getByRole('button', { name: '发起审批' }).click();
    const start = sales.getByRole('dialog', { name: '发起审批' });
    await start.getByRole('button', { name: PROCESS }).click();
    await start.getByRole('spinbutton', { name: '金额' }).fill('6000');
    await start.getByRole('textbox', { name: '事由' }).fill('客户现场差旅');
    const receipts = start.getByTestId('sub-form-receipts');
    await receipts.getByRole('button', { name: '添加' }).click();
    await receipts.locator('input[type=file]').setInputFiles({
      name: '发票.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('增值税发票 6000 元'),
    });
    await receipts.getByRole('link', { name: '发票.txt' }).waitFor();
    await start.getByRole('button', { name: '提交' }).click();
    const started = sales.locator('.ant-message', { hasText: /审批 \S+ 已提交/ });
    await started.waitFor();
    const instanceNo = /审批 (\S+) 已提交/.exec((await started.textContent()) ?? '')![1]!;
    const mine = sales.getByTestId('approval-my-start').getByRole('row', { name: new RegExp(instanceNo) });
    await mine.getByText('审批中').waitFor();

    // 3. manager: the header badge counts the task and opens 我审批的; 同意 with a comment.
    const manager = await signedIn('manager');
    // The demo's own requests wait for 王经理 too: the count is theirs and this one.
    await manager.getByRole('button', { name: /^待我审批, \d+ 条待审批$/ }).click();
    await manager.waitForURL(/\/approval\/myApproved/);
    await manager.getByRole('link', { name: instanceNo }).waitFor();
    await expectAxeClean(manager);
    await shot(manager, 'approval-my-approved');
    await manager.getByRole('link', { name: instanceNo }).click();
    const detail = manager.getByTestId('approval-detail');
    await detail.getByRole('button', { name: '同意' }).waitFor();
    await expectAxeClean(manager);
    await decide(manager, '同意', '情况属实，同意');
    await detail.getByTestId('approval-flow').getByText('财务审批').waitFor();
    await expect.poll(() => nodeState(detail, '主管审批')).toBe('done');

    // 4. finance rejects back to the initiator, and finds the copy in 抄送我的.
    const finance = await signedIn('finance');
    await finance.goto('/approval/myApproved');
    await finance.getByRole('link', { name: instanceNo }).click();
    await decide(finance, '拒绝', '缺少住宿发票，请补充');
    await finance.getByTestId('approval-detail').getByText('已拒绝').first().waitFor();
    await finance.goto('/approval/copyToMe');
    const copy = finance
      .getByTestId('approval-copy-to-me')
      .getByRole('row', { name: new RegExp(instanceNo) });
    await copy.getByText(PROCESS).waitFor();
    await finance.context().close();

    // 5. sales sees it rejected, resubmits with a better reason; the history reads in order.
    await sales.reload();
    await mine.getByText('已拒绝').waitFor();
    await mine.getByRole('button', { name: '重新提交' }).click();
    const resubmit = sales.getByRole('dialog', { name: /^重新提交/ });
    await resubmit.getByRole('textbox', { name: '事由' }).fill('客户现场差旅，已补住宿发票');
    await resubmit.getByRole('button', { name: OK }).click();
    await resubmit.waitFor({ state: 'hidden' });
    await mine.getByText('审批中').waitFor();
    await mine.getByRole('link', { name: instanceNo }).click();
    const history = sales.getByTestId('approval-history');
    await history.getByText('重新提交').waitFor();
    const actions = await history.locator(':scope > li .ant-tag').allTextContents();
    expect(actions.filter((action) => ['发起', '同意', '拒绝', '重新提交'].includes(action))).toEqual([
      '发起',
      '同意',
      '拒绝',
      '重新提交',
    ]);
    expect(await history.textContent()).toContain('缺少住宿发票，请补充');
    await shot(sales, 'approval-detail');
    await sales.context().close();

    // 6. manager reads the new round on the phone page and approves it there.
    await manager.setViewportSize(PHONE);
    const id = /\/approval\/detail\/(\d+)/.exec(manager.url())![1];
    await manager.goto(`/weCom-mobile-approval/${id}`);
    await manager.getByRole('heading', { name: '审批详情' }).waitFor();
    await manager.getByTestId('approval-form').getByText('客户现场差旅，已补住宿发票').waitFor();
    expect(await manager.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await shot(manager, 'approval-mobile-detail');
    await decide(manager, '同意', '同意');
    await expect.poll(() => nodeState(manager.getByTestId('approval-detail'), '主管审批')).toBe('done');
    await manager.context().close();
  }, 120_000);
});

/** 同意 / 拒绝 on the open detail: the dialog asks for a comment and sends with 确定. */
async function decide(page: Page, action: '同意' | '拒绝', comment: string) {
  await page.getByRole('toolbar', { name: '审批操作' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('textbox', { name: '审批意见' }).fill(comment);
  await dialog.getByRole('button', { name: OK }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The state of the flow node named `name` in the detail's timeline (done, active…). */
function nodeState(detail: Locator, name: string) {
  return detail
    .getByTestId('approval-flow')
    .locator('[data-state]', { hasText: name })
    .first()
    .getAttribute('data-state');
}
