import { returnOrderTimeline } from '@atrium/contract/endpoints/sale-money';
import { returnOrderResource } from '@atrium/contract/resources/return-order';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MoneyDocumentDetail } from './money-document-detail';
import { RETURN_PATHS } from './money-paths';
import { SALE_MONEY_NS } from './sale-money-i18n';

/**
 * 退货单详情 (/sale/return/detail/:id): the lines and their serials, 收货 (stock back, returned
 * quantities, the refund; an approval above the organization's threshold) and 取消, the timeline.
 */
export function ReturnOrderDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation(SALE_MONEY_NS);
  return (
    <MoneyDocumentDetail
      key={id}
      resource={returnOrderResource}
      id={Number(id)}
      listPath={RETURN_PATHS.list}
      timeline={returnOrderTimeline}
      note={(row) =>
        Number(row.refundFen) > 0 ? (
          <Alert type="info" showIcon message={t('detail.refundNote')} data-testid="return-refund-note" />
        ) : null
      }
    />
  );
}
