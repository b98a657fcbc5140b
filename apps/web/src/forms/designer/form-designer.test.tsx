import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestFn } from '../../platform/api/api-client';
import { initI18n } from '../../platform/i18n/i18n';
import { FORM_GENERATOR_SAMPLE } from '../convert/form-generator-sample';
import type { FormDefinition } from '../form-schema';
import { FormServicesProvider } from '../form-services';
import { FormDesigner } from './form-designer';

const START: FormDefinition = {
  fields: [
    { tag: 'input', label: '客户名称', vModel: 'customerName', required: true, span: 12 },
    { tag: 'number', label: '数量', vModel: 'quantity', span: 12 },
    { tag: 'switch', label: '启用', vModel: 'enabled' },
  ],
};

const failingRequest: RequestFn = () => Promise.reject(new Error('no server in this test'));

function renderDesigner(initial: FormDefinition = START) {
  initI18n();
  let latest: FormDefinition = initial;
  const view = render(
    <FormServicesProvider services={{ request: failingRequest }}>
      <FormDesigner
        initial={structuredClone(initial)}
        onChange={(definition) => {
          latest = definition;
        }}
      />
    </FormServicesProvider>,
  );
  return { ...view, definition: () => latest };
}

const canvas = () => screen.getByTestId('designer-canvas');
const preview = () => screen.getByTestId('designer-preview');
const panel = () => screen.getByTestId('designer-properties');
const canvasKeys = () =>
  within(canvas())
    .getAllByRole('option')
    .map((card) => card.getAttribute('data-testid')?.replace('canvas-field-', ''));
const previewLabels = () =>
  Array.from(preview().querySelectorAll('.ant-form-item-label > label')).map((label) => label.textContent);

/** A native drag from one element onto another, landing in the given half of the target. */
function dragOnto(source: HTMLElement, target: HTMLElement, half: 'top' | 'bottom') {
  target.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 100, height: 40 });
  // jsdom has no DragEvent, so the pointer position is set on a generic event by hand.
  const at = (create: typeof createEvent.dragOver) => {
    const event = create(target);
    Object.defineProperty(event, 'clientY', { value: half === 'top' ? 5 : 35 });
    return event;
  };
  fireEvent.dragStart(source);
  fireEvent(target, at(createEvent.dragOver));
  fireEvent(target, at(createEvent.drop));
  fireEvent.dragEnd(source);
}

// antd in jsdom is slow, and the machine is shared: these tests drive the whole designer.
describe('form designer', { timeout: 30_000 }, () => {
  it('offers every field kind in the palette and adds one with a click, selected and previewed', async () => {
    const { definition } = renderDesigner();
    const palette = screen.getByTestId('designer-palette');
    expect(within(palette).getAllByRole('button')).toHaveLength(19);
    fireEvent.click(screen.getByTestId('palette-textarea'));
    expect(canvasKeys()).toEqual(['customerName', 'quantity', 'enabled', 'field101']);
    expect(screen.getByTestId('canvas-field-field101').getAttribute('aria-selected')).toBe('true');
    expect((within(panel()).getByTestId('prop-label') as HTMLInputElement).value).toBe('多行文本');
    await waitFor(() => expect(previewLabels()).toContain('多行文本'));
    expect(definition().fields.at(-1)).toMatchObject({
      tag: 'textarea',
      vModel: 'field101',
      label: '多行文本',
    });
  });

  it('places a palette kind where it is dropped and reorders fields by dragging', () => {
    const { definition } = renderDesigner();
    dragOnto(screen.getByTestId('palette-date'), screen.getByTestId('canvas-field-quantity'), 'top');
    expect(canvasKeys()).toEqual(['customerName', 'field101', 'quantity', 'enabled']);
    expect(definition().fields[1]?.tag).toBe('date');
    dragOnto(
      screen.getByTestId('canvas-field-customerName'),
      screen.getByTestId('canvas-field-enabled'),
      'bottom',
    );
    expect(canvasKeys()).toEqual(['field101', 'quantity', 'enabled', 'customerName']);
  });

  it('drops columns into a sub-form and keeps them there', () => {
    renderDesigner();
    fireEvent.click(screen.getByTestId('palette-subForm'));
    expect(canvasKeys()).toEqual(['customerName', 'quantity', 'enabled', 'field101', 'field102']);
    const columns = screen.getByTestId('canvas-children-field101');
    dragOnto(screen.getByTestId('palette-rate'), columns, 'bottom');
    expect(
      within(columns)
        .getAllByRole('option')
        .map((card) => card.dataset.testid),
    ).toEqual(['canvas-field-field102', 'canvas-field-field103']);
    // A sub-form column cannot be dragged out into the form.
    dragOnto(
      screen.getByTestId('canvas-field-field103'),
      screen.getByTestId('canvas-field-customerName'),
      'top',
    );
    expect(within(columns).getAllByRole('option')).toHaveLength(2);
  });

  it('moves with Alt+arrows, walks with arrows, deletes with Delete, undoes with Ctrl+Z, copies with its button and Ctrl+D', () => {
    const { definition } = renderDesigner();
    fireEvent.click(screen.getByTestId('canvas-field-customerName'));
    fireEvent.keyDown(canvas(), { key: 'ArrowDown', altKey: true });
    expect(canvasKeys()).toEqual(['quantity', 'customerName', 'enabled']);
    fireEvent.keyDown(canvas(), { key: 'ArrowDown' });
    expect(screen.getByTestId('canvas-field-enabled').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(canvas(), { key: 'Delete' });
    expect(canvasKeys()).toEqual(['quantity', 'customerName']);
    // Ctrl+Z undoes, Ctrl+Shift+Z redoes; inside a text box they stay the box's own.
    fireEvent.keyDown(canvas(), { key: 'z', ctrlKey: true });
    expect(canvasKeys()).toEqual(['quantity', 'customerName', 'enabled']);
    fireEvent.keyDown(within(panel()).getByTestId('prop-label'), { key: 'z', ctrlKey: true, shiftKey: true });
    expect(canvasKeys()).toEqual(['quantity', 'customerName', 'enabled']);
    fireEvent.keyDown(canvas(), { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(canvasKeys()).toEqual(['quantity', 'customerName']);
    fireEvent.click(screen.getByTestId('canvas-field-quantity'));
    // The option holds no control (nested-interactive); the pointer's actions float beside it,
    // out of the tab order, and Ctrl+D is the keyboard's copy.
    const option = screen.getByTestId('canvas-field-quantity');
    expect(within(option).queryAllByRole('button', { hidden: true })).toEqual([]);
    const copy = option.parentElement?.querySelector<HTMLButtonElement>('button[aria-label="复制"]');
    expect(copy?.tabIndex).toBe(-1);
    fireEvent.click(copy as HTMLButtonElement);
    expect(canvasKeys()).toEqual(['quantity', 'field101', 'customerName']);
    expect(definition().fields[1]).toMatchObject({ tag: 'number', label: '数量' });
    fireEvent.keyDown(canvas(), { key: 'd', ctrlKey: true });
    expect(canvasKeys()).toEqual(['quantity', 'field101', 'field102', 'customerName']);
    for (let undo = 0; undo < 3; undo += 1) fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(canvasKeys()).toEqual(['quantity', 'customerName', 'enabled']);
  });

  it('edits properties and the preview follows', async () => {
    const { definition } = renderDesigner();
    fireEvent.click(screen.getByTestId('canvas-field-customerName'));
    fireEvent.change(within(panel()).getByTestId('prop-label'), { target: { value: '公司名称' } });
    fireEvent.change(within(panel()).getByTestId('prop-placeholder'), {
      target: { value: '营业执照上的名称' },
    });
    await waitFor(() => expect(previewLabels()).toContain('公司名称'));
    expect(within(preview()).getByPlaceholderText('营业执照上的名称')).toBeTruthy();
    expect(within(canvas()).getByText('公司名称')).toBeTruthy();

    // Required off: the preview validates without complaint.
    fireEvent.click(within(panel()).getByTestId('prop-required'));
    fireEvent.click(screen.getByTestId('preview-validate'));
    await waitFor(() => expect(screen.getByTestId('preview-outcome').textContent).toContain('校验通过'));
    // A pattern rule: an invalid value is refused with its message.
    fireEvent.click(within(panel()).getByRole('button', { name: /添加规则/ }));
    const rule = within(panel()).getByTestId('rule-row');
    fireEvent.change(within(rule).getByLabelText('表达式'), { target: { value: '^\\d+$' } });
    fireEvent.change(within(rule).getByLabelText('错误提示'), { target: { value: '只能填数字' } });
    expect(definition().fields[0]?.regList).toEqual([{ pattern: '^\\d+$', message: '只能填数字' }]);
    fireEvent.change(within(preview()).getByPlaceholderText('营业执照上的名称'), {
      target: { value: 'abc' },
    });
    fireEvent.click(screen.getByTestId('preview-validate'));
    await waitFor(() => expect(within(preview()).getByText('只能填数字')).toBeTruthy());
    expect(screen.getByTestId('preview-outcome').textContent).toContain('请修正标红的字段');

    // Reading mode shows values, without the validation banner.
    fireEvent.click(within(screen.getByTestId('preview-mode')).getByText('查看'));
    await waitFor(() => expect(screen.queryByTestId('preview-outcome')).toBeNull());
  });

  it('validates a typed field key: duplicates and non-identifiers are refused with a reason', () => {
    const { definition } = renderDesigner();
    fireEvent.click(screen.getByTestId('canvas-field-quantity'));
    const key = within(panel()).getByTestId('prop-vModel');
    fireEvent.change(key, { target: { value: 'customerName' } });
    expect(within(panel()).getByText('字段名已存在')).toBeTruthy();
    fireEvent.change(key, { target: { value: '2x' } });
    expect(within(panel()).getByText(/字段名须以字母或下划线开头/)).toBeTruthy();
    expect(definition().fields[1]?.vModel).toBe('quantity');
    fireEvent.change(key, { target: { value: 'amount' } });
    expect(definition().fields[1]?.vModel).toBe('amount');
  });

  it('edits static options, switches to a dynamic source, and edits sub-form settings', () => {
    const { definition } = renderDesigner({ fields: [] });
    fireEvent.click(screen.getByTestId('palette-select'));
    fireEvent.click(within(panel()).getByRole('button', { name: /添加选项/ }));
    const rows = within(panel()).getAllByTestId('option-row');
    expect(rows).toHaveLength(3);
    fireEvent.change(within(rows[2] as HTMLElement).getByLabelText('选项名'), { target: { value: '金牌' } });
    expect(definition().fields[0]).toMatchObject({
      options: [{ value: 1 }, { value: 2 }, { label: '金牌', value: 3 }],
    });
    fireEvent.click(within(within(panel()).getByTestId('prop-dataType')).getByText('动态数据'));
    fireEvent.change(within(panel()).getByTestId('prop-url'), {
      target: { value: '/erp/common/dict/level' },
    });
    expect(definition().fields[0]).toMatchObject({
      dataType: 'dynamic',
      url: '/erp/common/dict/level',
      method: 'GET',
      mapping: { value: 'value', label: 'label' },
    });

    fireEvent.click(screen.getByTestId('palette-subForm'));
    fireEvent.click(within(within(panel()).getByTestId('prop-mode')).getByText('纵向（分块）'));
    fireEvent.click(within(panel()).getByRole('switch', { name: '显示删除按钮' }));
    fireEvent.click(within(panel()).getByTestId('add-column'));
    expect(definition().fields[1]).toMatchObject({
      tag: 'subForm',
      mode: 'vertical',
      deleteButton: false,
      children: [{ tag: 'input' }, { tag: 'input' }],
    });
    // The new column is selected, labelled as part of its sub-form.
    expect(within(panel()).getByText(/子表单「子表单」的列/)).toBeTruthy();
  });

  it('imports original form-generator JSON, listing what it could not convert', async () => {
    const { definition } = renderDesigner();
    fireEvent.click(screen.getByTestId('designer-import'));
    const source = await screen.findByTestId('import-source');
    fireEvent.change(source, { target: { value: '{"fields": [' } });
    expect(screen.getByTestId('import-reading').textContent).toContain('JSON 格式不正确');
    fireEvent.change(source, { target: { value: JSON.stringify(FORM_GENERATOR_SAMPLE) } });
    const reading = screen.getByTestId('import-reading');
    expect(reading.textContent).toContain('form-generator 格式（已转换），共 24 个字段');
    const skipped = within(reading).getByTestId('import-skipped').textContent ?? '';
    for (const tag of ['el-color-picker', 'tinymce', 'el-button'])
      expect(skipped).toContain(`不支持的组件 ${tag}`);
    expect(skipped).toContain('不支持时间范围选择');
    expect(within(reading).getByTestId('import-setting').textContent).toContain('labelWidth = 100');
    fireEvent.click(screen.getByTestId('import-apply'));
    await waitFor(() => expect(definition().fields).toHaveLength(24));
    expect(canvasKeys().slice(0, 3)).toEqual(['customerName', 'phone', 'description']);
    expect(within(screen.getByTestId('canvas-children-parts')).getAllByRole('option')).toHaveLength(2);
  });

  it('refuses our own format when it is broken, saying where', async () => {
    renderDesigner();
    fireEvent.click(screen.getByTestId('designer-import'));
    const broken = {
      fields: [
        { tag: 'colour', label: 'x', vModel: 'x' },
        { tag: 'input', label: 'y', vModel: 'y', span: 30 },
      ],
    };
    fireEvent.change(await screen.findByTestId('import-source'), {
      target: { value: JSON.stringify(broken) },
    });
    const reading = screen.getByTestId('import-reading').textContent ?? '';
    expect(reading).toContain('发现 2 处问题');
    expect(reading).toContain('fields[0].tag');
    expect(reading).toContain('未知的组件类型 colour');
    expect(reading).toContain('fields[1].span');
    expect(screen.getByTestId('import-apply').closest('button')?.disabled).toBe(true);
  });

  it('exports JSON that imports back to the same definition', async () => {
    const { definition } = renderDesigner();
    fireEvent.click(screen.getByTestId('palette-cascader'));
    const before = structuredClone(definition());
    fireEvent.click(screen.getByTestId('designer-export'));
    const exported = ((await screen.findByTestId('export-json')) as HTMLTextAreaElement).value;
    expect(JSON.parse(exported)).toEqual(before);

    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(definition().fields).toEqual([]));

    fireEvent.click(screen.getByTestId('designer-import'));
    fireEvent.change(await screen.findByTestId('import-source'), { target: { value: exported } });
    expect(screen.getByTestId('import-reading').textContent).toContain('本系统格式，共 4 个字段');
    await act(async () => {
      fireEvent.click(screen.getByTestId('import-apply'));
    });
    expect(definition()).toEqual(before);
  });
});
