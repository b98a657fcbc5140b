import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { formatDateTime } from '../../resources/format-date-time';
import { RepairHeader } from '../../resources/repairs/repair-header';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { useRepair } from '../../resources/repairs/repair-queries';
import { RepairQuoteTable } from '../../resources/repairs/repair-quote-table';
import { RepairSteps } from '../../resources/repairs/repair-steps';
import { RepairStatusTag, WarrantyTag } from '../../resources/repairs/repair-tags';
import { RepairsTimeline } from '../../resources/repairs/repair-timeline';
import { useRepairTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { SerialHistoryButton } from '../../resources/repairs/serial-history';
import { TransitionActions } from '../../resources/transition-actions';

/**
 * 维修单详情 (/workorder/repair/detail/:id): the customer-facing record — where the repair is, the
 * device, the fault, the quote with the server's totals, the warranty decision and why, how it
 * goes back, the timeline — and what the customer side does: accept or decline the quote.
 */
export function RepairDetailPage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useRepair(id);
  const transitions = useRepairTransitions(['accept', 'decline', 'close']);
  const canHandle = useGranted('repairManageDetail');
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const repair = detail.data;
  if (!repair)
    return (
      <section className="atrium-panel">
        <Empty description={t('detail.notFound')} />
      </section>
    );
  return (
    <div data-testid="repair-detail">
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Space wrap>
            <h2 style={{ margin: 0 }}>{repair.documentNo}</h2>
            <RepairStatusTag status={repair.status} />
            <WarrantyTag underWarranty={repair.underWarranty} />
          </Space>
          <Space wrap>
            <TransitionActions
              status={repair.transitions}
              actions={transitions.actions}
              taking={transitions.taking?.id === repair.id ? transitions.taking.name : undefined}
              onTake={(name) => transitions.take(repair.id, name, repair.transitions.version)}
            />
            {canHandle && (
              <Button onClick={() => navigate(REPAIR_PATHS.manage(repair.id))} data-testid="repair-handle">
                {t('detail.handle')}
              </Button>
            )}
            <Button onClick={() => navigate(REPAIR_PATHS.list)}>{t('action.back')}</Button>
          </Space>
        </Space>
        <RepairSteps repair={repair} />
      </section>
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <h3 style={{ marginTop: 0 }}>{t('detail.device')}</h3>
        <RepairHeader repair={repair} />
      </section>
      <section className="atrium-panel" style={{ marginBottom: 16 }}>
        <h3 style={{ marginTop: 0 }}>{t('detail.quote')}</h3>
        <RepairQuoteTable repair={repair} />
      </section>
      {repair.swaps.length > 0 && (
        <section className="atrium-panel" style={{ marginBottom: 16 }}>
          <h3 style={{ marginTop: 0 }}>{t('detail.swaps')}</h3>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={repair.swaps}
            columns={[
              {
                key: 'old',
                title: t('detail.oldSerial'),
                render: (_v, swap) => <SerialHistoryButton serialNo={swap.oldSerialNo} />,
              },
              {
                key: 'new',
                title: t('detail.newSerial'),
                render: (_v, swap) => <SerialHistoryButton serialNo={swap.newSerialNo} />,
              },
              { key: 'product', dataIndex: 'productLabel', title: t('column.product') },
              {
                key: 'at',
                title: t('detail.swappedAt'),
                render: (_v, swap) => formatDateTime(swap.swappedAt),
              },
              { key: 'by', dataIndex: 'swappedByName', title: t('column.technician') },
            ]}
          />
        </section>
      )}
      <RepairsTimeline kind="repair" recordId={repair.id} refreshOn={repair.version} />
    </div>
  );
}
