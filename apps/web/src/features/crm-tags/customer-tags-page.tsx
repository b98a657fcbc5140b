import { customerTagGroupResource } from '@atrium/contract';
import Empty from 'antd/es/empty';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_TAGS_NS } from '../../resources/customer-tags/customer-tags-i18n';
import { useResourcePage } from '../../resources/resource-api';
import { useLocalListState, usePageInRange } from '../../resources/use-local-list-state';
import './customer-tags.css';
import { TagGroupPanel } from './tag-group-panel';
import { TagListPanel } from './tag-list-panel';

const groups = customerTagGroupResource;

/** 客户标签 (/customer/tag/list): tag groups on the left, the chosen group's coloured tags on the right. */
export function CustomerTagsPage() {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const list = useLocalListState();
  const page = useResourcePage(groups, { ...list.paging, sortField: 'sort', sortOrder: 'asc' });
  usePageInRange(list, page.data);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const rows = page.data?.list ?? [];
  const selected = rows.find((row) => row.id === selectedId) ?? null;

  // The first group is open from the start, and again when the open one goes away.
  useEffect(() => {
    if (rows.length > 0 && !rows.some((row) => row.id === selectedId)) setSelectedId(rows[0]!.id);
  }, [rows, selectedId]);

  return (
    <div className="atrium-customer-tags" data-testid="customer-tags">
      <TagGroupPanel
        page={page.data}
        loading={page.isFetching}
        selectedId={selectedId}
        onSelect={(row) => setSelectedId(row.id)}
        onPage={list.pageChange}
      />
      {selected ? (
        // Keyed by group: another group starts on its first page.
        <TagListPanel key={selected.id} group={selected} />
      ) : (
        <section className="atrium-panel">
          <Empty description={t('tags.pickGroup')} />
        </section>
      )}
    </div>
  );
}
