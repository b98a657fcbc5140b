import type { CustomerRow } from '@atrium/contract';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { workOrderCreatePath } from '../../resources/work-orders/work-order-links';

interface CallCustomerPanelProps {
  customerNumber: string;
  /** The call ringing (linked to a work order raised from the panel). */
  callRecordId: number;
  /** undefined while looking up; null when no customer holds the number. */
  customer: CustomerRow | null | undefined;
}

/**
 * The toolbar's customer panel (spec §2.9, §3 incoming-call customer): who holds the calling
 * number; clicking through opens the customer's detail. The number shows once and whole, as in the
 * 您有新来电! notice: the call rings for this agent, and the call records show its number in full to
 * the agent who took it. The search's masked copy of the customer's phone is not shown beside it.
 * 新建工单 opens the new work order with the caller's customer, number and this call filled in.
 */
export function CallCustomerPanel({ customerNumber, callRecordId, customer }: CallCustomerPanelProps) {
  const { t } = useTranslation('callToolbar');
  const navigate = useNavigate();
  const mayRaise = useGranted('workorderCreate:add');
  const row = (label: string, value: React.ReactNode, testId: string) => (
    <div style={{ display: 'flex', gap: 8, lineHeight: '24px' }}>
      <Typography.Text type="secondary" style={{ flex: '0 0 72px' }}>
        {label}
      </Typography.Text>
      <span data-testid={testId}>{value}</span>
    </div>
  );
  return (
    <div data-testid="call-customer-panel" style={{ width: 260 }}>
      {row(t('incomingNumber'), customerNumber, 'call-customer-number')}
      {customer === undefined && <Spin size="small" />}
      {customer === null && <Typography.Text type="secondary">{t('noCustomer')}</Typography.Text>}
      {customer && (
        <>
          {row(
            t('customerName'),
            <Typography.Link
              data-testid="call-customer-open"
              title={t('openCustomer')}
              onClick={() => navigate(`/customer/manage/detail/${customer.id}`)}
            >
              {customer.name}
            </Typography.Link>,
            'call-customer-name',
          )}
          {row(t('customerSn'), customer.sn, 'call-customer-sn')}
          {row(t('customerOwner'), customer.ownerName || t('inPool'), 'call-customer-owner')}
        </>
      )}
      {mayRaise && customer !== undefined && (
        <Typography.Link
          data-testid="call-new-work-order"
          onClick={() =>
            navigate(
              workOrderCreatePath({
                customerId: customer?.id,
                customerName: customer?.name,
                phone: customerNumber,
                callRecordId,
              }),
            )
          }
        >
          {t('newWorkOrder')}
        </Typography.Link>
      )}
    </div>
  );
}
