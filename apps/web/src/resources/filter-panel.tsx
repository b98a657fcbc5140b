import Form, { type FormProps } from 'antd/es/form';
import type { ReactNode } from 'react';

/**
 * The filter bar above a hand-built list: a panel with an inline form whose items wrap onto rows.
 * Children are the filter fields and, last, FilterActions (查询 / 重置).
 */
export function FilterPanel<Values>(props: Omit<FormProps<Values>, 'layout'> & { children: ReactNode }) {
  return (
    <section className="atrium-panel" style={{ marginBottom: 16, paddingBottom: 0 }}>
      <Form<Values> layout="inline" style={{ rowGap: 16, paddingBottom: 24 }} {...props} />
    </section>
  );
}
