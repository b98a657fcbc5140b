import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiToken, baseUrl, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * The header's duty control (spec §4 Duty, §5, §8): 赵坐席 (agent) starts duty on seat 1001 and
 * the badge ticks; the administrator (who holds dutyRecordStart too) starts on 1001, is asked to
 * confirm `current agent 赵坐席 is on duty`, cancels (nothing changes), then confirms and takes
 * the seat over; 赵坐席's control goes off duty when the page becomes visible again.
 * ATRIUM_SCREENSHOTS=1 also writes the figures to docs/screenshots/.
 */
const browser = useBrowser();
const SCREENSHOTS = process.env.ATRIUM_SCREENSHOTS === '1';
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.mouse.move(0, 0);
  // Settled: dialogs zoomed in, lists loaded, success messages gone.
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-spin-spinning, .ant-message-notice'),
    undefined,
    { timeout: 10_000 },
  );
  await page.screenshot({ path: join(import.meta.dirname, '../../docs/screenshots', `${name}.png`) });
}

async function api(username: string, method: 'GET' | 'POST', path: string) {
  const answer = await fetch(`${baseUrl()}${path}`, { method, headers: await apiToken(username) });
  return (await answer.json()) as { code: number; data: unknown };
}

/** Ends `username`'s duty (if any) so the spec starts from off duty whatever ran before. */
async function offDuty(username: string) {
  const latest = (await api(username, 'GET', '/erp/call/cno/duty/record/latest')).data as {
    cno: string;
  } | null;
  if (latest) await api(username, 'POST', `/erp/call/cno/duty/record/end/${latest.cno}/duty`);
}

const SEAT = `9${Date.now().toString().slice(-6)}`;

async function openFromMenu(page: Page, group: string, item: string) {
  const menu = page.getByTestId('side-menu');
  const leaf = menu.getByRole('menuitem', { name: item, exact: true });
  if (!(await leaf.isVisible())) await menu.getByText(group, { exact: true }).click();
  await leaf.click();
}

const control = (page: Page) => page.getByTestId('duty-control');
const inState = (page: Page, state: 'on' | 'off') =>
  page.locator(`[data-testid="duty-control"][data-state="${state}"]`).waitFor();

/** Opens 开始值班 and picks `cno` (the dialog stays open). */
async function chooseSeat(page: Page, cno: string, startLabel: RegExp) {
  await control(page).getByTestId('duty-start').click();
  const form = page.getByTestId('duty-start-form');
  await form.locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: cno }).click();
  return page.locator('.ant-modal', { has: form }).getByRole('button', { name: startLabel });
}

afterAll(async () => {
  await offDuty('agent');
  await offDuty('admin');
  // The /take/seat test logs 赵坐席's toolbar in: the other call specs start logged out.
  await api('agent', 'POST', '/erp/call/toolbar/logout');
});

describe('duty control', () => {
  it('starts duty, ticks, and is taken over after a confirmation that can be cancelled', async () => {
    await offDuty('agent');
    await offDuty('admin');
    const agent = await (await newContext(browser())).newPage();
    await signIn(agent, 'agent');
    await inState(agent, 'off');
    expect(await control(agent).getByTestId('duty-state').textContent()).toBe('未值班');

    // A seat is required.
    await control(agent).getByTestId('duty-start').click();
    const agentForm = agent.getByTestId('duty-start-form');
    await agent.locator('.ant-modal', { has: agentForm }).getByRole('button', { name: '开始值班' }).click();
    await agentForm.getByText('请选择天润坐席').waitFor();
    await agentForm.locator('.ant-select').click();
    await agent.locator('.ant-select-item-option', { hasText: '1001' }).click();
    await agent.locator('.ant-modal', { has: agentForm }).getByRole('button', { name: '开始值班' }).click();
    await agent.locator('.ant-message', { hasText: '已开始值班' }).waitFor();
    await inState(agent, 'on');
    const elapsed = control(agent).getByTestId('duty-elapsed');
    const first = await elapsed.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect.poll(() => elapsed.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await control(agent).getByTestId('duty-state').textContent()).toContain('值班中 1001');

    // Ending stops the timer; then on duty again for the takeover.
    await control(agent).getByTestId('duty-end').click();
    await agent
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await agent.locator('.ant-message', { hasText: '已结束值班' }).waitFor();
    await inState(agent, 'off');
    expect(await control(agent).getByTestId('duty-elapsed').count()).toBe(0);
    await (await chooseSeat(agent, '1001', /开始值班/)).click();
    await inState(agent, 'on');

    // The administrator picks 1001 too: the zh-CN confirmation, cancelled.
    const admin = await (await newContext(browser())).newPage();
    await signIn(admin, 'admin');
    await admin.goto('/dashboard');
    await inState(admin, 'off');
    await (await chooseSeat(admin, '1001', /开始值班/)).click();
    const confirm = admin.locator('.ant-modal-confirm', { has: admin.getByTestId('duty-takeover-confirm') });
    await confirm.getByText('当前坐席 赵坐席 正在值班').waitFor();
    await confirm.getByText('继续将接管该坐席，并自动结束其值班。').waitFor();
    await shot(admin, 'duty-takeover-dialog');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await api('admin', 'GET', '/erp/call/cno/duty/record/check/1001/duty')).data).toEqual({
      userName: '赵坐席',
    });
    await admin
      .locator('.ant-modal')
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // In English: the confirmation's exact text, then taking over.
    await admin.getByTestId('locale-switch-en').click();
    await control(admin).getByText('Off duty', { exact: true }).waitFor();
    await (await chooseSeat(admin, '1001', /Start duty/)).click();
    const confirmEn = admin.locator('.ant-modal-confirm', {
      has: admin.getByTestId('duty-takeover-confirm'),
    });
    await confirmEn.getByText('current agent 赵坐席 is on duty', { exact: true }).waitFor();
    await confirmEn.getByRole('button', { name: 'Take over' }).click();
    await admin.locator('.ant-message', { hasText: 'Duty started' }).waitFor();
    await inState(admin, 'on');
    expect((await api('admin', 'GET', '/erp/call/cno/duty/record/check/1001/duty')).data).toEqual({
      userName: '系统管理员',
    });

    // 赵坐席's page becomes visible again: the record is read and the control is off duty.
    await agent.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await inState(agent, 'off');

    await control(admin).getByTestId('duty-end').click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await admin.locator('.ant-message', { hasText: 'Duty ended' }).waitFor();
    await inState(admin, 'off');
    await agent.context().close();
    await admin.context().close();
  });

  it('manages seats and their agents on 坐席列表 and lists duty records with takeovers on 值班记录', async () => {
    const page = await (await newContext(browser())).newPage();
    await signIn(page, 'admin');
    await openFromMenu(page, '组织管理', '坐席列表');
    const list = page.getByTestId('seat-list');
    await list.getByRole('row', { name: /1001/ }).waitFor();
    expect(await list.getByRole('row', { name: /1001/ }).textContent()).toContain('赵坐席');
    expect(await list.locator('.ant-pagination-total-text').textContent()).toMatch(/^共 \d+ 条记录$/);

    await list.getByRole('button', { name: '新增坐席' }).click();
    const form = page.getByTestId('seat-form');
    await form.getByLabel('坐席号').fill('1x');
    await form.getByText('坐席号须为 2-16 位数字').waitFor();
    await form.getByLabel('坐席号').fill(SEAT);
    await form.getByLabel('坐席名称').fill('端到端坐席');
    await page
      .locator('.ant-modal', { has: form })
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await form.waitFor({ state: 'detached' });
    const row = list.getByRole('row', { name: new RegExp(SEAT) });
    await row.waitFor();

    // Bind 李销售 with an ordinary phone: the phone is required, then filled from their account.
    await row.getByRole('button', { name: /人\s*员/ }).click();
    const drawer = page.locator('.ant-drawer', { hasText: `坐席 ${SEAT} 的人员` });
    await drawer.getByText('该坐席还没有绑定人员').waitFor();
    await drawer.getByText('普通电话').click();
    await drawer.getByRole('button', { name: /绑\s*定/ }).click();
    await drawer.getByText('请选择人员').waitFor();
    await drawer.getByText('普通电话须填写绑定手机号').waitFor();
    await drawer.getByLabel('人员', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: '李销售' }).click();
    expect(await drawer.getByLabel('绑定手机号').inputValue()).toBe('13800000003');
    await drawer.getByRole('button', { name: /绑\s*定/ }).click();
    await drawer.getByRole('row', { name: /李销售.*普通电话.*13800000003/ }).waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    await row.getByText('李销售').waitFor();
    // Someone on duty on 1002 for the figure's 当前值班 column.
    await api('admin', 'POST', '/erp/call/cno/duty/record/start/1002/duty');
    await page.reload();
    await list.getByRole('row', { name: /1002.*系统管理员/ }).waitFor();
    await shot(page, 'call-agent-list');
    await offDuty('admin');
    await page.reload();
    await inState(page, 'off');

    // Deleting a seat with an agent is refused with the reason; unbind, then delete.
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('该坐席还绑定了 1 名坐席人员，请先解除绑定再删除').waitFor();
    await row.getByRole('button', { name: /人\s*员/ }).click();
    await drawer.getByRole('button', { name: '解除绑定' }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await drawer.getByText('该坐席还没有绑定人员').waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm:not(.ant-popover-hidden)')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await row.waitFor({ state: 'detached' });

    // 二线坐席列表 lists the second-line seats only.
    await openFromMenu(page, '组织管理', '二线坐席列表');
    const second = page.getByTestId('second-seat-list');
    await second.getByRole('row', { name: /1003.*二线坐席 1003/ }).waitFor();
    expect(await second.getByRole('row', { name: /1001/ }).count()).toBe(0);
    await second.getByRole('button', { name: '新增二线坐席' }).waitFor();

    // 值班记录 shows a running shift; 结束值班 in the header ends it there too, without a reload.
    await api('admin', 'POST', '/erp/call/cno/duty/record/start/1002/duty');
    await page.reload();
    await inState(page, 'on');
    await openFromMenu(page, '组织管理', '值班记录');
    const records = page.getByTestId('duty-record-list');
    const running = records.getByRole('row', { name: /1002.*系统管理员.*值班中/ });
    await running.waitFor();
    await control(page).getByTestId('duty-end').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await inState(page, 'off');
    await expect.poll(() => running.count()).toBe(0);

    // 值班记录: 赵坐席's duty on 1001 ended as taken over by 系统管理员 (first test).
    await records.getByLabel('坐席人员').fill('赵坐席');
    await records.getByRole('button', { name: /查\s*询/ }).click();
    // Unfiltered, the administrator's own duty is listed too; filtered, only 赵坐席's.
    await expect.poll(() => records.getByRole('row', { name: /系统管理员.*正常结束/ }).count()).toBe(0);
    await records
      .getByRole('row', { name: /1001.*赵坐席.*被接管.*系统管理员/ })
      .first()
      .waitFor();
    await records
      .getByRole('row', { name: /正常结束/ })
      .first()
      .waitFor();
    expect(await records.locator('.ant-pagination-total-text').textContent()).toMatch(/^共 \d+ 条记录$/);
    await records.getByRole('button', { name: /导\s*出/ }).waitFor();
    await shot(page, 'duty-records');
    await page.context().close();
  });

  it('/take/seat signs an agent in and starts the duty in one step', async () => {
    await offDuty('agent');
    const page = await (await newContext(browser())).newPage();
    await page.goto('/take/seat?cno=1001');
    const form = page.getByTestId('take-seat-form');
    expect(await form.getByLabel('坐席号').inputValue()).toBe('1001');
    await shot(page, 'take-seat');
    await form.getByLabel('坐席号').fill('');
    await form.getByRole('button', { name: '登录并开始值班' }).click();
    await form.getByText('请输入用户名').waitFor();
    await form.getByText('请选择天润坐席').waitFor();

    await form.getByLabel('用户名').fill('agent');
    await form.getByLabel('密码').fill('wrong-password');
    await form.getByLabel('坐席号').fill('1001');
    await form.getByRole('button', { name: '登录并开始值班' }).click();
    await page.getByTestId('take-seat-error').getByText('用户名或密码错误').waitFor();

    await form.getByLabel('用户名').fill('sales');
    await form.getByLabel('密码').fill('demo1234');
    await form.getByRole('button', { name: '登录并开始值班' }).click();
    await page
      .getByTestId('take-seat-error')
      .getByText('该账号不是可以值班的呼叫坐席，不能接管坐席')
      .waitFor();

    // 赵坐席's toolbar is still logged in on 1001 at their own desk; they take 1003 at another one.
    const ticket = (await api('agent', 'GET', '/erp/call/ticket')).data as { agentToken: string };
    await fetch(`${baseUrl()}/erp/call/toolbar/login`, {
      method: 'POST',
      headers: { ...(await apiToken('agent')), 'content-type': 'application/json' },
      body: JSON.stringify({ agentToken: ticket.agentToken, bindType: 3 }),
    });
    await form.getByLabel('用户名').fill('agent');
    await form.getByLabel('坐席号').fill('1003');
    await form.getByRole('button', { name: '登录并开始值班' }).click();
    await page.getByTestId('side-menu').waitFor();
    await page.locator('.ant-message', { hasText: '已开始值班' }).waitFor();
    await inState(page, 'on');
    expect(await control(page).getByTestId('duty-state').textContent()).toContain('值班中 1003');
    // The toolbar names the seat taken, not the one its login started on.
    const seat = page.getByTestId('call-toolbar').getByTestId('call-toolbar-seat');
    await expect.poll(() => seat.textContent()).toContain('1003');
    await page.context().close();

    // Without dutyRecordStart there is no duty control: its code is not even fetched.
    const sales = await (await newContext(browser())).newPage();
    const scripts: string[] = [];
    sales.on('request', (request) => scripts.push(request.url()));
    await signIn(sales, 'sales');
    await sales.waitForLoadState('networkidle');
    expect(await control(sales).count()).toBe(0);
    expect(scripts.filter((url) => /\/duty-control-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(scripts.filter((url) => url.includes('/erp/call/cno/duty/record/latest'))).toEqual([]);
    await sales.context().close();
  });
});
