import { type BusinessRow, crmBusinessApi } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatCents } from '../../platform/format/money';
import {
  createToolbarAction,
  deleteRowAction,
  type RowAction,
  rowActionsColumn,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import {
  choiceFilter,
  dayRangeFilter,
  defineListFilters,
  idFilter,
  textFilter,
} from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { TruncatedText } from '../../resources/truncated-text';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { BUSINESS_NS } from './business-i18n';
import { BUSINESS_CREATE_PATH, businessDetailPath } from './business-paths';
import { BusinessPipeline } from './business-pipeline';
import { useBusinessOwners, useBusinessPage, useInvalidateBusiness } from './business-queries';
import { BusinessStatusTag } from './business-status-tag';
import './business.css';

/** The list's filters and sort, kept in the URL. */
const businessFilters = defineListFilters(
  {
    customerName: textFilter(),
    stage: choiceFilter(crmBusinessApi.BUSINESS_STAGES),
    status: choiceFilter(crmBusinessApi.BUSINESS_STATUSES),
    ownerUserId: idFilter(),
    expectedClose: dayRangeFilter('expectedCloseFrom', 'expectedCloseTo'),
  },
  { sortFields: ['amountCents', 'expectedCloseDate'] },
);

/** 商机列表 (/customer/business/list): the opportunities of the caller's data scope with the pipeline above. */
export function BusinessListPage() {
  const { t } = useTranslation(BUSINESS_NS);
  const navigate = useNavigate();
  const list = useFilteredList(businessFilters);
  const page = useBusinessPage(list.query);
  usePageInRange(list, page.data);
  const owners = useBusinessOwners();
  const invalidate = useInvalidateBusiness();
  const canCreate = useGranted('businessCreate:add');
  const canOpen = useGranted('businessDetail:get');

  const remove = async (row: BusinessRow) => {
    try {
      await callEndpoint(crmBusinessApi.businessDelete, {
        params: { id: row.id },
        query: { version: row.version },
      });
      showMessage('success', t('list.deleted'));
      await invalidate();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  const rowActions = useGrantedActions<RowAction<BusinessRow>>([
    deleteRowAction(t('list.delete'), (row) => t('list.deleteConfirm', { name: row.name }), remove, {
      shownFor: (row) => row.status === 'open',
    }),
  ]);
  const columns: ListColumn<BusinessRow>[] = [
    {
      title: t('field.name'),
      key: 'name',
      render: (name: string, row) => {
        const text = <TruncatedText text={name} />;
        return canOpen ? <Link to={businessDetailPath(row.id)}>{text}</Link> : text;
      },
    },
    { title: t('field.customer'), key: 'customerName', truncate: true },
    {
      title: t('field.stage'),
      key: 'stage',
      width: 110,
      render: (stage: BusinessRow['stage']) => t(`stage.${stage}`),
    },
    {
      title: t('field.status'),
      key: 'status',
      width: 90,
      render: (status: BusinessRow['status']) => <BusinessStatusTag status={status} />,
    },
    {
      title: t('field.amount'),
      key: 'amountCents',
      width: 160,
      align: 'right',
      sortable: true,
      render: formatCents,
    },
    {
      title: t('field.expectedCloseDate'),
      key: 'expectedCloseDate',
      width: 140,
      sortable: true,
      render: (value: string | null) => value ?? '-',
    },
    { title: t('field.owner'), key: 'ownerName', width: 100 },
  ];
  const actionsColumn = rowActionsColumn(t('list.actions'), rowActions);
  if (actionsColumn) columns.push(actionsColumn);

  return (
    <div data-testid="business-list">
      <ListFilterPanel list={list}>
        <Form.Item name="customerName" label={t('filter.customerName')}>
          <Input allowClear placeholder={t('filter.customerNamePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="stage" label={t('filter.stage')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 130 }}
            options={crmBusinessApi.BUSINESS_STAGES.map((value) => ({ value, label: t(`stage.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('filter.status')}>
          <Select
            allowClear
            placeholder={t('filter.all')}
            style={{ width: 110 }}
            options={crmBusinessApi.BUSINESS_STATUSES.map((value) => ({
              value,
              label: t(`status.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="ownerUserId" label={t('filter.owner')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.all')}
            style={{ width: 130 }}
            options={(owners.data ?? []).map((owner) => ({ value: owner.userId, label: owner.name }))}
          />
        </Form.Item>
        <Form.Item name="expectedClose" label={t('filter.expectedClose')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
      </ListFilterPanel>
      <BusinessPipeline totals={page.data?.totals} />
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions
            actions={[
              createToolbarAction(t('list.add'), () => navigate(BUSINESS_CREATE_PATH), {
                granted: canCreate,
              }),
            ]}
          />
          <ListExportButton endpoint={crmBusinessApi.businessExport} filters={withoutPaging(list.query)} />
        </ListToolbar>
        <ListTable<BusinessRow> list={list} page={page} columns={columns} emptyText={t('list.empty')} />
      </section>
    </div>
  );
}
