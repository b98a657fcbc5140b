import {
  EXTERNAL_ORDER_IMPORT_FIELDS,
  EXTERNAL_ORDER_STATUSES,
  type ExternalOrderRow,
  externalOrderImport,
  externalOrderImportTemplate,
} from '@atrium/contract/endpoints/sale-channels';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { type RowAction, rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, idFilter, textFilter } from '../../resources/list-filters';
import { ListTable } from '../../resources/list-table';
import { ReferencePicker } from '../../resources/reference-picker';
import type { ImportTarget } from '../../resources/transfer/import-api';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { useExternalOrderColumns } from './external-order-columns';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';
import { useExternalOrders, useInvalidateChannels } from './sale-channels-queries';
import { isReplayable, useExternalOrderReplay } from './use-external-order-replay';

export const externalOrderFilters = defineListFilters({
  sourceId: idFilter(),
  status: choiceFilter(EXTERNAL_ORDER_STATUSES),
  keyword: textFilter(),
});

/** A source's order file import: the import dialog of every list, into that source. */
const importTargetOf = (sourceId: number): ImportTarget => ({
  menuKey: 'externalOrderList',
  name: 'externalOrder',
  fields: EXTERNAL_ORDER_IMPORT_FIELDS,
  templatePath: externalOrderImportTemplate.path,
  importPath: externalOrderImport.path.replace(':id', String(sourceId)),
});

/** 外部订单 (/sale/external/list): every platform order received and what became of it; rejected ones can be applied again. */
export function ExternalOrderListPage() {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const list = useFilteredList(externalOrderFilters);
  const page = useExternalOrders(list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateChannels();
  const { replay, busyId } = useExternalOrderReplay();
  const rowActions = useGrantedActions<RowAction<ExternalOrderRow>>([
    {
      key: 'replay',
      label: t('external.replay'),
      oper: 'update',
      confirm: t('external.replayConfirm'),
      shownFor: isReplayable,
      busyFor: (row) => busyId === row.id,
      onClick: replay,
    },
  ]);
  const columns = [...useExternalOrderColumns(true), rowActionsColumn(t('common.actions'), rowActions)];
  const sourceId = list.query.sourceId;

  return (
    <section className="atrium-panel" data-testid="external-orders">
      <ListFilterPanel list={list} bare>
        <Form.Item name="sourceId" label={t('external.filter.source')}>
          <ReferencePicker source="saleSource" placeholder={t('common.all')} />
        </Form.Item>
        <Form.Item name="status" label={t('external.filter.status')}>
          <Select
            allowClear
            placeholder={t('common.all')}
            style={{ width: 120 }}
            options={EXTERNAL_ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('external.filter.keyword')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </ListFilterPanel>
      <Space style={{ marginBottom: 12 }} wrap>
        {sourceId ? (
          <ImportTargetButton target={importTargetOf(sourceId)} onImported={() => void invalidate()} />
        ) : (
          <Action code="import">
            <Typography.Text type="secondary">{t('external.importHint')}</Typography.Text>
          </Action>
        )}
      </Space>
      <ListTable<ExternalOrderRow>
        list={list}
        page={page}
        columns={columns}
        emptyText={t('external.empty')}
      />
    </section>
  );
}
