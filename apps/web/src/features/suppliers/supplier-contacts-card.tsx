import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { SupplierRow } from './supplier-row';
import { SUPPLIERS_NS } from './suppliers-i18n';

/** A supplier's contacts, the primary one marked. */
export function SupplierContactsCard({ contacts }: { contacts: SupplierRow['lines'] }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  return (
    <Card size="small" title={t('detail.contacts')} data-testid="supplier-contacts-card">
      <List
        dataSource={contacts}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noContacts')} />,
        }}
        renderItem={(contact) => (
          <List.Item key={contact.id}>
            <Flex vertical gap={2}>
              <Flex gap={8} align="center">
                <Typography.Text strong>{contact.contactName}</Typography.Text>
                {contact.position && <Typography.Text type="secondary">{contact.position}</Typography.Text>}
                {contact.primary && <Tag color="gold">{t('detail.primary')}</Tag>}
              </Flex>
              {contact.mobile && (
                <Typography.Text>
                  <PhoneOutlined /> {contact.mobile}
                </Typography.Text>
              )}
              {contact.email && (
                <Typography.Text>
                  <MailOutlined /> {contact.email}
                </Typography.Text>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
