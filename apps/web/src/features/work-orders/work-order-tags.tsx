import type { WorkOrderRow } from '@atrium/contract/endpoints/work-orders';
import Tag from 'antd/es/tag';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  open: 'blue',
  inProgress: 'processing',
  waitingCustomer: 'gold',
  resolved: 'green',
  closed: 'default',
};

/** A work order's status as the server names it (a type's own state in purple). */
export function WorkOrderStatusTag({ row }: { row: Pick<WorkOrderRow, 'status' | 'statusName'> }) {
  return (
    <Tag
      color={STATUS_COLORS[row.status] ?? 'purple'}
      data-testid="work-order-status"
      data-status={row.status}
    >
      {row.statusName}
    </Tag>
  );
}

/**
 * A priority with a dot of its configured colour: the colour is the organization's choice, so the
 * name stays dark text on white (readable whatever colour was picked).
 */
export function PriorityMark({ row }: { row: Pick<WorkOrderRow, 'priorityName' | 'priorityColor'> }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="work-order-priority">
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          marginInlineEnd: 6,
          background: row.priorityColor || '#8c8c8c',
        }}
      />
      {row.priorityName}
    </span>
  );
}
