import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { formatCents } from '../../platform/format/money';
import type { CustomerDetailSectionProps } from '../../resources/customers/customer-detail-section';
import { BUSINESS_NS } from './business-i18n';
import { businessCreatePathFor, businessDetailPath } from './business-paths';
import { useBusinessPage } from './business-queries';
import { BusinessStatusTag } from './business-status-tag';

const CARD_PAGE_SIZE = 5;

/** 商机 card on the customer detail: the customer's opportunities (newest first) and 新建商机. */
export default function CustomerBusinessCard(props: CustomerDetailSectionProps) {
  const canList = useGranted('customerBusinessList:query');
  if (!canList) return null;
  return <CustomerBusiness {...props} />;
}

function CustomerBusiness({ customerId }: CustomerDetailSectionProps) {
  const { t } = useTranslation(BUSINESS_NS);
  const page = useBusinessPage({ customerId, pageNum: 1, pageSize: CARD_PAGE_SIZE });
  const canCreate = useGranted('businessCreate:add');
  const canOpen = useGranted('businessDetail:get');
  const rows = page.data?.list ?? [];
  return (
    <Card
      title={t('card.title')}
      size="small"
      data-testid="customer-business-card"
      extra={
        canCreate && (
          <Link to={businessCreatePathFor(customerId)}>
            <Space size={4}>
              <PlusOutlined />
              {t('card.add')}
            </Space>
          </Link>
        )
      }
    >
      <List
        loading={page.isPending}
        dataSource={rows}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('card.empty')} /> }}
        renderItem={(row) => (
          <List.Item extra={<strong>{formatCents(row.amountCents)}</strong>}>
            <List.Item.Meta
              title={canOpen ? <Link to={businessDetailPath(row.id)}>{row.name}</Link> : row.name}
              description={
                <Space size={8}>
                  <BusinessStatusTag status={row.status} />
                  {t(`stage.${row.stage}`)}
                  {row.expectedCloseDate && `· ${row.expectedCloseDate}`}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {(page.data?.total ?? 0) > CARD_PAGE_SIZE && (
        <Link to={`/customer/business/list`}>{t('card.more')}</Link>
      )}
    </Card>
  );
}
