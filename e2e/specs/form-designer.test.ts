import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signIn, useBrowser } from '../support/browser.js';

const browser = useBrowser();

/** A small export of the original form-generator designer: two fields it can convert, one it cannot. */
const FORM_GENERATOR_EXPORT = {
  fields: [
    {
      __config__: { label: '姓名', tag: 'el-input', tagIcon: 'input', required: true, span: 12, regList: [] },
      __slot__: { prepend: '', append: '' },
      placeholder: '请输入姓名',
      __vModel__: 'name',
    },
    {
      __config__: { label: '颜色', tag: 'el-color-picker', tagIcon: 'color', span: 12 },
      __vModel__: 'colour',
    },
    {
      __config__: { label: '级别', tag: 'el-select', tagIcon: 'select', span: 12 },
      __slot__: { options: [{ label: '普通', value: 1 }] },
      __vModel__: 'level',
    },
  ],
  formRef: 'elForm',
  labelWidth: 100,
  gutter: 15,
};

const topLevelKeys = (page: Page) =>
  page
    .getByTestId('designer-canvas')
    .locator(':scope > div > div > [role="option"]')
    .evaluateAll((cards) =>
      cards.map((card) => card.getAttribute('data-testid')?.replace('canvas-field-', '')),
    );

/** Real HTML5 drag and drop, landing in the top or bottom quarter of the target. */
async function dragOnto(page: Page, source: Locator, target: Locator, half: 'top' | 'bottom') {
  const box = await target.boundingBox();
  if (!box) throw new Error('drop target not visible');
  await source.dragTo(target, {
    targetPosition: { x: box.width / 2, y: half === 'top' ? 4 : box.height - 4 },
  });
  await page.waitForTimeout(100);
}

describe('form designer (/system/form/designer)', () => {
  it('builds a form by real drag and drop, imports form-generator JSON and exports a .json file', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/system/form/designer');
    await page.getByTestId('form-designer').waitFor();
    expect((await topLevelKeys(page)).slice(0, 3)).toEqual(['customerName', 'phone', 'serviceType']);

    // A palette kind dropped on the upper half of a card lands before it, selected and previewed.
    await dragOnto(page, page.getByTestId('palette-rate'), page.getByTestId('canvas-field-phone'), 'top');
    expect((await topLevelKeys(page)).slice(0, 3)).toEqual(['customerName', 'field101', 'phone']);
    await expect
      .poll(() => page.getByTestId('canvas-field-field101').getAttribute('aria-selected'))
      .toBe('true');
    await page.getByTestId('designer-preview').getByText('评分', { exact: true }).waitFor();

    // A card dragged onto the lower half of another moves after it.
    await dragOnto(
      page,
      page.getByTestId('canvas-field-customerName'),
      page.getByTestId('canvas-field-serviceType'),
      'bottom',
    );
    expect((await topLevelKeys(page)).slice(0, 4)).toEqual([
      'field101',
      'phone',
      'serviceType',
      'customerName',
    ]);

    // Keyboard: Alt+↑ moves the selection back up, Delete removes it.
    await page.getByTestId('canvas-field-customerName').click();
    await page.keyboard.press('Alt+ArrowUp');
    expect((await topLevelKeys(page)).slice(0, 3)).toEqual(['field101', 'phone', 'customerName']);
    await page.keyboard.press('Delete');
    expect(await topLevelKeys(page)).not.toContain('customerName');

    // Import the original format from a file.
    await page.getByTestId('designer-import').click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'form-generator.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(FORM_GENERATOR_EXPORT)),
    });
    await page.getByTestId('import-reading').getByText('共 2 个字段', { exact: false }).waitFor();
    await page.getByTestId('import-skipped').getByText('el-color-picker', { exact: false }).first().waitFor();
    await page.getByTestId('import-apply').click();
    await expect.poll(() => topLevelKeys(page)).toEqual(['name', 'level']);

    // Export: the downloaded file is the definition shown on the canvas.
    await page.getByTestId('designer-export').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('form-definition.json');
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      fields: { vModel: string }[];
    };
    expect(file.fields.map((field) => field.vModel)).toEqual(await topLevelKeys(page));
    await context.close();
  });

  it('is not a route for a role without the formDesigner grant', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, 'sales');
    await page.goto('/system/form/designer');
    await page.waitForURL(/\/404$/);
    await context.close();
  });
});
