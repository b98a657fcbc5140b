import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormField, SubFormField } from './form-schema';
import { renderForm } from './render-form-for-test';

const ROW: FormField[] = [
  { tag: 'input', label: '名称', vModel: 'name', required: true },
  {
    tag: 'input',
    label: '手机号',
    vModel: 'mobile',
    regList: [{ pattern: '^1[3-9]\\d{9}$', message: '手机号格式不正确' }],
  },
];

function subForm(extra: Partial<SubFormField>): SubFormField {
  return { tag: 'subForm', label: '明细', vModel: 'lines', mode: 'vertical', children: ROW, ...extra };
}

const box = () => screen.getByTestId('sub-form-lines');
const rows = () => within(box()).queryAllByRole('region');
// Buttons found by their visible text: role queries are slow over antd's table markup in jsdom.
const buttonsSaying = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('button')].filter((button) => button.textContent?.includes(text));
const addButton = () => buttonsSaying(box(), '添加')[0] ?? null;
const removeButtons = () => buttonsSaying(box(), '删除');

describe('sub-form', () => {
  it('vertical mode starts with one row that cannot be removed; later rows can', () => {
    renderForm({ fields: [subForm({ addButton: true, deleteButton: true })] });
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('第 1 行')).toBeTruthy();
    expect(removeButtons()).toHaveLength(0);

    fireEvent.click(addButton() as HTMLElement);
    fireEvent.click(addButton() as HTMLElement);
    expect(rows()).toHaveLength(3);
    // Rows 2 and 3 each have a remove button, row 1 still none.
    expect(buttonsSaying(rows()[0] as HTMLElement, '删除')).toHaveLength(0);
    expect(removeButtons()).toHaveLength(2);
    fireEvent.click(removeButtons()[0] as HTMLElement);
    expect(rows()).toHaveLength(2);
  });

  it('horizontal mode is a table whose rows, the first included, can be removed', () => {
    const { container } = renderForm({
      fields: [subForm({ mode: 'horizontal', defaultValue: [{ name: '一' }, { name: '二' }] })],
    });
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '名称',
      '手机号',
      '操作',
    ]);
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    fireEvent.click(removeButtons()[0] as HTMLElement);
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1);
    expect(screen.getByDisplayValue('二')).toBeTruthy();
    fireEvent.click(addButton() as HTMLElement);
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
  });

  it('hides add when addButton is off and remove when deleteButton is off', () => {
    renderForm({ fields: [subForm({ addButton: false, deleteButton: false, defaultValue: [{}, {}] })] });
    expect(rows()).toHaveLength(2);
    expect(addButton()).toBeNull();
    expect(removeButtons()).toHaveLength(0);
  });

  it('canEdit off makes the rows read-only: disabled fields, no add, no remove', () => {
    renderForm({ fields: [subForm({ canEdit: false, defaultValue: [{ name: '甲' }, { name: '乙' }] })] });
    expect((screen.getByDisplayValue('甲') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByDisplayValue('乙') as HTMLInputElement).disabled).toBe(true);
    expect(addButton()).toBeNull();
    expect(removeButtons()).toHaveLength(0);
  });

  it('enforces each field’s required flag and regList in every row', async () => {
    const { form } = renderForm({
      fields: [subForm({ defaultValue: [{ mobile: '999' }, { name: '乙', mobile: '13812345678' }] })],
    });
    await act(async () => {
      await form()
        .validateFields()
        .catch(() => undefined);
    });
    const [first, second] = rows() as HTMLElement[];
    expect(await within(first as HTMLElement).findByText('名称不能为空')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('手机号格式不正确')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('名称不能为空')).toBeNull();
    expect(within(second as HTMLElement).queryByText('手机号格式不正确')).toBeNull();
  });
});
