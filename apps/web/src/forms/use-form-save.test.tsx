import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../platform/api/api-error';
import { discardQueuedFeedback, type Feedback, setFeedback } from '../platform/feedback/feedback';
import { refusedSave } from './refused-save-for-test';
import { type FormSaveOptions, useFormSave } from './use-form-save';

interface Values {
  name: string;
  lines: { quantity: string }[];
}

let messages: string[];
beforeEach(() => {
  messages = [];
  discardQueuedFeedback();
  const say = (level: string) => (text: string) => messages.push(`${level}: ${text}`);
  setFeedback({ message: { success: say('success'), error: say('error') } } as unknown as Feedback);
});
afterEach(() => setFeedback(null));

/** A modal's body: a name and two line quantities, OK submits, the modal is "open" until saved. */
function renderSave(options: Omit<FormSaveOptions<Values, unknown>, 'form' | 'onSaved'>) {
  const saved: unknown[] = [];
  function Host() {
    const [form] = Form.useForm<Values>();
    const { saving, submit } = useFormSave<Values>({
      ...options,
      form,
      onSaved: (result) => saved.push(result),
    });
    return (
      <Form form={form} initialValues={{ name: 'a', lines: [{ quantity: '1' }, { quantity: '2' }] }}>
        <Form.Item name="name" rules={[{ required: true, message: '请填写名称' }]}>
          <Input aria-label="name" />
        </Form.Item>
        <Form.List name="lines">
          {(rows) =>
            rows.map((row) => (
              <Form.Item key={row.key} name={[row.name, 'quantity']}>
                <Input aria-label={`quantity ${row.name}`} />
              </Form.Item>
            ))
          }
        </Form.List>
        <Button loading={saving} onClick={() => void submit()}>
          OK
        </Button>
      </Form>
    );
  }
  render(<Host />);
  const ok = async () => {
    await act(async () => {
      fireEvent.click(screen.getByText('OK'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { saved, ok };
}

describe('useFormSave', () => {
  it('sends the validated values once, says the success message and runs onSaved', async () => {
    const sent: Values[] = [];
    let finish: (value: string) => void = () => undefined;
    const { saved, ok } = renderSave({
      save: (values) => {
        sent.push(values);
        return new Promise<string>((resolve) => {
          finish = resolve;
        });
      },
      successMessage: '保存成功',
    });
    await ok();
    await ok(); // a second click while the first request runs sends nothing
    expect(sent).toEqual([{ name: 'a', lines: [{ quantity: '1' }, { quantity: '2' }] }]);
    await act(async () => finish('row 7'));
    expect(messages).toEqual(['success: 保存成功']);
    expect(saved).toEqual(['row 7']);
  });

  it('sends nothing while a rule fails', async () => {
    const sent: Values[] = [];
    const { saved, ok } = renderSave({ save: async (values) => sent.push(values) });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '' } });
    await ok();
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('puts a 400’s field errors on their fields, a list row’s on that row, and stays open', async () => {
    const { saved, ok } = renderSave({
      save: () => Promise.reject(refusedSave(['lines.1.quantity', '数量必须大于 0'], ['name', '名称已存在'])),
      errors: 'form',
      fieldErrorsMessage: '请检查标红的内容',
    });
    await ok();
    const row = (await screen.findByText('数量必须大于 0')).closest('.ant-form-item');
    expect(row?.querySelector('input')?.getAttribute('aria-label')).toBe('quantity 1');
    expect(screen.getByText('名称已存在').closest('.ant-form-item')?.querySelector('input')?.value).toBe('a');
    expect(messages).toEqual(['error: 请检查标红的内容']);
    expect(saved).toEqual([]);
  });

  it('leaves the reason to the api client by default, adding only what no field shows', async () => {
    const { ok } = renderSave({
      save: () =>
        Promise.reject(refusedSave(['lines.0.quantity', '数量必须大于 0'], ['warehouseId', '仓库已停用'])),
    });
    await ok();
    expect(await screen.findByText('数量必须大于 0')).toBeTruthy();
    expect(messages).toEqual(['error: 仓库已停用']);
  });

  it('shows another failure as its reason, and a stale version as the conflict text', async () => {
    let failure: Error = new ApiError('服务器开小差了', 500, 500);
    const { saved, ok } = renderSave({
      save: () => Promise.reject(failure),
      errors: 'form',
      conflictMessage: '数据已被他人修改，请刷新后重试',
    });
    await ok();
    failure = new ApiError('版本冲突', 409, 409);
    await ok();
    expect(messages).toEqual(['error: 服务器开小差了', 'error: 数据已被他人修改，请刷新后重试']);
    expect(saved).toEqual([]);
  });
});
