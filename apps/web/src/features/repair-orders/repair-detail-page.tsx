import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { formatDateTime } from '../../resources/format-date-time';
import { RecordHead, RecordMissing, RecordPanel } from '../../resources/repairs/record-layout';
import { RepairHeader } from '../../resources/repairs/repair-header';
import { REPAIR_PATHS } from '../../resources/repairs/repair-paths';
import { useRepair } from '../../resources/repairs/repair-queries';
import { RepairQuoteTable } from '../../resources/repairs/repair-quote-table';
import { RepairSteps } from '../../resources/repairs/repair-steps';
import { RepairTags } from '../../resources/repairs/repair-tags';
import { RepairsTimeline } from '../../resources/repairs/repair-timeline';
import { RecordTransitionActions, useRepairTransitions } from '../../resources/repairs/repair-transitions';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';
import { SerialHistoryButton } from '../../resources/repairs/serial-history';

/**
 * 维修单详情 (/workorder/repair/detail/:id): the customer-facing record — where the repair is, the
 * device, the fault, the quote with the server's totals, the warranty decision and why, how it
 * goes back, the timeline — and what the customer side does: accept or decline the quote.
 */
export function RepairDetailPage() {
  const { t } = useTranslation(REPAIRS_NS);
  const navigate = useNavigate();
  const detail = useRepair(Number(useParams().id));
  const transitions = useRepairTransitions(['accept', 'decline', 'close']);
  const canHandle = useGranted('repairManageDetail');
  const repair = detail.data;
  if (!repair) return <RecordMissing pending={detail.isPending} />;
  return (
    <div data-testid="repair-detail">
      <RecordHead
        documentNo={repair.documentNo}
        tags={<RepairTags repair={repair} />}
        actions={
          <>
            <RecordTransitionActions record={repair} transitions={transitions} />
            {canHandle && (
              <Button onClick={() => navigate(REPAIR_PATHS.manage(repair.id))} data-testid="repair-handle">
                {t('detail.handle')}
              </Button>
            )}
            <Button onClick={() => navigate(REPAIR_PATHS.list)}>{t('action.back')}</Button>
          </>
        }
      >
        <RepairSteps repair={repair} />
      </RecordHead>
      <RecordPanel title={t('detail.device')}>
        <RepairHeader repair={repair} />
      </RecordPanel>
      <RecordPanel title={t('detail.quote')}>
        <RepairQuoteTable repair={repair} />
      </RecordPanel>
      {repair.swaps.length > 0 && (
        <RecordPanel title={t('detail.swaps')}>
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
        </RecordPanel>
      )}
      <RepairsTimeline kind="repair" recordId={repair.id} refreshOn={repair.version} />
    </div>
  );
}
