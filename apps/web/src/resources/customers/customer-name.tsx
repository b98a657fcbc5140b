import { useCustomerOption } from './customer-options';

/** A customer id shown as its name (as `#id` while loading, or when outside the caller's scope). */
export function CustomerName({ id }: { id: number }) {
  const option = useCustomerOption(id);
  return <span title={option.data?.sn}>{option.data?.name ?? `#${id}`}</span>;
}
