import { act, render, screen } from '@testing-library/react';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import { afterEach, describe, expect, it } from 'vitest';
import { discardQueuedFeedback, type Feedback, setFeedback } from '../platform/feedback/feedback';
import { refusedSave } from './refused-save-for-test';
import { placeFieldErrors, showFieldErrors } from './server-field-errors';

describe('placeFieldErrors', () => {
  const registered = [['name'], ['lines', 0, 'quantity'], ['specs', 2, 'value'], ['images'], ['contactName']];

  it('puts nested paths on the Form.List cell they name, digits as row numbers', () => {
    const placed = placeFieldErrors(
      [
        { path: 'lines.0.quantity', message: '数量必须大于 0' },
        { path: 'specs.2.value', message: '最多 64 个字' },
      ],
      registered,
    );
    expect(placed).toEqual({
      fields: [
        { name: ['lines', 0, 'quantity'], errors: ['数量必须大于 0'] },
        { name: ['specs', 2, 'value'], errors: ['最多 64 个字'] },
      ],
      formErrors: [],
    });
  });

  it('falls back to the nearest field holding the path, then to a form-level message', () => {
    const placed = placeFieldErrors(
      [
        { path: 'images.0.fileId', message: '图片文件已不存在' },
        { path: 'ownerUserId', message: '负责人不在你的数据范围内' },
        { path: 'ownerUserId', message: '负责人不在你的数据范围内' },
      ],
      registered,
    );
    expect(placed.fields).toEqual([{ name: ['images'], errors: ['图片文件已不存在'] }]);
    expect(placed.formErrors).toEqual(['负责人不在你的数据范围内']);
  });

  it('renames a server path the form shows under another name, and keeps every message of a field', () => {
    const placed = placeFieldErrors(
      [
        { path: 'contacts.0.name', message: '请填写联系人' },
        { path: 'name', message: '不能为空' },
        { path: 'name', message: '已存在' },
      ],
      registered,
      { 'contacts.0.name': 'contactName' },
    );
    expect(placed.fields).toEqual([
      { name: ['contactName'], errors: ['请填写联系人'] },
      { name: ['name'], errors: ['不能为空', '已存在'] },
    ]);
  });
});

describe('showFieldErrors on a rendered form', () => {
  afterEach(() => setFeedback(null));

  it('shows a child cell’s error under its input and the rest as one message', async () => {
    const messages: string[] = [];
    discardQueuedFeedback();
    setFeedback({ message: { error: (text: string) => messages.push(text) } } as unknown as Feedback);
    let form: FormInstance | null = null;
    function Host() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form
          form={instance}
          initialValues={{ name: 'a', specs: [{ value: 'x' }, { value: 'y' }, { value: 'z' }] }}
        >
          <Form.Item name="name">
            <Input />
          </Form.Item>
          <Form.List name="specs">
            {(rows) =>
              rows.map((row) => (
                <Form.Item key={row.key} name={[row.name, 'value']}>
                  <Input />
                </Form.Item>
              ))
            }
          </Form.List>
        </Form>
      );
    }
    render(<Host />);
    let handled = false;
    await act(async () => {
      handled = showFieldErrors(
        form!,
        refusedSave(['specs.2.value', '规格值太长'], ['warehouseId', '仓库已停用']),
        { message: '请检查标红的内容' },
      );
    });
    expect(handled).toBe(true);
    expect(form!.getFieldError(['specs', 2, 'value'])).toEqual(['规格值太长']);
    expect(form!.getFieldError(['specs', 1, 'value'])).toEqual([]);
    expect(await screen.findByText('规格值太长')).toBeTruthy();
    // The field the form does not show is told as the form's message, not lost.
    expect(messages).toEqual(['仓库已停用']);
    expect(showFieldErrors(form!, new Error('network'))).toBe(false);
    expect(showFieldErrors(form!, refusedSave())).toBe(false);
  });
});
