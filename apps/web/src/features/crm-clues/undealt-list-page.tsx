import { crmCluesApi, type UndealtKind, type UndealtRow } from '@atrium/contract';
import Empty from 'antd/es/empty';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { formatDateTime } from '../../resources/format-date-time';
import { listPagination } from '../../resources/list-pagination';
import { ListExportButton } from '../../resources/transfer/export-button';
import { CLUE_POOL_LIST_PATH, customerDetailPath } from './clue-paths';
import { useUndealt } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

/** 待处理客户 (/customer/undealt/list): clues and customers of the caller's scope nobody has followed up yet. */
export function UndealtListPage() {
  return (
    <ScreenQueryProvider>
      <UndealtList />
    </ScreenQueryProvider>
  );
}

function UndealtList() {
  const { t } = useTranslation(CLUES_NS);
  const [kind, setKind] = useState<UndealtKind | ''>('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const page = useUndealt({ kind: kind || undefined, ...paging });

  const columns: TableProps<UndealtRow>['columns'] = [
    {
      title: t('undealt.kind'),
      dataIndex: 'kind',
      width: 90,
      render: (value: UndealtKind) => (
        <Tag color={value === 'clue' ? 'gold' : 'blue'}>{t(`undealt.kind.${value}`)}</Tag>
      ),
    },
    { title: t('undealt.name'), dataIndex: 'name', ellipsis: true },
    { title: t('undealt.phone'), dataIndex: 'phone', width: 150, render: (value: string) => value || '-' },
    {
      title: t('undealt.owner'),
      dataIndex: 'ownerName',
      width: 110,
      render: (value: string) => value || '-',
    },
    { title: t('undealt.createdAt'), dataIndex: 'createdAt', width: 170, render: formatDateTime },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Link to={row.kind === 'customer' ? customerDetailPath(row.id) : CLUE_POOL_LIST_PATH}>
          {t('undealt.open')}
        </Link>
      ),
    },
  ];

  return (
    <section className="atrium-panel" data-testid="undealt-list">
      <p style={{ marginTop: 0 }}>{t('undealt.hint')}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          value={kind}
          optionType="button"
          onChange={(event) => {
            setKind(event.target.value);
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
          options={[
            { value: '', label: t('filter.all') },
            ...crmCluesApi.UNDEALT_KINDS.map((value) => ({ value, label: t(`undealt.kind.${value}`) })),
          ]}
        />
        <ListExportButton endpoint={crmCluesApi.undealtExport} filters={{ kind: kind || undefined }} />
      </Space>
      <Table<UndealtRow>
        rowKey={(row) => `${row.kind}:${row.id}`}
        size="middle"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('undealt.empty')} />,
        }}
        pagination={listPagination({ ...paging, total: page.data?.total ?? 0 }, (pageNum, pageSize) =>
          setPaging({ pageNum, pageSize }),
        )}
      />
    </section>
  );
}
