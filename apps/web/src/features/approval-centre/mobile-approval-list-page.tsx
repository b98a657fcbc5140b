import { flwApi } from '@atrium/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { APPROVALS_KEY, useApprovalsLive } from '../../resources/approvals/approval-queries';
import { formatDateTime } from '../../resources/format-date-time';
import { CENTRE_NS } from './approval-centre-i18n';
import { MOBILE_APPROVAL_PATH, MobileApprovalFrame } from './mobile-approval-frame';

const PAGE_SIZE = 10;

/** /weCom-mobile-approval: the caller's approvals to do as cards, 10 at a time; a card opens its detail. */
export function MobileApprovalListPage() {
  const { t } = useTranslation(CENTRE_NS);
  const navigate = useNavigate();
  const scope = useQueryScope();
  useApprovalsLive();
  const pages = useInfiniteQuery({
    queryKey: [...scope, APPROVALS_KEY, 'mobileTodo'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(flwApi.todoTaskPage, { query: { pageNum: pageParam, pageSize: PAGE_SIZE }, signal }),
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <MobileApprovalFrame title={t('mobile.title')}>
      {pages.isPending ? (
        <div className="wecom-mobile-footer">
          <Spin />
        </div>
      ) : rows.length === 0 ? (
        <Empty description={t('mobile.empty')} />
      ) : (
        <>
          {rows.map((row) => (
            <button
              type="button"
              key={row.taskId}
              className="wecom-mobile-card"
              data-testid="mobile-approval-card"
              onClick={() => navigate(`${MOBILE_APPROVAL_PATH}/${row.instanceId}`)}
            >
              <div className="wecom-mobile-card-title">
                <span>{row.processName}</span>
                <Tag color="processing">{row.nodeName}</Tag>
              </div>
              <div className="wecom-mobile-card-line">
                {row.initiator.name}
                {row.onBehalfOf ? ` · ${t('column.onBehalfOf', { name: row.onBehalfOf.name })}` : ''} ·{' '}
                {formatDateTime(row.createTime)}
              </div>
              {row.summary && <div className="wecom-mobile-card-line">{row.summary}</div>}
              <div className="wecom-mobile-card-line">{row.instanceNo}</div>
            </button>
          ))}
          {pages.hasNextPage && (
            <div className="wecom-mobile-footer">
              <Button
                size="large"
                block
                loading={pages.isFetchingNextPage}
                onClick={() => pages.fetchNextPage()}
              >
                {t('mobile.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </MobileApprovalFrame>
  );
}
