import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, newContext, signIn, useBrowser } from '../support/browser.js';

/**
 * 录音分析 on the demo call of 上海云帆 (sales' customer): recording 1 has a transcript, recording
 * 2 failed conversion, the offline analyzer ran at seed. The administrator sees the AI panel
 * (1200 px), plays at 1.5×, re-parses and rates once; a salesperson without the parsing keys gets
 * the 700 px dialog without the panel.
 */
const browser = useBrowser();
const SCREENSHOT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots/recording-dialog.png',
);

async function demoCall() {
  const page = await apiCall<{ list: { id: number; customerId: number; callRecordId: number | null }[] }>(
    'admin',
    'GET',
    `/erp/crm/activity/page?pageSize=50&customerName=${encodeURIComponent('上海云帆')}`,
  );
  const activity = page.list.find(({ callRecordId }) => callRecordId !== null);
  if (!activity) throw new Error('the demo call follow-up is missing');
  return activity;
}

async function signedIn(username: string): Promise<Page> {
  const context = await newContext(browser() as Browser);
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

async function openDialog(page: Page, customerId: number) {
  await page.goto(`/customer/manage/detail/${customerId}`);
  const timeline = page.getByTestId('customer-timeline');
  await timeline.getByTestId('open-recording').first().click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '录音分析' });
  await dialog.waitFor();
  await dialog.getByTestId('recording-tab').first().waitFor();
  return dialog;
}

const modalWidth = async (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ hasText: '录音分析' })
    .evaluate((element) => (element as HTMLElement).offsetWidth);

describe('recording dialog', () => {
  it('plays at 1.5×, shows transcript and failure, the AI panel, re-parse and one rating (1200 px)', async () => {
    const { customerId } = await demoCall();
    const page = await signedIn('admin');
    const dialog = await openDialog(page, customerId);
    expect(await modalWidth(page)).toBe(1200);

    const tabs = dialog.getByTestId('recording-tab');
    expect(await tabs.count()).toBe(2);
    expect(await tabs.nth(0).getByTestId('has-text').count()).toBe(1);
    expect(await tabs.nth(1).getByTestId('has-text').count()).toBe(0);
    await expect.poll(() => dialog.getByTestId('transcript-line').count()).toBe(6);
    await dialog.getByTestId('transcript-line').filter({ hasText: '客户：是的' }).waitFor();

    // Speed 1.5×, then play (muted: no user-gesture autoplay rule in a test).
    const audio = dialog.getByTestId('recording-audio').first();
    await audio.waitFor();
    await dialog
      .getByTestId('recording-speed')
      .first()
      .locator('.ant-segmented-item', { hasText: '1.5x' })
      .click();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
    });
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);

    // Recording 2: conversion failed; playing it pauses recording 1.
    await tabs.nth(1).click();
    await dialog.getByTestId('transcript-failed').filter({ hasText: '文本转换失败' }).waitFor();
    const second = dialog.getByTestId('recording-audio').nth(1);
    await second.waitFor();
    await second.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
    });
    const audios = dialog.getByTestId('recording-audio');
    expect(await audios.nth(0).evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    expect(await audios.nth(1).evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
    await tabs.nth(0).click();

    // The AI panel of the seeded analysis.
    const panel = dialog.getByTestId('ai-panel');
    await panel.getByTestId('ai-version').filter({ hasText: 'v1.0.0' }).waitFor();
    expect(await panel.getByTestId('ai-stage').textContent()).toBe('谈判审核');
    expect(await panel.getByTestId('ai-product').textContent()).toContain('仓储管理系统标准版');
    await panel.getByTestId('ai-label').filter({ hasText: '关注点:价格' }).waitFor();
    expect((await panel.getByTestId('ai-summary').textContent())?.length).toBeGreaterThan(0);
    const updated = panel.getByTestId('ai-update-time');
    await updated.waitFor();
    const before = await updated.textContent();
    expect(before).toMatch(/^最后更新：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    if (process.env.ATRIUM_E2E_SCREENSHOTS) {
      mkdirSync(dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT });
    }

    // Rate once: 好 → 操作成功, the prompt goes away.
    await panel.getByTestId('ai-rating').waitFor();
    await panel.getByTestId('ai-rate-100').click();
    await page.locator('.ant-message', { hasText: '操作成功' }).waitFor();
    await panel.getByTestId('ai-rating').waitFor({ state: 'detached' });

    // Re-parse: 操作成功 after the 1 s debounce, the result (a new task) is fetched again after ~10 s.
    await page.waitForTimeout(1100);
    await panel.getByTestId('ai-reparse').click();
    await page.locator('.ant-message-notice', { hasText: '操作成功' }).last().waitFor();
    await expect.poll(() => updated.textContent(), { timeout: 20_000, interval: 500 }).not.toBe(before);
    // The new task has no rating from this user yet: the prompt is back.
    await panel.getByTestId('ai-rating').waitFor();

    // Shrink keeps the state behind a bottom-bar entry; close clears it.
    await dialog.getByTestId('recording-dialog-shrink').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('recording-dialog-entry').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('recording-tab').count()).toBe(2);
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('recording-dialog-entry').count()).toBe(0);
  }, 90_000);

  it('is 700 px without the AI panel for a user holding neither parsing key', async () => {
    const { customerId } = await demoCall();
    const roles = await apiCall<{ list: { id: number; code: string }[] }>(
      'admin',
      'GET',
      '/erp/admin/role/page?pageSize=50',
    );
    const salesRole = roles.list.find(({ code }) => code === 'salesperson')!;
    const role = await apiCall<{ name: string; describe: string; version: number; permissionKeys: string[] }>(
      'admin',
      'GET',
      `/erp/admin/role/${salesRole.id}`,
    );
    const withoutParsing = role.permissionKeys.filter(
      (key) => key !== 'customerDetailParsing' && key !== 'customerActivityParsing',
    );
    const changed = await apiCall<{ version: number }>('admin', 'PUT', `/erp/admin/role/${salesRole.id}`, {
      name: role.name,
      describe: role.describe,
      permissionKeys: withoutParsing,
      version: role.version,
    });
    try {
      const page = await signedIn('sales');
      const dialog = await openDialog(page, customerId);
      expect(await modalWidth(page)).toBe(700);
      expect(await dialog.getByTestId('ai-panel').count()).toBe(0);
      await expect.poll(() => dialog.getByTestId('transcript-line').count()).toBe(6);
    } finally {
      await apiCall('admin', 'PUT', `/erp/admin/role/${salesRole.id}`, {
        name: role.name,
        describe: role.describe,
        permissionKeys: role.permissionKeys,
        version: changed.version,
      });
    }
  });
});
