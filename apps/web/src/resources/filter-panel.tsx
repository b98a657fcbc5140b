import Form, { type FormProps } from 'antd/es/form';
import type { ReactNode } from 'react';
import { FilterFold } from './filter-fold';

/**
 * The filter bar above a hand-built list: a panel with an inline form whose items wrap onto rows
 * (on a phone, folded behind a 筛选 button that counts the `active` filters).
 * Children are the filter fields and, last, FilterActions (查询 / 重置).
 */
export function FilterPanel<Values>({
  active,
  ...props
}: Omit<FormProps<Values>, 'layout'> & { children: ReactNode; active?: number }) {
  return (
    <section className="atrium-panel" style={{ marginBottom: 16, paddingBottom: 0 }}>
      <FilterFold active={active}>
        <Form<Values> layout="inline" style={{ rowGap: 16, paddingBottom: 24 }} {...props} />
      </FilterFold>
    </section>
  );
}
