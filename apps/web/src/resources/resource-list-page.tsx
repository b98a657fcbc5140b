import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { Resource } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../platform/access/use-action';
import { ScreenQueryProvider } from '../platform/query/screen-query-provider';
import { useCurrentRoute } from '../platform/routing/current-route-context';
import { BulkActions } from './bulk-actions';
import { useColumnSettings } from './column-settings';
import { ColumnSettingsButton } from './column-settings-button';
import { type FieldWidgets, FieldWidgetsProvider } from './field-widgets';
import { FilterForm } from './filter-form';
import { listColumnKeys, listColumns } from './list-columns';
import { RecordDetailModal } from './record-detail-modal';
import { type FormTarget, RecordFormModal } from './record-form-modal';
import { resourceAbilities } from './resource-abilities';
import { useResourcePage, useResourceWrites } from './resource-api';
import { type LabelNamespace, useResourceLabels } from './resource-labels';
import type { ToolbarExtra } from './resource-toolbar';
import type { AnyRow } from './resource-types';
import { RowActions } from './row-actions';
import { useListUrlState, usePageInRange } from './use-list-url-state';
import './resource-list.css';

export interface ResourceListPageProps {
  resource: Resource;
  /** The i18n namespace holding the resource's labelKeys (see resource-labels.ts). */
  labelNamespace: LabelNamespace;
  /** More toolbar buttons (export, import…), given the resource and the filters now applied. */
  toolbarExtra?: ToolbarExtra;
  /** The screen's own controls and displays for some fields (field-widgets.tsx). */
  fieldWidgets?: FieldWidgets;
}

/**
 * A contract resource's list screen: filters, sortable paged table, column settings, bulk actions,
 * and the detail and form dialogs. Filters, sort and page live in the URL; buttons follow the
 * route's oper keys.
 */
export function ResourceListPage(props: ResourceListPageProps) {
  return (
    <ScreenQueryProvider>
      <FieldWidgetsProvider widgets={props.fieldWidgets}>
        <ResourceList {...props} />
      </FieldWidgetsProvider>
    </ScreenQueryProvider>
  );
}

function ResourceList({ resource, labelNamespace, toolbarExtra }: ResourceListPageProps) {
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  const labels = useResourceLabels(resource, labelNamespace);
  const title = useCurrentRoute()?.title ?? resource.name;
  const can = useAction();
  const abilities = resourceAbilities(resource, can);
  const writes = useResourceWrites(resource);

  const list = useListUrlState<AnyRow>(resource);
  const { search, state, query } = list;
  const page = useResourcePage(resource, query);
  usePageInRange(list, page.data);
  const rows = page.data?.list ?? [];

  const [selected, setSelected] = useState<AnyRow[]>([]);
  // A selection belongs to the rows on screen; another query starts without one.
  const [selectionQuery, setSelectionQuery] = useState(search);
  if (selectionQuery !== search) {
    setSelectionQuery(search);
    setSelected([]);
  }

  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const columnKeys = useMemo(() => listColumnKeys(resource), [resource]);
  const [arranged, arrange] = useColumnSettings(resource.name, columnKeys);
  const dataColumns = listColumns(resource, labels, state, () => t('meta.updatedAt'));
  const columns: TableProps<AnyRow>['columns'] = arranged
    .filter((column) => column.visible)
    .flatMap((column) => dataColumns.get(column.key) ?? []);
  if (abilities.view || abilities.edit || abilities.remove) {
    columns.push({
      key: 'actions',
      title: t('column.actions'),
      fixed: 'right',
      width: 1,
      render: (_value, row) => (
        <RowActions
          row={row}
          abilities={abilities}
          writes={writes}
          onView={() => setDetailId(row.id)}
          onEdit={() => setFormTarget({ mode: 'edit', row })}
        />
      ),
    });
  }

  const selectable = abilities.remove || abilities.enable || abilities.disable;
  return (
    <div className="atrium-resource-list" data-testid={`resource-list-${resource.name}`}>
      <div className="atrium-panel atrium-resource-filter-panel">
        <FilterForm
          resource={resource}
          labels={labels}
          filters={state.filters}
          onSearch={list.applyFilters}
          onReset={list.resetFilters}
        />
      </div>
      <div className="atrium-panel">
        <div className="atrium-resource-toolbar">
          <Space wrap>
            {abilities.create && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setFormTarget({ mode: 'create' })}
              >
                {t('toolbar.create')}
              </Button>
            )}
            {selected.length > 0 && (
              <BulkActions
                rows={selected}
                abilities={abilities}
                writes={writes}
                onDone={() => setSelected([])}
              />
            )}
          </Space>
          <Space wrap>
            {toolbarExtra?.({ resource, query })}
            <Tooltip title={t('toolbar.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('toolbar.refresh')}
                onClick={() => void page.refetch()}
              />
            </Tooltip>
            <ColumnSettingsButton
              columns={arranged}
              titleOf={(key) => (resource.fields[key] ? labels.field(key) : t('meta.updatedAt'))}
              onChange={arrange}
            />
          </Space>
        </div>
        <Table<AnyRow>
          rowKey="id"
          size="middle"
          data-testid="resource-table"
          columns={columns}
          dataSource={rows}
          loading={page.isFetching}
          onChange={list.onTableChange}
          scroll={{ x: 'max-content' }}
          showSorterTooltip={false}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selected.map((row) => row.id),
                  onChange: (_keys, selectedRows) => setSelected(selectedRows),
                }
              : undefined
          }
          locale={{
            // Nothing while the first page loads (the spinner says it); then empty, or why not.
            emptyText: page.isPending ? (
              ' '
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={page.isError ? t('load.failed') : tc('state.empty')}
                data-testid="resource-empty"
              />
            ),
          }}
          pagination={list.pagination(page.data)}
        />
      </div>
      {formTarget && (
        <RecordFormModal
          resource={resource}
          labels={labels}
          title={title}
          target={formTarget}
          writes={writes}
          canReload={abilities.view}
          onClose={() => setFormTarget(null)}
        />
      )}
      {detailId !== null && (
        <RecordDetailModal
          resource={resource}
          labels={labels}
          title={title}
          id={detailId}
          onClose={() => setDetailId(null)}
        />
      )}
    </div>
  );
}
