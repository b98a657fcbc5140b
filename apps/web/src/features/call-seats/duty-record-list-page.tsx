import { callSeatsApi, type DutyRecordRow } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { CALL_SEATS_NS } from './call-seats-i18n';
import { useDutyRecordPage } from './call-seats-queries';

/** The duty records' seat and agent searches, kept in the URL. */
const dutyFilters = defineListFilters({ cno: textFilter(), userName: textFilter() });

/** 值班记录 (/organization/duty/list): who held which seat when, newest first, and how it ended; 导出 as a job. */
export function DutyRecordListPage() {
  const { t } = useTranslation(CALL_SEATS_NS);
  const can = useAction();
  const list = useFilteredList(dutyFilters);
  const page = useDutyRecordPage(list.query);
  usePageInRange(list, page.data);

  const columns: ListColumn<DutyRecordRow>[] = [
    { title: t('duty.cno'), key: 'cno', width: 120 },
    { title: t('duty.userName'), key: 'userName', width: 160 },
    { title: t('duty.start'), key: 'startDutyTime', width: 190 },
    {
      title: t('duty.end'),
      key: 'endDutyTime',
      width: 190,
      render: (end: string | null) => end ?? <Tag color="processing">{t('duty.onDuty')}</Tag>,
    },
    {
      title: t('duty.endReason'),
      key: 'endReason',
      width: 120,
      render: (reason: DutyRecordRow['endReason']) =>
        reason ? (
          <Tag color={reason === 'taken_over' ? 'warning' : 'default'}>{t(`duty.endReason.${reason}`)}</Tag>
        ) : (
          '-'
        ),
    },
    {
      title: t('duty.takenOverBy'),
      key: 'takenOverByName',
      render: (name: string | null) => name ?? '-',
    },
  ];

  return (
    <div data-testid="duty-record-list">
      <ListFilterPanel list={list}>
        <Form.Item name="cno" label={t('duty.cno')}>
          <Input allowClear placeholder={t('seat.cnoPlaceholder')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="userName" label={t('duty.userName')}>
          <Input allowClear placeholder={t('duty.userNamePlaceholder')} style={{ width: 180 }} />
        </Form.Item>
      </ListFilterPanel>
      <section className="atrium-panel">
        {can('export') && (
          <ListToolbar>
            <ListExportButton endpoint={callSeatsApi.dutyRecordExport} filters={withoutPaging(list.query)} />
          </ListToolbar>
        )}
        <ListTable<DutyRecordRow> list={list} page={page} columns={columns} emptyText={t('duty.empty')} />
      </section>
    </div>
  );
}
