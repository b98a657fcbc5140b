import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import type { PickOrder } from '@atrium/contract/endpoints/sale-fulfilment';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withUnit } from '../../platform/format/quantity';
import { formatDateTime } from '../../resources/format-date-time';
import { TransitionActions } from '../../resources/transition-actions';
import { DocumentLines, itemColumns } from './document-lines';
import { FulfilmentDrawer } from './fulfilment-drawer';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { usePick, usePickTransition } from './fulfilment-queries';
import { StateTag } from './fulfilment-states';
import { packingStationAt } from './packing-paths';
import './packing-station.css';

type Line = PickOrder['lines'][number];

/**
 * A pick's sheet: per line the order, the item, what to pick and the bins holding it; printable
 * (the sheet alone, packing-station.css), with its transitions (拣货完成, 作废) and the way to
 * the packing station.
 */
export function PickDetailDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation(FULFILMENT_NS);
  const pick = usePick(id);
  const transition = usePickTransition();
  const data = pick.data;
  const actions = {
    pick: { label: t('pick.pick') },
    cancel: { label: t('pick.cancel'), confirm: t('pick.cancelConfirm'), danger: true },
  };
  return (
    <FulfilmentDrawer
      title={t('pick.detail')}
      documentNo={data?.documentNo}
      onClose={onClose}
      testId="pick-detail"
      extra={
        <Space wrap>
          <TransitionActions
            status={data?.transitions}
            actions={actions}
            taking={transition.isPending ? transition.variables?.name : undefined}
            onTake={(name) =>
              transition.mutateAsync({
                id,
                name: name as 'pick' | 'cancel',
                version: data?.transitions.version,
              })
            }
          />
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="pick-print">
            {t('action.print')}
          </Button>
          {data && (data.state === 'open' || data.state === 'picked') && (
            <Link to={packingStationAt(data.documentNo)} data-testid="pick-to-station">
              {t('pick.toStation')}
            </Link>
          )}
        </Space>
      }
    >
      {data && (
        <section
          className="packing-slip packing-slip-plain"
          aria-label={t('pick.sheetTitle', { no: data.documentNo })}
        >
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('column.documentNo')}>{data.documentNo}</Descriptions.Item>
            <Descriptions.Item label={t('column.warehouse')}>{data.warehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('column.state')}>
              <StateTag kind="pick" state={data.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('column.createdAt')}>
              {formatDateTime(data.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.orders')} span="filled">
              {data.saleOrderNos.join('、')}
            </Descriptions.Item>
          </Descriptions>
          <DocumentLines<Line>
            lines={data.lines}
            testId="pick-lines"
            columns={[
              {
                title: t('column.orders'),
                key: 'order',
                render: (_v, line) => `${line.saleOrderNo} #${line.orderLineNo}`,
              },
              ...itemColumns<Line>(t),
              {
                title: t('column.shipped'),
                key: 'shipped',
                align: 'right',
                render: (_v, line) => withUnit(line.shippedQuantity, line.unit),
              },
              {
                title: t('column.bins'),
                key: 'bins',
                render: (_v, line) =>
                  line.bins.map((bin) => `${bin.name} ×${bin.quantity}`).join('，') || '-',
              },
            ]}
          />
        </section>
      )}
    </FulfilmentDrawer>
  );
}
