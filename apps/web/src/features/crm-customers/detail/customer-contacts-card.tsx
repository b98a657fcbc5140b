import type { crmCustomersApi } from '@atrium/contract';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CUSTOMERS_NS } from '../customers-i18n';

type Contact = z.output<typeof crmCustomersApi.customerContact>;

/** 联系人: the people to talk to at the customer (edited with the profile). */
export function CustomerContactsCard({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Card title={t('detail.contacts')} size="small" data-testid="customer-contacts-card">
      {contacts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noContacts')} />
      ) : (
        <List
          size="small"
          dataSource={contacts}
          renderItem={(contact) => (
            <List.Item key={contact.id}>
              <Typography.Text strong>{contact.name}</Typography.Text>
              <span>{contact.role || ''}</span>
              <span>{contact.phone || '-'}</span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
