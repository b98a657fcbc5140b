import Form from 'antd/es/form';
import { type ReactNode, useEffect } from 'react';
import { FilterActions } from './filter-actions';
import { FilterPanel } from './filter-panel';

/** How many of the form's filters have a value (a day range counts once). */
const setFilters = (values: object) =>
  Object.values(values).filter((value) =>
    Array.isArray(value) ? value.some((part) => part != null && part !== '') : value != null && value !== '',
  ).length;

interface ListFilterPanelProps<Values> {
  /** The list's filter form values from the URL, and how to apply and reset them (useFilteredList). */
  list: {
    search: string;
    formValues: Values;
    applyForm(values: Values): void;
    resetFilters(): void;
  };
  /** The filter controls (Form.Items named as the list's declared filters); 查询 / 重置 follow. */
  children: ReactNode;
  /** Where the panel sits in another panel (a second list on the screen): no panel of its own. */
  bare?: boolean;
}

/**
 * The filter form of a hand-built list bound to its URL state: it opens with the filters in the
 * URL, follows back/forward, 查询 applies from page 1 and 重置 goes back to no filters.
 */
export function ListFilterPanel<Values extends object>({
  list,
  children,
  bare,
}: ListFilterPanelProps<Values>) {
  const [form] = Form.useForm<Values>();
  const { search, formValues } = list;
  // The URL changed from outside (back/forward, a link, 重置): show its filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formValues follows search
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, search]);
  const content = (
    <>
      {children}
      <FilterActions onReset={list.resetFilters} />
    </>
  );
  return bare ? (
    <Form<Values>
      form={form}
      layout="inline"
      onFinish={list.applyForm}
      style={{ rowGap: 16, marginBottom: 16 }}
    >
      {content}
    </Form>
  ) : (
    <FilterPanel<Values> form={form} onFinish={list.applyForm} active={setFilters(formValues)}>
      {content}
    </FilterPanel>
  );
}
