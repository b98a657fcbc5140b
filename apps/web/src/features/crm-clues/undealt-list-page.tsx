import { crmCluesApi, type UndealtKind, type UndealtRow } from '@atrium/contract';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../resources/format-date-time';
import { choiceFilter, defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListExportButton } from '../../resources/transfer/export-button';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CLUE_POOL_LIST_PATH, customerDetailPath } from './clue-paths';
import { useUndealt } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

/** The kind shown (clues, customers or both) and the page, kept in the URL. */
const undealtFilters = defineListFilters({ kind: choiceFilter(crmCluesApi.UNDEALT_KINDS) });

/** 待处理客户 (/customer/undealt/list): clues and customers of the caller's scope nobody has followed up yet. */
export function UndealtListPage() {
  const { t } = useTranslation(CLUES_NS);
  const list = useFilteredList(undealtFilters);
  const page = useUndealt(list.query);
  usePageInRange(list, page.data);
  const { kind } = list.query;

  const columns: ListColumn<UndealtRow>[] = [
    {
      title: t('undealt.kind'),
      key: 'kind',
      width: 90,
      render: (value: UndealtKind) => (
        <Tag color={value === 'clue' ? 'gold' : 'blue'}>{t(`undealt.kind.${value}`)}</Tag>
      ),
    },
    { title: t('undealt.name'), key: 'name', ellipsis: true },
    { title: t('undealt.phone'), key: 'phone', width: 150, render: (value: string) => value || '-' },
    {
      title: t('undealt.owner'),
      key: 'ownerName',
      width: 110,
      render: (value: string) => value || '-',
    },
    { title: t('undealt.createdAt'), key: 'createdAt', width: 170, render: formatDateTime },
    {
      title: t('list.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, row: UndealtRow) => (
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
          value={kind ?? ''}
          optionType="button"
          onChange={(event) => list.applyForm({ kind: event.target.value || undefined })}
          options={[
            { value: '', label: t('filter.all') },
            ...crmCluesApi.UNDEALT_KINDS.map((value) => ({ value, label: t(`undealt.kind.${value}`) })),
          ]}
        />
        <ListExportButton endpoint={crmCluesApi.undealtExport} filters={{ kind }} />
      </Space>
      <ListTable<UndealtRow>
        list={list}
        page={page}
        rowKey={(row) => `${row.kind}:${row.id}`}
        columns={columns}
        emptyText={t('undealt.empty')}
        scroll={undefined}
      />
    </section>
  );
}
