import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 通话记录: the administrator lists the demo calls, filters the missed ones, links a stranger's
 * missed call to a new follow-up on 成都天府 through /associate/activity-record/call, and the
 * customer detail shows that follow-up, without 录音 (the missed call has no recording).
 */
const browser = useBrowser();
const NOTE = `未接来电回拨：确认是天府餐饮的采购 ${Date.now().toString(36)}`;

describe('call records', () => {
  it('filters missed calls and links a stranger’s call to a customer follow-up', async () => {
    const context = await newContext(browser() as Browser);
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/organization/call/record/list');
    const list = page.getByTestId('call-record-list');
    await list.locator('.ant-pagination-total-text', { hasText: /共 \d+ 条记录/ }).waitFor();
    // Other specs may place calls on the same server: no exact totals.
    expect(await list.locator('.ant-table-row').count()).toBeGreaterThanOrEqual(9);

    await list.getByTestId('call-filter-outcome').click();
    await page.locator('.ant-select-item-option', { hasText: '未接' }).click();
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await page.waitForLoadState('networkidle');
    const rows = list.locator('.ant-table-row');
    // The filtered page replaces the first one: wait until no answered call is left on it.
    await expect.poll(() => rows.filter({ hasText: '已接听' }).count(), { timeout: 10_000 }).toBe(0);
    await rows.filter({ hasText: '13912345678' }).waitFor();
    for (const row of await rows.all()) await row.getByText('未接', { exact: true }).waitFor();

    const stranger = rows.filter({ hasText: '未知号码' }).filter({ hasText: '关联跟进' });
    await stranger.getByRole('link', { name: '关联跟进' }).click();
    await page.waitForURL(/\/associate\/activity-record\/call\?callRecordId=\d+&phone=\d+/);
    const form = page.getByTestId('associate-call-form');
    await form.getByTestId('customer-picker').click();
    await form.getByTestId('customer-picker').locator('input').fill('天府');
    await page.locator('.ant-select-item-option', { hasText: '成都天府餐饮管理有限公司' }).click();
    await form.getByPlaceholder('本次通话的内容、客户反馈和下一步计划').fill(NOTE);
    await form.getByRole('button', { name: '确认关联' }).click();
    await page.locator('.ant-result-success', { hasText: '关联成功' }).waitFor();

    await page.getByTestId('associate-open-customer').click();
    await page.waitForURL(/\/customer\/manage\/detail\/\d+/);
    const timeline = page.getByTestId('customer-timeline');
    await timeline.getByText(NOTE).waitFor();
    // 录音 only on a follow-up whose call was recorded: the missed call has none, the demo call has one.
    const entry = (text: string) => timeline.getByTestId('timeline-entry').filter({ hasText: text });
    await entry('15 台商务笔记本电脑').getByTestId('open-recording').waitFor();
    expect(await entry(NOTE).getByTestId('open-recording').count()).toBe(0);

    // Back on the list, the call now shows its customer and the follow-up.
    await page.goto('/organization/call/record/list');
    const linked = page.getByTestId('call-record-list').locator('.ant-table-row', { hasText: '13912345678' });
    await linked.getByText('已关联').waitFor();
    await linked.getByText('成都天府餐饮管理有限公司').waitFor();
    await context.close();
  });
});
