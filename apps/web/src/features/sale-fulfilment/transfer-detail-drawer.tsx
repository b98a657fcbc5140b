import type { TransferOrder } from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { TransitionActions } from '../../resources/transition-actions';
import { DocumentLines, itemColumns } from './document-lines';
import { FulfilmentDrawer } from './fulfilment-drawer';
import { FULFILMENT_NS } from './fulfilment-i18n';
import { useTransfer, useTransferTransition } from './fulfilment-queries';
import { StateTag } from './fulfilment-states';

type Line = TransferOrder['lines'][number];
type Name = 'send' | 'receive' | 'cancel';

/** A transfer: warehouses, state and times, its lines with serials and the value they carried; 发出 / 收货 / 作废. */
export function TransferDetailDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation(FULFILMENT_NS);
  const transfer = useTransfer(id);
  const transition = useTransferTransition();
  const data = transfer.data;
  const actions = {
    send: { label: t('transfer.send'), confirm: t('transfer.sendConfirm') },
    receive: { label: t('transfer.receive'), confirm: t('transfer.receiveConfirm') },
    cancel: { label: t('transfer.cancel'), confirm: t('transfer.cancelConfirm'), danger: true },
  };
  const take = async (name: string) => {
    await transition.mutateAsync({ id, name: name as Name, version: data?.transitions.version });
    showMessage('success', t('transfer.done'));
  };
  return (
    <FulfilmentDrawer
      title={t('transfer.detail')}
      documentNo={data?.documentNo}
      onClose={onClose}
      testId="transfer-detail"
      extra={
        <TransitionActions
          status={data?.transitions}
          actions={actions}
          taking={transition.isPending ? transition.variables?.name : undefined}
          onTake={take}
        />
      }
    >
      {data && (
        <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('column.from')}>{data.fromWarehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('column.to')}>{data.toWarehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('column.state')}>
              <StateTag kind="transfer" state={data.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('column.createdBy')}>{data.createdByName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('column.sentAt')}>
              {data.sentAt ? formatDateTime(data.sentAt) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.receivedAt')}>
              {data.receivedAt ? formatDateTime(data.receivedAt) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('column.remark')} span="filled">
              {data.remark || '-'}
            </Descriptions.Item>
          </Descriptions>
          <DocumentLines<Line>
            lines={data.lines}
            testId="transfer-lines"
            columns={[
              ...itemColumns<Line>(t),
              {
                title: t('column.serials'),
                key: 'serials',
                render: (_v, line) => line.serials.join(', ') || '-',
              },
              {
                title: t('column.value'),
                key: 'value',
                align: 'right',
                render: (_v, line) =>
                  data.state === 'draft' || data.state === 'cancelled' ? '-' : formatCents(line.value),
              },
            ]}
          />
        </>
      )}
    </FulfilmentDrawer>
  );
}
