import { saleSourceResource } from '@atrium/contract/resources/sale-source';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../resources/resource-list-page';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

/** 订单来源 (/sale/source/list): the generic resource list; 查看 opens the source's detail page. */
export function SourceListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={saleSourceResource}
      labelNamespace={SALE_CHANNELS_NS}
      openRecord={{ view: (row) => navigate(`/sale/source/detail/${row.id}`) }}
    />
  );
}
