import type { FieldWidget } from '../field-widgets';
import { CustomerName } from './customer-name';
import { CustomerPicker } from './customer-picker';

/** A resource field holding a customer id: picked with CustomerPicker, shown as the customer's name. */
export const customerRefWidget: FieldWidget = {
  Input: ({ id, value, onChange, placeholder }) => (
    <CustomerPicker
      id={id}
      value={value === undefined || value === null || value === '' ? undefined : Number(value)}
      onChange={onChange}
      placeholder={placeholder}
    />
  ),
  Value: ({ value }) => <CustomerName id={Number(value)} />,
};
