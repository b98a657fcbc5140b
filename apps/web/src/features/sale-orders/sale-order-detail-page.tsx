import type { TimelineEntry } from '@atrium/contract';
import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import { invoiceTimeline, returnOrderTimeline } from '@atrium/contract/endpoints/sale-money';
import { saleOrderTimeline } from '@atrium/contract/endpoints/sale-order-timeline';
import type { SaleOrderDetail, SaleOrderLine, SaleOrderStatus } from '@atrium/contract/endpoints/sale-orders';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Action } from '../../platform/access/action';
import { useGranted } from '../../platform/access/use-granted';
import { formatCents } from '../../platform/format/money';
import { DetailDescriptions, type DetailItem } from '../../resources/detail-descriptions';
import { formatDateTime } from '../../resources/format-date-time';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { TransitionActions } from '../../resources/transition-actions';
import { useSaleOrder } from './sale-order-queries';
import { SaleOrderStatusTag } from './sale-order-status-tag';
import { useSaleOrderTransitions } from './sale-order-transitions';
import { SALE_ORDERS_NS } from './sale-orders-i18n';

type TreeLine = SaleOrderLine & { children?: TreeLine[] };

/** The lines (tree order from the server) as nested rows for the table's tree. */
function nested(lines: readonly SaleOrderLine[]): TreeLine[] {
  const byId = new Map<number, TreeLine>(lines.map((line) => [line.id, { ...line }]));
  const roots: TreeLine[] = [];
  for (const line of lines) {
    const row = byId.get(line.id)!;
    const parent = line.parentLineId === null ? undefined : byId.get(line.parentLineId);
    if (parent) parent.children = [...(parent.children ?? []), row];
    else roots.push(row);
  }
  return roots;
}

/**
 * Where the timeline's links lead: the customer, and the invoices and returns written against the
 * order (shipments and collections, drawers of their lists, show their numbers).
 */
const DOCUMENT_LINKS = [customerTimeline, invoiceTimeline, returnOrderTimeline];

/** The amount another document moved on the order (a shipment, a collection…), as its entry says. */
function movedAmount(entry: TimelineEntry): ReactNode {
  const amount = entry.data.amountFen;
  return typeof amount === 'number' ? <span data-testid="timeline-amount">{formatCents(amount)}</span> : null;
}

/** 销售订单详情 (/sale/order/detail/:id): header, totals, the line tree with progress and margins, transitions, timeline. */
export function SaleOrderDetailPage() {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useSaleOrder(id);
  const transitions = useSaleOrderTransitions();
  const canWrite = useGranted(saleOrderTimeline.write);

  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const order = detail.data;
  if (!order)
    return (
      <section className="atrium-panel">
        <Empty description={t('detail.notFound')} />
      </section>
    );
  return (
    <div data-testid="sale-order-detail">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Space wrap>
            <h2 style={{ margin: 0 }}>{order.documentNo}</h2>
            <SaleOrderStatusTag status={order.status} />
          </Space>
          <Space wrap>
            {order.status === 'draft' && order.transitions.pendingTransition === '' && (
              <Action code="update">
                <Button
                  onClick={() => navigate(`/sale/order/create?edit=${order.id}`)}
                  data-testid="sale-order-edit"
                >
                  {t('action.edit')}
                </Button>
              </Action>
            )}
            <TransitionActions
              status={order.transitions}
              actions={transitions.actions}
              taking={transitions.taking?.id === order.id ? transitions.taking.name : undefined}
              onTake={(name) => transitions.take(order.id, name, order.transitions.version)}
            />
            <Button onClick={() => navigate('/sale/order/list')}>{t('action.back')}</Button>
          </Space>
        </Space>
        <Header order={order} />
      </section>
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <h3 style={{ marginTop: 0 }}>{t('detail.lines')}</h3>
        <LineTree order={order} />
      </section>
      <RecordTimeline
        timeline={saleOrderTimeline}
        recordId={order.id}
        canWrite={canWrite}
        title={t('detail.timeline')}
        linkTargets={DOCUMENT_LINKS}
        refreshOn={order.version}
        describe={(entry) =>
          entry.type === 'state'
            ? {
                title: t(`transition.${entry.action}`, { defaultValue: entry.action }),
                color: entry.action === 'cancel' ? 'red' : 'blue',
                // The state it led to: a shipment's own entry (发货 FH…) stands beside "发货 → 已发货".
                extra: entry.toState && <SaleOrderStatusTag status={entry.toState as SaleOrderStatus} />,
              }
            : entry.type === 'event'
              ? {
                  title: t(`timeline.${entry.action}`, { defaultValue: entry.action }),
                  color: 'gray',
                  extra: movedAmount(entry),
                }
              : undefined
        }
      />
    </div>
  );
}

function Header({ order }: { order: SaleOrderDetail }) {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const money = formatCents;
  const items: DetailItem[] = [
    [
      t('column.customer'),
      <Link key="customer" to={`/customer/detail/${order.customerId}`}>
        {order.customerName}
      </Link>,
    ],
    [t('column.source'), order.sourceName],
    [t('column.warehouse'), order.warehouseName],
    [t('column.owner'), order.ownerName || '-'],
    [t('form.contactName'), order.contactName || '-'],
    [t('form.contactPhone'), order.contactPhone || '-'],
    [t('form.deliveryAddress'), order.deliveryAddress || '-'],
    [t('detail.customerRate'), `${order.customerDiscountRate / 100}%`],
    [t('column.createdAt'), formatDateTime(order.createdAt)],
    [t('detail.extOrderNo'), order.extOrderNo, order.extOrderNo !== ''],
    [t('detail.logistics'), order.logisticsStatus, order.logisticsStatus !== ''],
    [t('detail.listTotal'), money(order.listTotalFen)],
    [t('detail.discount'), money(order.discountFen)],
    [t('detail.tax'), money(order.taxFen)],
    [
      t('detail.total'),
      <strong key="total" data-testid="sale-order-total">
        {money(order.totalFen)}
      </strong>,
    ],
    [t('detail.shipped'), money(order.shippedFen)],
    [t('detail.returned'), money(order.returnedFen)],
    [t('detail.invoiced'), money(order.invoicedFen)],
    [t('detail.collected'), money(order.collectedFen)],
    [t('detail.unpaid'), money(order.unpaidFen)],
    [t('form.remark'), order.remark, order.remark !== ''],
  ];
  return <DetailDescriptions items={items} />;
}

function LineTree({ order }: { order: SaleOrderDetail }) {
  const { t } = useTranslation(SALE_ORDERS_NS);
  const money = formatCents;
  const both = (quantity: string, amount: number | null) =>
    amount === null ? quantity : `${quantity} / ${money(amount)}`;
  return (
    // The wide table scrolls in a box the keyboard can reach (an order of flat lines has nothing
    // focusable inside for it to scroll by, WCAG 2.1.1).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
      tabIndex={0}
      aria-label={t('detail.lines')}
      style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}
    >
      <Table<TreeLine>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={nested(order.lines)}
        expandable={{ defaultExpandAllRows: true }}
        data-testid="sale-order-line-tree"
        columns={[
          { key: 'lineNo', dataIndex: 'lineNo', title: t('column.lineNo'), width: 70 },
          {
            key: 'item',
            title: t('column.item'),
            render: (_value, line) => `${t(`kind.${line.itemKind}`)} · ${line.itemLabel}`,
          },
          {
            key: 'quantity',
            title: t('column.quantity'),
            align: 'right',
            render: (_v, line) => `${line.quantity} ${line.unit}`,
          },
          {
            key: 'unitPrice',
            title: t('column.unitPrice'),
            align: 'right',
            render: (_v, line) => money(line.unitPrice),
          },
          {
            key: 'discountRate',
            title: t('column.discountRate'),
            align: 'right',
            render: (_v, line) => `${line.discountRate / 100}%`,
          },
          {
            key: 'amount',
            title: t('column.amount'),
            align: 'right',
            render: (_v, line) => money(line.amount),
          },
          { key: 'tax', title: t('column.tax'), align: 'right', render: (_v, line) => money(line.taxAmount) },
          {
            key: 'reserved',
            title: t('column.reserved'),
            align: 'right',
            render: (_v, line) => line.progress.reservedQuantity,
          },
          {
            key: 'shipped',
            title: t('column.shipped'),
            align: 'right',
            render: (_v, line) => both(line.progress.shippedQuantity, line.progress.shippedAmount),
          },
          {
            key: 'returned',
            title: t('column.returned'),
            align: 'right',
            render: (_v, line) => both(line.progress.returnedQuantity, line.progress.returnedAmount),
          },
          {
            key: 'invoiced',
            title: t('column.invoiced'),
            align: 'right',
            render: (_v, line) => both(line.progress.invoicedQuantity, line.progress.invoicedAmount),
          },
          {
            key: 'collected',
            title: t('column.collectedLine'),
            align: 'right',
            render: (_v, line) => money(line.progress.collectedAmount),
          },
          {
            key: 'margin',
            title: t('column.margin'),
            align: 'right',
            render: (_v, line) =>
              !order.showsCost
                ? t('detail.costHidden')
                : line.unitMargin === null
                  ? '-'
                  : money(line.unitMargin),
          },
          { key: 'extOrderSn', title: t('column.extOrderSn'), render: (_v, line) => line.extOrderSn || '-' },
        ]}
      />
    </section>
  );
}
