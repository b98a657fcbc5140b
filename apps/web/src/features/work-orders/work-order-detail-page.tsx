import type { TimelineEntry } from '@atrium/contract';
import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import {
  type WorkOrderDetail,
  type WorkOrderSlaClock,
  workOrderTimeline,
} from '@atrium/contract/endpoints/work-orders';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Dropdown from 'antd/es/dropdown';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormRenderer } from '../../forms/form-renderer';
import type { FormDefinition } from '../../forms/form-schema';
import { useGranted } from '../../platform/access/use-granted';
import { usePageTitle } from '../../platform/tabs/page-titles-store';
import { AttachmentLinks } from '../../resources/attachment-links';
import { DetailDescriptions, type DetailItem } from '../../resources/detail-descriptions';
import { formatDateTime } from '../../resources/format-date-time';
import { RecordTimeline } from '../../resources/timeline/record-timeline';
import { TransitionActions } from '../../resources/transition-actions';
import { useWorkOrderActions } from './use-work-order-actions';
import { WorkOrderCommentForm } from './work-order-comment-form';
import { RejectModal, TransferModal } from './work-order-dispatch-modals';
import { useWorkOrder } from './work-order-queries';
import { SlaStateTag, SlaTimeLeft, useBusinessSpanText } from './work-order-sla';
import { PriorityMark, WorkOrderStatusTag } from './work-order-tags';
import { WORK_ORDERS_NS } from './work-orders-i18n';

/** 工单详情 (/workorder/detail/:id): header, both SLA clocks, the type's fields, the actions the server allows, replies and the timeline. */
export function WorkOrderDetailPage() {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const id = Number(useParams().id);
  const detail = useWorkOrder(id);
  const order = detail.data;
  usePageTitle(order ? `${t('detail.title')} ${order.documentNo}` : t('detail.title'));

  if (detail.isPending && Number.isSafeInteger(id) && id > 0)
    return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!order)
    return (
      <section className="atrium-panel">
        <Empty description={t('detail.notFound')} />
      </section>
    );
  return <WorkOrderView order={order} />;
}

function WorkOrderView({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const canWrite = useGranted(workOrderTimeline.write);
  const definition = order.form as unknown as FormDefinition | null;
  return (
    <div data-testid="work-order-detail">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Space wrap>
            <h2 style={{ margin: 0 }} data-testid="work-order-number">
              {order.documentNo}
            </h2>
            <WorkOrderStatusTag row={order} />
            <PriorityMark row={order} />
          </Space>
          <WorkOrderActionBar order={order} />
        </Space>
        <h3 style={{ marginTop: 0 }} data-testid="work-order-title-text">
          {order.title}
        </h3>
        <Header order={order} />
      </section>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <SlaClockCard title={t('sla.response')} clock={order.response} testId="sla-response" />
        </Col>
        <Col xs={24} md={12}>
          <SlaClockCard title={t('sla.resolution')} clock={order.resolution} testId="sla-resolution" />
        </Col>
      </Row>
      {definition && definition.fields.length > 0 && (
        <section className="atrium-panel" style={{ marginBottom: 16 }} aria-label={t('form.customFields')}>
          <h3 style={{ marginTop: 0 }}>{t('form.customFields')}</h3>
          <FormRenderer key={order.version} definition={definition} values={order.custom} preview />
        </section>
      )}
      <RecordTimeline
        timeline={workOrderTimeline}
        recordId={order.id}
        canWrite={canWrite}
        title={t('detail.timeline')}
        linkTargets={[customerTimeline]}
        refreshOn={order.version}
        composer={<WorkOrderCommentForm id={order.id} />}
        describe={(entry) => describeEntry(entry, t)}
      />
    </div>
  );
}

type T = ReturnType<typeof useTranslation<typeof WORK_ORDERS_NS>>['t'];

/** The timeline's words for a work order's own entries (states, dispatch and SLA events, reply visibility). */
function describeEntry(entry: TimelineEntry, t: T) {
  if (entry.type === 'state') {
    // The state it led to: a base status by its name, a type's own state by the name it had then.
    const reached =
      typeof entry.data.name === 'string'
        ? entry.data.name
        : t(`status.${entry.toState}`, { defaultValue: entry.toState });
    return {
      title: t(`transition.${entry.action}`, { defaultValue: entry.action }),
      color: entry.action === 'close' ? 'gray' : 'green',
      extra: reached && <Tag>{reached}</Tag>,
    };
  }
  if (entry.type === 'event')
    return {
      title: t(`event.${entry.action}`, { defaultValue: entry.action }),
      color: entry.action.startsWith('sla') ? (entry.action === 'slaWarning' ? 'orange' : 'red') : 'blue',
    };
  if (entry.type === 'comment' && entry.data.visibility === 'customer')
    return { extra: <Tag color="green">{t('comment.customer')}</Tag> };
  return undefined;
}

function Header({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const canSeeCustomer = useGranted('customerDetail');
  const person = (name: string) => name || '-';
  const items: DetailItem[] = [
    [t('column.type'), order.typeName],
    [
      t('column.customer'),
      order.customerId && canSeeCustomer ? (
        <Link
          key="customer"
          to={`/customer/manage/detail/${order.customerId}`}
          data-testid="work-order-customer-link"
        >
          {order.customerName}
        </Link>
      ) : (
        order.customerName || '-'
      ),
    ],
    [t('form.contactName'), order.contactName || '-'],
    [t('form.contactPhone'), order.contactPhone || '-'],
    [t('column.reporter'), person(order.reporterName)],
    [
      t('column.responsible'),
      <span key="responsible" data-testid="work-order-responsible-name">
        {order.responsibleName || t('list.unassigned')}
        {order.assignment === 'pending' && (
          <Tag color="gold" style={{ marginInlineStart: 8 }}>
            {t('assignment.pending')}
          </Tag>
        )}
      </span>,
    ],
    [t('column.group'), person(order.groupName)],
    [
      t('form.saleOrder'),
      order.saleOrderId ? (
        <Link key="saleOrder" to={`/sale/order/detail/${order.saleOrderId}`}>
          {order.saleOrderNo}
        </Link>
      ) : (
        '-'
      ),
      order.saleOrderId !== null,
    ],
    [t('form.serialNo'), order.serialNo, !!order.serialNo],
    [
      t('form.callRecord'),
      t('form.callRecordLinked', { id: order.callRecordId }),
      order.callRecordId !== null,
    ],
    [t('column.createdAt'), formatDateTime(order.createdAt)],
    [t('column.updatedAt'), formatDateTime(order.updatedAt)],
    [t('detail.reopenUntil'), order.reopenUntil && formatDateTime(order.reopenUntil), !!order.reopenUntil],
    [t('detail.followers'), order.followers.map((follower) => follower.name).join('、') || '-'],
    [t('detail.handlers'), order.handlers.map((handler) => handler.name).join('、') || '-'],
    [
      t('form.description'),
      <span key="description" style={{ whiteSpace: 'pre-wrap' }}>
        {order.description || '-'}
      </span>,
    ],
    [
      t('form.attachments'),
      <AttachmentLinks key="files" attachments={order.attachments} />,
      order.attachments.length > 0,
    ],
  ];
  return <DetailDescriptions items={items} />;
}

/** One SLA clock: its target, due time and what is left in business time; paused shows 已暂停. */
function SlaClockCard({ title, clock, testId }: { title: string; clock: WorkOrderSlaClock; testId: string }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const span = useBusinessSpanText();
  return (
    <Card size="small" title={title} extra={<SlaStateTag state={clock.state} />} data-testid={testId}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'target',
            label: t('sla.target'),
            children: clock.targetMs === null ? t('sla.noTarget') : span(clock.targetMs),
          },
          { key: 'elapsed', label: t('sla.elapsed'), children: span(clock.elapsedMs) },
          {
            key: 'due',
            label: clock.stoppedAt ? t('sla.stoppedAt') : t('sla.due'),
            children: clock.stoppedAt
              ? formatDateTime(clock.stoppedAt)
              : clock.dueAt
                ? formatDateTime(clock.dueAt)
                : clock.state === 'paused'
                  ? t('slaState.paused')
                  : '-',
          },
          { key: 'left', label: t('sla.timeLeft'), children: <SlaTimeLeft clock={clock} fallback="-" /> },
        ]}
      />
    </Card>
  );
}

/**
 * The buttons the server allows now: its transitions, then dispatch (`actions`: claim, accept,
 * reject, assign, enterState) and 关注 / 取消关注, which anyone who may open it may do.
 */
function WorkOrderActionBar({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const actions = useWorkOrderActions(order.id, order.version);
  const [dialog, setDialog] = useState<'reject' | 'transfer' | null>(null);
  const allowed = new Set(order.actions);
  const button = (name: string, label: string, onClick: () => unknown, danger = false) =>
    allowed.has(name) && (
      <Button
        key={name}
        danger={danger}
        loading={actions.busy === name}
        onClick={() => void onClick()}
        data-testid={`work-order-${name}`}
      >
        {label}
      </Button>
    );
  return (
    <Space wrap>
      {button('accept', t('action.accept'), actions.accept)}
      {button('reject', t('action.reject'), () => setDialog('reject'), true)}
      {button('claim', t('action.claim'), actions.claim)}
      <TransitionActions
        status={order.transitions}
        actions={actions.transitions}
        taking={actions.busy ?? undefined}
        onTake={actions.take}
      />
      {allowed.has('enterState') && order.extraStates.length > 0 && (
        <Dropdown
          menu={{
            items: order.extraStates.map((state) => ({ key: state.code, label: state.name })),
            onClick: ({ key }) => void actions.enterState(key),
          }}
        >
          <Button loading={actions.busy === 'enterState'} data-testid="work-order-enterState">
            {t('action.enterState')}
          </Button>
        </Dropdown>
      )}
      {button('assign', t('action.transfer'), () => setDialog('transfer'))}
      <Button
        loading={actions.busy === 'follow'}
        onClick={() => void actions.follow(order.following)}
        data-testid="work-order-follow"
      >
        {order.following ? t('action.unfollow') : t('action.follow')}
      </Button>
      {dialog === 'reject' && <RejectModal onReject={actions.reject} onClose={() => setDialog(null)} />}
      {dialog === 'transfer' && <TransferModal onAssign={actions.assign} onClose={() => setDialog(null)} />}
    </Space>
  );
}
