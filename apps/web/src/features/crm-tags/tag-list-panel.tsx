import { customerTagResource } from '@atrium/contract';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { CUSTOMER_TAGS_NS } from '../../resources/customer-tags/customer-tags-i18n';
import { defineListFilters } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { type FormTarget, RecordFormModal } from '../../resources/record-form-modal';
import { type ResourceWrites, useResourcePage, useResourceWrites } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import type { AnyRow } from '../../resources/resource-types';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { EditDeleteActions } from './edit-delete-actions';
import { PanelHead } from './panel-head';
import { useRemoveWithMessage } from './use-remove-with-message';

const tags = customerTagResource;
/** The tag list's page in the URL beside the group list's (params `tag.pageNum`…). */
const tagListState = defineListFilters({}, { prefix: 'tag.' });

interface TagListPanelProps {
  group: AnyRow;
}

/** The right side: the chosen group's tags, each shown in its colour; add, edit, delete. */
export function TagListPanel({ group }: TagListPanelProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const can = useAction();
  const labels = useResourceLabels(tags, CUSTOMER_TAGS_NS);
  const list = useFilteredList(tagListState);
  const page = useResourcePage(tags, {
    ...list.query,
    groupId: group.id,
    sortField: 'sort',
    sortOrder: 'asc',
  });
  usePageInRange(list, page.data);
  const resourceWrites = useResourceWrites(tags);
  // A new tag goes into the group on screen (the form has no group field).
  const writes = useMemo<ResourceWrites>(
    () => ({ ...resourceWrites, create: (body) => resourceWrites.create({ ...body, groupId: group.id }) }),
    [resourceWrites, group.id],
  );
  const remove = useRemoveWithMessage(writes);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const colourDef = tags.fields.color!;

  const columns: ListColumn<AnyRow>[] = [
    {
      key: 'name',
      title: labels.field('name'),
      render: (_: unknown, row: AnyRow) => <Tag color={String(row.color)}>{String(row.name)}</Tag>,
    },
    {
      key: 'color',
      title: labels.field('color'),
      render: (_: unknown, row: AnyRow) => labels.enumValue(colourDef, String(row.color)),
    },
    { key: 'sort', dataIndex: 'sort', title: labels.field('sort'), width: 100 },
    {
      key: 'actions',
      title: t('action.actions'),
      width: 160,
      render: (_: unknown, row: AnyRow) => (
        <EditDeleteActions
          deleteConfirm={t('tags.deleteConfirm', { name: String(row.name) })}
          onEdit={() => setTarget({ mode: 'edit', row })}
          onDelete={() => remove(row)}
        />
      ),
    },
  ];

  return (
    <section className="atrium-panel" data-testid="tag-list">
      <PanelHead
        title={t('tags.titleOf', { group: String(group.name) })}
        addLabel={t('tags.add')}
        onAdd={() => setTarget({ mode: 'create' })}
      />
      <ListTable<AnyRow> list={list} page={page} columns={columns} emptyText={t('tags.empty')} />
      {target && (
        <RecordFormModal
          resource={tags}
          labels={labels}
          title={t('tags.entity')}
          target={target}
          writes={writes}
          canReload={can('get')}
          onClose={() => setTarget(null)}
        />
      )}
    </section>
  );
}
