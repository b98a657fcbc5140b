import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { RECALL_REMINDERS_NS } from '../../../resources/customers/recall-reminders-i18n';
import { formatDateTime } from '../../../resources/format-date-time';
import { useCustomerRecallReminder } from './recall-reminder-queries';

/**
 * The customer detail's warning line when the customer is within its rule's reminder days of
 * recall; nothing otherwise. The server decides (the reminder endpoint for this one customer).
 */
export function CustomerRecallWarning({ customerId }: { customerId: number }) {
  const { t } = useTranslation(RECALL_REMINDERS_NS);
  const reminder = useCustomerRecallReminder(customerId).data;
  if (!reminder) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="customer-recall-warning"
      style={{ marginBottom: 16 }}
      message={t(`warning.${reminder.reason.key}`, {
        at: formatDateTime(reminder.recallAt),
        count: reminder.daysLeft,
        ...reminder.reason.params,
      })}
    />
  );
}
