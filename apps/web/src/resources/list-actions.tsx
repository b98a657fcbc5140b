import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import type { ReactNode } from 'react';
import type { OperCode } from '../platform/access/access';
import { useAction } from '../platform/access/use-action';
import { settleRefusal } from '../platform/api/api-error';
import type { ListColumn } from './list-table';

/**
 * A declared button of a list: on its toolbar or in a row's 操作 column. It shows only when the
 * route grants `oper` (any of several), and `granted` (another screen's grant, useGranted) is not
 * false; `confirm` asks first (a Popconfirm), `danger` marks it red.
 */
export interface ListAction<Arg> {
  key: string;
  label: ReactNode;
  oper?: OperCode | readonly OperCode[];
  granted?: boolean;
  danger?: boolean;
  confirm?: string | ((arg: Arg) => string);
  /** For a row: whether this row offers it (by its status). */
  shownFor?(arg: Arg): boolean;
  /** For a row: whether its click is still under way (a spinner on the button). */
  busyFor?(arg: Arg): boolean;
  /**
   * For a row: it opens something to look at or fill in (a dialog, drawer or page) and changes
   * nothing by itself. 查看 / 编辑 / 详情 (keys view, edit, detail) are such without saying it.
   * The screen walk of `npm test` opens these on the first row of every list.
   */
  opens?: boolean;
  onClick(arg: Arg): unknown;
}

const OPENING_ROW_ACTION_KEYS: ReadonlySet<string> = new Set(['view', 'edit', 'detail']);

export type RowAction<Row> = ListAction<Row>;
export type ToolbarAction = ListAction<void> & { primary?: boolean; icon?: ReactNode; loading?: boolean };

/** The declared actions the route and other grants allow, whatever the row. */
export function useGrantedActions<A extends ListAction<never>>(actions: readonly (A | false | null)[]): A[] {
  const can = useAction();
  return actions.filter(
    (action): action is A =>
      !!action && action.granted !== false && (action.oper === undefined || can(action.oper)),
  );
}

function ActionButton<Arg>({
  action,
  arg,
  link,
}: {
  action: ListAction<Arg> & Partial<Pick<ToolbarAction, 'primary' | 'icon' | 'loading'>>;
  arg: Arg;
  link: boolean;
}) {
  const button = (
    <Button
      type={link ? 'link' : action.primary ? 'primary' : 'default'}
      size={link ? 'small' : undefined}
      danger={action.danger}
      icon={action.icon}
      loading={action.loading ?? action.busyFor?.(arg)}
      data-testid={`${link ? 'row' : 'action'}-${action.key}`}
      data-row-opens={link && (action.opens ?? OPENING_ROW_ACTION_KEYS.has(action.key)) ? '' : undefined}
      onClick={action.confirm ? undefined : () => void settleRefusal(action.onClick(arg))}
    >
      {action.label}
    </Button>
  );
  if (!action.confirm) return button;
  const title = typeof action.confirm === 'function' ? action.confirm(arg) : action.confirm;
  return (
    <Popconfirm
      title={title}
      okButtonProps={{ danger: action.danger }}
      // Closes when the action ends, refused or not (the refusal is shown as any is).
      onConfirm={() => settleRefusal(action.onClick(arg))}
    >
      {button}
    </Popconfirm>
  );
}

/**
 * A row's actions as links; clicks on them don't reach the row (which may open its detail). On one
 * line while the list has room, one under another when it has not (the list's width, list-table).
 */
export function RowActionLinks<Row>({ row, actions }: { row: Row; actions: readonly RowAction<Row>[] }) {
  return (
    <Space size={0} wrap onClick={(event) => event.stopPropagation()}>
      {actions
        .filter((action) => action.shownFor?.(row) ?? true)
        .map((action) => (
          <ActionButton key={action.key} action={action} arg={row} link />
        ))}
    </Space>
  );
}

/** The toolbar's actions (新增, 批量…) the route grants, as buttons. */
export function ToolbarActions({ actions }: { actions: readonly (ToolbarAction | false | null)[] }) {
  const granted = useGrantedActions(actions);
  return granted.map((action) => (
    <ActionButton key={action.key} action={action} arg={undefined} link={false} />
  ));
}

/**
 * The 操作 column of a list for its granted row actions; none granted, no column. Fixed to the
 * right: in view while a list too wide for a phone scrolls.
 */
export function rowActionsColumn<Row>(
  title: string,
  actions: readonly RowAction<Row>[],
): ListColumn<Row> | null {
  if (actions.length === 0) return null;
  return {
    key: 'actions',
    title,
    fixed: 'right',
    render: (_value, row) => <RowActionLinks row={row} actions={actions} />,
  };
}

/** 删除 with the delete oper, after a confirmation naming the row. */
export function deleteRowAction<Row>(
  label: string,
  confirm: (row: Row) => string,
  onClick: (row: Row) => unknown,
  more: Partial<RowAction<Row>> = {},
): RowAction<Row> {
  return { key: 'delete', label, oper: 'delete', danger: true, confirm, onClick, ...more };
}

/** 新增: the toolbar's primary button, with the add oper (or `more.granted` for another screen's). */
export function createToolbarAction(
  label: string,
  onClick: () => unknown,
  more: Partial<ToolbarAction> = {},
): ToolbarAction {
  return { key: 'create', label, oper: 'add', primary: true, icon: <PlusOutlined />, onClick, ...more };
}
