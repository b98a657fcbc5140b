import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { crmCustomersApi } from '@atrium/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import { MobileFrame } from '../../resources/mobile/mobile-frame';
import { WECOM_MOBILE_NS } from './wecom-mobile-i18n';

const PAGE_SIZE = 10;

/** /weCom-mobile-list: the signed-in user's customers (their data scope) as cards, searched by name, loaded 10 at a time. */
export function WeComMobileListPage() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  const navigate = useNavigate();
  return (
    <MobileFrame
      title={t('list.title')}
      end={
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined />}
          aria-label={t('list.create')}
          onClick={() => navigate('/weCom-mobile-create')}
        />
      }
    >
      <CustomerCards />
    </MobileFrame>
  );
}

function CustomerCards() {
  const { t } = useTranslation(WECOM_MOBILE_NS);
  const navigate = useNavigate();
  const scope = useQueryScope();
  const [name, setName] = useState('');
  const pages = useInfiniteQuery({
    queryKey: [...scope, 'weComMobile', 'customers', name],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(crmCustomersApi.customerPage, {
        query: { pageNum: pageParam, pageSize: PAGE_SIZE, name: name || undefined },
        signal,
      }),
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;

  return (
    <>
      <Input.Search
        size="large"
        allowClear
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        onSearch={(value) => setName(value.trim())}
        style={{ marginBottom: 12 }}
      />
      {pages.isPending ? (
        <div className="wecom-mobile-footer">
          <Spin />
        </div>
      ) : rows.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <>
          {rows.map((row) => (
            <button
              type="button"
              key={row.id}
              className="wecom-mobile-card"
              onClick={() => navigate(`/weCom-mobile-detail/${row.id}`)}
            >
              <div className="wecom-mobile-card-title">
                <span>{row.name}</span>
                {row.level ? <Tag color="blue">{row.level}</Tag> : null}
              </div>
              <div className="wecom-mobile-card-line">
                {row.sn} · {row.phone || '-'}
              </div>
              <div className="wecom-mobile-card-line">
                {row.ownerName} ·{' '}
                {row.lastFollowUpAt
                  ? `${t('list.lastFollowUp')} ${formatDateTime(row.lastFollowUpAt)}`
                  : t('list.neverFollowedUp')}
              </div>
            </button>
          ))}
          <div className="wecom-mobile-footer">
            {pages.hasNextPage ? (
              <Button
                size="large"
                block
                loading={pages.isFetchingNextPage}
                onClick={() => pages.fetchNextPage()}
              >
                {t('list.loadMore')}
              </Button>
            ) : (
              <span>{t('list.noMore')}</span>
            )}
            <div style={{ marginTop: 8 }}>{t('list.total', { total })}</div>
          </div>
        </>
      )}
    </>
  );
}
