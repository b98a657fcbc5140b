import type { WorkOrderPriorityRow } from '@atrium/contract/endpoints/workorder-settings';

/**
 * A priority's name after a dot in its colour: the colour marks it without carrying the text (a
 * light colour under white text would not be readable).
 */
export function PriorityMark({ priority }: { priority: Pick<WorkOrderPriorityRow, 'name' | 'color'> }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: '50%', background: priority.color, flex: 'none' }}
      />
      {priority.name}
    </span>
  );
}
