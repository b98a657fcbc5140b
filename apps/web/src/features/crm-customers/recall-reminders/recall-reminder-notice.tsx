import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECALL_REMINDERS_NS } from '../../../resources/customers/recall-reminders-i18n';
import { RecallReminderDrawer } from './recall-reminder-drawer';
import { useRecallReminders } from './recall-reminder-queries';

/**
 * The customer list's 回收提醒 button: "N 位客户即将被回收" in warning colours when some held
 * customers are within their rule's reminder days of recall; it opens the list of them.
 */
export function RecallReminderNotice() {
  const { t } = useTranslation(RECALL_REMINDERS_NS);
  const [open, setOpen] = useState(false);
  // The first page is the drawer's own first page: one request serves both.
  const total = useRecallReminders(1, 10).data?.total ?? 0;
  return (
    <>
      <Button
        icon={<BellOutlined />}
        color={total > 0 ? 'orange' : 'default'}
        variant="outlined"
        data-testid="recall-reminder-notice"
        onClick={() => setOpen(true)}
      >
        {total > 0 ? t('notice.some', { count: total }) : t('notice.none')}
      </Button>
      <RecallReminderDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
