import { fireEvent, render, screen, within } from '@testing-library/react';
import Form from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { BusinessFormFields, type BusinessFormValues, businessBodyOf } from './business-form';

let collected: ReturnType<typeof businessBodyOf> | null = null;

function Harness() {
  const [form] = Form.useForm<BusinessFormValues>();
  return (
    <Form form={form} initialValues={{ name: '测试商机', products: [] }}>
      <BusinessFormFields />
      <button type="button" onClick={() => (collected = businessBodyOf(form.getFieldsValue(true)))}>
        collect
      </button>
    </Form>
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('opportunity form', () => {
  it('shows each line amount and the exact total, and sends cents', async () => {
    render(
      <ScreenQueryProvider>
        <Harness />
      </ScreenQueryProvider>,
    );
    const total = screen.getByTestId('business-form-total');
    expect(total.textContent).toContain('¥0.00');
    fireEvent.click(screen.getByRole('button', { name: /添加产品/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加产品/ }));
    const rows = await screen.findAllByRole('row');
    const lines = rows.filter((row) => within(row).queryAllByRole('spinbutton').length > 0);
    expect(lines).toHaveLength(2);
    const fill = (row: HTMLElement, name: string, quantity: string, price: string) => {
      type(within(row).getByRole('textbox'), name);
      const [qty, unit] = within(row).getAllByRole('spinbutton');
      type(qty!, quantity);
      type(unit!, price);
    };
    fill(lines[0]!, '螺丝', '3', '0.1');
    fill(lines[1]!, '控制器', '7', '19.99');
    expect(await within(lines[1]!).findByText('¥139.93')).toBeTruthy();
    expect(within(lines[0]!).getByText('¥0.30')).toBeTruthy();
    expect(total.textContent).toContain('¥140.23');
    fireEvent.click(screen.getByText('collect'));
    expect(collected).toMatchObject({
      name: '测试商机',
      stage: 'contact',
      products: [
        { productId: null, productName: '螺丝', quantity: 3, unitPriceCents: 10 },
        { productId: null, productName: '控制器', quantity: 7, unitPriceCents: 1999 },
      ],
    });
  });
});
