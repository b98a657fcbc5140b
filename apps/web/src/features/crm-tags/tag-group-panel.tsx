import { customerTagGroupResource } from '@atrium/contract';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { CUSTOMER_TAGS_NS } from '../../resources/customer-tags/customer-tags-i18n';
import { listPagination } from '../../resources/list-pagination';
import { type FormTarget, RecordFormModal } from '../../resources/record-form-modal';
import { useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import type { AnyPage, AnyRow } from '../../resources/resource-types';
import { EditDeleteActions } from './edit-delete-actions';
import { PanelHead } from './panel-head';
import { useRemoveWithMessage } from './use-remove-with-message';

const groups = customerTagGroupResource;

interface TagGroupPanelProps {
  page: AnyPage | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect(row: AnyRow): void;
  onPage(pageNum: number, pageSize: number): void;
}

/** The left side: the organization's tag groups, picked to show their tags; add, edit, delete. */
export function TagGroupPanel({ page, loading, selectedId, onSelect, onPage }: TagGroupPanelProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const can = useAction();
  const labels = useResourceLabels(groups, CUSTOMER_TAGS_NS);
  const writes = useResourceWrites(groups);
  const remove = useRemoveWithMessage(writes);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const rows = page?.list ?? [];

  return (
    <section className="atrium-panel" data-testid="tag-groups">
      <PanelHead
        title={t('groups.title')}
        addLabel={t('groups.add')}
        onAdd={() => setTarget({ mode: 'create' })}
      />
      <Spin spinning={loading}>
        {rows.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('groups.empty')} />
        ) : (
          <ul className="atrium-tag-groups" aria-label={t('groups.title')}>
            {rows.map((row) => (
              <li
                key={row.id}
                className={row.id === selectedId ? 'atrium-tag-group is-selected' : 'atrium-tag-group'}
              >
                <button
                  type="button"
                  className="atrium-tag-group-select"
                  aria-pressed={row.id === selectedId}
                  onClick={() => onSelect(row)}
                >
                  <span className="atrium-tag-group-name">{String(row.name)}</span>
                  <Tag bordered={false}>{row.multiSelect ? t('groups.multi') : t('groups.single')}</Tag>
                  {row.enabled === false && <Tag color="default">{t('groups.disabled')}</Tag>}
                </button>
                <EditDeleteActions
                  deleteConfirm={t('groups.deleteConfirm', { name: String(row.name) })}
                  onEdit={() => setTarget({ mode: 'edit', row })}
                  onDelete={() => remove(row)}
                />
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {page && page.total > 0 && (
        <Pagination size="small" align="end" {...listPagination(page, onPage)} showSizeChanger={false} />
      )}
      {target && (
        <RecordFormModal
          resource={groups}
          labels={labels}
          title={t('groups.entity')}
          target={target}
          writes={writes}
          canReload={can('get')}
          onClose={() => setTarget(null)}
        />
      )}
    </section>
  );
}
