import Descriptions from 'antd/es/descriptions';
import type { ReactNode } from 'react';

/** One line of a detail's header: its label, its value and (false) whether it is left out. */
export type DetailItem = readonly [label: string, value: ReactNode, shown?: boolean];

/**
 * A record detail's header fields in a bordered grid: one column on a phone, two on a tablet, three
 * on a desktop; items marked not shown (an empty optional field) are left out.
 */
export function DetailDescriptions({ items }: { items: readonly DetailItem[] }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      // A label reads on one line (工单类型, not 工单类 / 型), its value takes what is left.
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={items
        .filter(([, , shown = true]) => shown)
        .map(([label, children], index) => ({ key: String(index), label, children }))}
    />
  );
}
