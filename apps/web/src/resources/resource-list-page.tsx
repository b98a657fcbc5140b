import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import type { Resource } from '@atrium/contract';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../platform/access/use-action';
import { BulkActions } from './bulk-actions';
import { type FieldWidgets, FieldWidgetsProvider } from './field-widgets';
import { FilterForm } from './filter-form';
import { createToolbarAction, type RowAction, rowActionsColumn, ToolbarActions } from './list-actions';
import { listColumns } from './list-columns';
import { type ListColumn, ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import { RecordDetailModal } from './record-detail-modal';
import { type FormTarget, RecordFormModal } from './record-form-modal';
import { resourceAbilities } from './resource-abilities';
import { useResourcePage, useResourceWrites } from './resource-api';
import { type LabelNamespace, useResourceLabels } from './resource-labels';
import type { ToolbarExtra } from './resource-toolbar';
import {
  onlyWhenEditable,
  resourceTransitionRowActions,
  useResourceTransitions,
} from './resource-transitions';
import type { AnyRow } from './resource-types';
import { useResourceRowActions } from './row-actions';
import { useListColumns } from './use-list-columns';
import { useListSelection } from './use-list-selection';
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
  /** The screen's own pages instead of the form and detail dialogs (a product's full-page form). */
  openRecord?: { create?: () => void; edit?: (row: AnyRow) => void; view?: (row: AnyRow) => void };
  /**
   * Columns of the screen's own after the declared ones, given the page's rows (a hook: it may
   * fetch what the page shows beside its rows, once per page).
   */
  useExtraColumns?: (rows: readonly AnyRow[]) => ListColumn<AnyRow>[];
  /** The screen's own row actions after 查看 / 编辑 / 删除 (a warehouse's 库位), by their oper keys. */
  extraRowActions?: readonly RowAction<AnyRow>[];
}

const NO_ROWS: readonly AnyRow[] = [];
const noExtraColumns = (): ListColumn<AnyRow>[] => [];

/**
 * A contract resource's list screen: filters, sortable paged table, column settings, bulk actions,
 * and the detail and form dialogs. Filters, sort and page live in the URL; buttons follow the
 * route's oper keys.
 */
export function ResourceListPage(props: ResourceListPageProps) {
  return (
    <FieldWidgetsProvider widgets={props.fieldWidgets}>
      <ResourceList {...props} />
    </FieldWidgetsProvider>
  );
}

function ResourceList({
  resource,
  labelNamespace,
  toolbarExtra,
  useExtraColumns = noExtraColumns,
  openRecord,
  extraRowActions = [],
}: ResourceListPageProps) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(resource, labelNamespace);
  // The dialogs name one record (新增配件, 配件详情), not the list the menu names (配件列表).
  const title = labels.record;
  const can = useAction();
  const abilities = resourceAbilities(resource, can);
  const writes = useResourceWrites(resource);

  const list = useListUrlState(resource);
  const page = useResourcePage(resource, list.query);
  usePageInRange(list, page.data);
  const selection = useListSelection<AnyRow>(list.search);

  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const rowActions = useResourceRowActions(abilities, writes, {
    view: openRecord?.view ?? ((row) => setDetailId(row.id)),
    edit: openRecord?.edit ?? ((row) => setFormTarget({ mode: 'edit', row })),
  });
  // Named transitions (提交 / 过账 / 作废…): on the rows the server offers them on now.
  const transitions = useResourceTransitions(resource, labels, writes.refresh);
  const extraColumns = useExtraColumns(page.data?.list ?? NO_ROWS);
  const { columns, settings } = useListColumns(resource.name, [
    ...listColumns(resource, labels, () => t('meta.updatedAt')),
    ...extraColumns,
    rowActionsColumn(t('column.actions'), [
      ...onlyWhenEditable(resource, rowActions),
      ...(resource.transitions ? resourceTransitionRowActions(transitions) : []),
      ...extraRowActions,
    ]),
  ]);

  const selectable = abilities.remove || abilities.enable || abilities.disable;
  return (
    <div className="atrium-resource-list" data-testid={`resource-list-${resource.name}`}>
      <div className="atrium-panel atrium-resource-filter-panel">
        <FilterForm
          resource={resource}
          labels={labels}
          filters={list.state.filters}
          onSearch={list.applyFilters}
          onReset={list.resetFilters}
        />
      </div>
      <div className="atrium-panel">
        <ListToolbar
          tools={
            <>
              {toolbarExtra?.({ resource, query: list.query })}
              <Tooltip title={t('toolbar.refresh')}>
                <Button
                  icon={<ReloadOutlined />}
                  aria-label={t('toolbar.refresh')}
                  onClick={() => void page.refetch()}
                />
              </Tooltip>
              {settings}
            </>
          }
        >
          <ToolbarActions
            actions={[
              createToolbarAction(
                t('toolbar.create'),
                openRecord?.create ?? (() => setFormTarget({ mode: 'create' })),
              ),
            ]}
          />
          {selection.selected.length > 0 && (
            <BulkActions
              rows={selection.selected}
              abilities={abilities}
              writes={writes}
              onDone={selection.clear}
            />
          )}
        </ListToolbar>
        <ListTable<AnyRow>
          data-testid="resource-table"
          list={list}
          page={page}
          columns={columns}
          selection={selectable ? selection : undefined}
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
          transitions={resource.transitions ? transitions : undefined}
          onClose={() => setDetailId(null)}
        />
      )}
    </div>
  );
}
