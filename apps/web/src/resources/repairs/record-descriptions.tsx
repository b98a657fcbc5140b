import Descriptions from 'antd/es/descriptions';
import type { ReactNode } from 'react';

/** One row of a record's description: its label, what it shows, and whether it shows at all (default yes). */
export type DescribedItem = [label: string, content: ReactNode, shown?: boolean];

/** A repair or pickup record as a bordered description, one to three columns by the screen's width. */
export function RecordDescriptions({ items, testId }: { items: readonly DescribedItem[]; testId?: string }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      data-testid={testId}
      items={items
        .filter(([, , shown = true]) => shown)
        .map(([label, children], index) => ({ key: String(index), label, children }))}
    />
  );
}
