import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from './form-schema';
import { renderForm } from './render-form-for-test';

const OPTIONS = [
  { label: '甲', value: 'a' },
  { label: '乙', value: 'b' },
];

const EVERY_KIND: FormField[] = [
  { tag: 'input', label: '文本', vModel: 'text' },
  { tag: 'textarea', label: '多行', vModel: 'long' },
  { tag: 'number', label: '数字', vModel: 'count', min: 1, max: 9, step: 2, precision: 1 },
  { tag: 'select', label: '下拉', vModel: 'pick', options: OPTIONS },
  { tag: 'cascader', label: '级联', vModel: 'path', options: OPTIONS },
  { tag: 'upload', label: '上传', vModel: 'files' },
  { tag: 'time', label: '时刻', vModel: 'at' },
  { tag: 'date', label: '日子', vModel: 'day' },
  { tag: 'dateRange', label: '区间', vModel: 'range' },
  { tag: 'radio', label: '单选', vModel: 'one', options: OPTIONS },
  { tag: 'checkbox', label: '多选', vModel: 'many', options: OPTIONS },
  { tag: 'switch', label: '开关', vModel: 'on' },
  { tag: 'transfer', label: '穿梭', vModel: 'moved', options: OPTIONS },
  { tag: 'rate', label: '星级', vModel: 'stars' },
  { tag: 'slider', label: '滑块', vModel: 'slide' },
  { tag: 'employee', label: '员工', vModel: 'employee' },
  { tag: 'department', label: '部门', vModel: 'department' },
  { tag: 'relatedApproval', label: '审批', vModel: 'approval' },
];

function labelled(text: string): HTMLElement {
  const label = screen.getByText(text, { selector: 'label' });
  const item = label.closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${text}`);
  return item;
}

describe('form renderer', () => {
  it('renders every field kind of spec §2.10 with its label and control', () => {
    const { container } = renderForm({ fields: EVERY_KIND });
    for (const field of EVERY_KIND) expect(labelled(field.label)).toBeTruthy();
    expect(labelled('文本').querySelector('input')).not.toBeNull();
    expect(labelled('多行').querySelector('textarea')?.getAttribute('rows')).toBe('4');
    const spin = labelled('数字').querySelector('input');
    expect(spin?.getAttribute('aria-valuemin')).toBe('1');
    expect(spin?.getAttribute('aria-valuemax')).toBe('9');
    expect(labelled('下拉').querySelector('.ant-select')).not.toBeNull();
    expect(labelled('级联').querySelector('.ant-cascader, .ant-select')).not.toBeNull();
    expect(labelled('上传').querySelector('input[type="file"]')).not.toBeNull();
    expect(labelled('时刻').querySelector('.ant-picker')).not.toBeNull();
    expect(labelled('日子').querySelector('.ant-picker')).not.toBeNull();
    expect(labelled('区间').querySelectorAll('.ant-picker-range input')).toHaveLength(2);
    expect(labelled('单选').querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(labelled('多选').querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(labelled('开关').querySelector('[role="switch"]')).not.toBeNull();
    expect(labelled('穿梭').querySelector('.ant-transfer')).not.toBeNull();
    expect(labelled('星级').querySelectorAll('.ant-rate-star')).toHaveLength(5);
    expect(labelled('滑块').querySelector('.ant-slider')).not.toBeNull();
    for (const lookup of ['员工', '部门', '审批'])
      expect(labelled(lookup).querySelector('.ant-select')).not.toBeNull();
    // Layout of spec §9: labels 6 of 24, right-aligned; controls 18; gutter 15; default span 24.
    expect(container.querySelector('.ant-form-horizontal')).not.toBeNull();
    const label = labelled('文本').querySelector('.ant-form-item-label');
    expect(label?.className).toContain('ant-col-6');
    expect(label?.className).not.toContain('ant-form-item-label-left');
    expect(labelled('文本').querySelector('.ant-form-item-control')?.className).toContain('ant-col-18');
    expect(labelled('文本').closest('.ant-col-24')).not.toBeNull();
    expect((container.querySelector('.ant-row') as HTMLElement).style.marginInline).toBe('-7.5px');
  });

  it('keeps a field in its span', () => {
    renderForm({ fields: [{ tag: 'input', label: '半宽', vModel: 'half', span: 12 }] });
    expect(labelled('半宽').closest('.ant-col-12')).not.toBeNull();
  });

  it('starts from default values and reads pickers in the spec formats', async () => {
    const definition: FormDefinition = {
      fields: [
        { tag: 'input', label: '文本', vModel: 'text', defaultValue: '你好' },
        { tag: 'date', label: '日子', vModel: 'day', defaultValue: '2026-03-04 05:06:07' },
        { tag: 'time', label: '时刻', vModel: 'at', defaultValue: '08:09:10' },
      ],
    };
    const { form } = renderForm(definition);
    expect(screen.getByDisplayValue('你好')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-03-04 05:06:07')).toBeTruthy();
    expect(screen.getByDisplayValue('08:09:10')).toBeTruthy();
    expect(form().getFieldsValue()).toMatchObject({ day: '2026-03-04 05:06:07', at: '08:09:10' });
  });

  it('shows the required message and each regList message on validate', async () => {
    const definition: FormDefinition = {
      fields: [
        { tag: 'input', label: '客户名称', vModel: 'name', required: true },
        {
          tag: 'input',
          label: '联系电话',
          vModel: 'phone',
          regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '联系电话格式不正确' }],
        },
        { tag: 'select', label: '级别', vModel: 'level', required: true, options: OPTIONS },
      ],
    };
    const { form } = renderForm(definition);
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '12345' } });
    await act(async () => {
      await form()
        .validateFields()
        .catch(() => undefined);
    });
    expect(await screen.findByText('客户名称不能为空')).toBeTruthy();
    expect(screen.getByText('级别不能为空')).toBeTruthy();
    expect(screen.getByText('联系电话格式不正确')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText('客户名称'), { target: { value: '星河' } });
    // Both messages leave with an animation: wait for both, not one then the other.
    await waitFor(() => {
      expect(screen.queryByText('联系电话格式不正确')).toBeNull();
      expect(screen.queryByText('客户名称不能为空')).toBeNull();
    });
  });

  it('keeps a number as typed and refuses it on the field when it is out of bounds', async () => {
    const { form } = renderForm({
      fields: [{ tag: 'number', label: '数量', vModel: 'count', min: 0, max: 99, precision: 1 }],
    });
    const input = screen.getByLabelText('数量');
    // antd's min and precision would have made −5 a 0 and 1.25 a 1.3 on blur, without a word.
    for (const [typed, message] of [
      ['-5', '数量不能小于 0'],
      ['1.25', '数量最多 1 位小数'],
      ['120', '数量不能大于 99'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      await act(async () => {
        await form()
          .validateFields()
          .catch(() => undefined);
      });
      expect(await screen.findByText(message)).toBeTruthy();
      expect((input as HTMLInputElement).value).toBe(typed);
      expect(form().getFieldValue('count')).toBe(Number(typed));
    }
    fireEvent.change(input, { target: { value: '7.5' } });
    await act(async () => {
      await expect(form().validateFields()).resolves.toEqual({ count: 7.5 });
    });
  });

  it('lets an empty optional value pass its patterns', async () => {
    const { form } = renderForm({
      fields: [
        {
          tag: 'input',
          label: '邮编',
          vModel: 'zip',
          regList: [{ pattern: '^\\d{6}$', message: '邮编不正确' }],
        },
      ],
    });
    await act(async () => {
      await expect(form().validateFields()).resolves.toEqual({ zip: undefined });
    });
    expect(screen.queryByText('邮编不正确')).toBeNull();
  });

  it('follows an approval node’s field rights: hidden not rendered, read-only as text, editable as controls', () => {
    const { container } = renderForm(
      {
        fields: [
          { tag: 'input', label: '事由', vModel: 'reason' },
          { tag: 'number', label: '金额', vModel: 'amount' },
          { tag: 'input', label: '备注', vModel: 'note' },
          { tag: 'input', label: '工资', vModel: 'salary' },
        ],
      },
      {
        values: { reason: '出差', amount: 300, note: '无', salary: '9000' },
        fieldRights: { reason: 'read', amount: 'edit', salary: 'hidden' },
      },
    );
    expect(screen.queryByText('工资', { selector: 'label' })).toBeNull();
    expect(container.textContent).not.toContain('9000');
    // Read-only and unnamed fields show their value as text, with no control.
    expect(labelled('事由').querySelector('input')).toBeNull();
    expect(labelled('事由').textContent).toContain('出差');
    expect(labelled('备注').querySelector('input')).toBeNull();
    expect((labelled('金额').querySelector('input') as HTMLInputElement).value).toBe('300');
  });
});
