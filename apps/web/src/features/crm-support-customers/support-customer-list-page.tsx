import { crmSupportCustomersApi, type SupportCustomerRow } from '@atrium/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatDateTime } from '../../resources/format-date-time';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { supportCustomerImportTarget } from '../../resources/transfer/import-targets';
import { useFilteredList } from '../../resources/use-filtered-list';
import { useListSelection } from '../../resources/use-list-selection';
import { usePageInRange } from '../../resources/use-list-url-state';
import { RedistributeModal } from './redistribute-modal';
import { SupportCustomerFormModal } from './support-customer-form-modal';
import { useInvalidateSupportCustomers, useSupportCustomerPage } from './support-customer-queries';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';
import { SupportStatusTag } from './support-status-tag';

/** The list's filters, kept in the URL. */
const supportFilters = defineListFilters({
  name: textFilter(),
  phone: textFilter(),
  status: choiceFilter(crmSupportCustomersApi.SUPPORT_CUSTOMER_STATUSES),
});

/** 售后客户 (/customer/support/list). */
export function SupportCustomerListPage() {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const canRedistribute = useGranted('supportDistribution:edit');
  const list = useFilteredList(supportFilters);
  const page = useSupportCustomerPage(list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateSupportCustomers();
  const [editing, setEditing] = useState<SupportCustomerRow | null | undefined>(undefined);
  const selection = useListSelection<SupportCustomerRow>(list.search);
  const [redistributing, setRedistributing] = useState<number[] | null>(null);

  const remove = async (row: SupportCustomerRow) => {
    try {
      await callEndpoint(crmSupportCustomersApi.supportCustomerDelete, { params: { id: row.id } });
      showMessage('success', t('list.deleted'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  const rowActions = useGrantedActions<RowAction<SupportCustomerRow>>([
    { key: 'edit', label: t('action.edit'), oper: 'update', onClick: setEditing },
    deleteRowAction(t('action.delete'), (row) => t('list.deleteConfirm', { name: row.name }), remove),
  ]);
  const columns: (ListColumn<SupportCustomerRow> | null)[] = [
    { title: t('field.name'), key: 'name', truncate: true },
    { title: t('field.phone'), key: 'phone', width: 140, render: (phone: string) => phone || '-' },
    { title: t('field.group'), key: 'groupName', width: 110, render: (name: string) => name || '-' },
    { title: t('field.handler'), key: 'handlerName', width: 100, render: (name: string) => name || '-' },
    {
      title: t('field.status'),
      key: 'status',
      width: 100,
      render: (status: SupportCustomerRow['status']) => <SupportStatusTag status={status} />,
    },
    { title: t('field.customerName'), key: 'customerName', width: 180, truncate: true },
    { title: t('field.remark'), key: 'remark', truncate: true },
    { title: t('field.createdAt'), key: 'createdAt', width: 180, render: formatDateTime },
    rowActionsColumn(t('action.actions'), rowActions),
  ];

  return (
    <div className="resource-list" data-testid="support-customer-list">
      <ListFilterPanel list={list}>
        <Form.Item name="name" label={t('field.name')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')}>
          <Input allowClear maxLength={32} />
        </Form.Item>
        <Form.Item name="status" label={t('field.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={crmSupportCustomersApi.SUPPORT_CUSTOMER_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions actions={[createToolbarAction(t('list.add'), () => setEditing(null))]} />
          <ImportTargetButton target={supportCustomerImportTarget} onImported={() => void invalidate()} />
          <ListExportButton
            endpoint={crmSupportCustomersApi.supportCustomerExport}
            filters={withoutPaging(list.query)}
          />
          {canRedistribute && (
            <Button
              disabled={selection.selected.length === 0}
              onClick={() => setRedistributing(selection.selected.map((row) => row.id))}
            >
              {t('list.redistribute')}
            </Button>
          )}
        </ListToolbar>
        <ListTable<SupportCustomerRow>
          list={list}
          page={page}
          columns={columns}
          emptyText={t('list.empty')}
          selection={canRedistribute ? selection : undefined}
        />
      </section>
      <SupportCustomerFormModal editing={editing} onClose={() => setEditing(undefined)} />
      <RedistributeModal
        ids={redistributing}
        onClose={() => setRedistributing(null)}
        onDone={selection.clear}
      />
    </div>
  );
}
