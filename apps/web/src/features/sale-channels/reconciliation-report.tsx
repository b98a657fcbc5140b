import {
  type ReconciliationRow,
  reconciliationExport,
  STATEMENT_IMPORT_FIELDS,
  STATEMENT_RESULTS,
  type StatementResult,
  statementImport,
  statementImportTemplate,
  statementReconcile,
} from '@atrium/contract/endpoints/sale-channels';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { formatCents } from '../../platform/format/money';
import { formatDateTime } from '../../resources/format-date-time';
import { type RowAction, rowActionsColumn, useGrantedActions } from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { choiceFilter, defineListFilters, textFilter } from '../../resources/list-filters';
import { type ListColumn, ListTable, NOT_ON_PHONE } from '../../resources/list-table';
import { ListExportButton, withoutPaging } from '../../resources/transfer/export-button';
import type { ImportTarget } from '../../resources/transfer/import-api';
import { ImportTargetButton } from '../../resources/transfer/import-button';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { ExplainModal } from './explain-modal';
import { noWrap } from './nowrap-text';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';
import { useInvalidateChannels, useReconciliation, useStatement } from './sale-channels-queries';
import { StatementResultTag } from './statement-result-tag';

/** The report's filters and page in the URL (`r.result=amountDiffers`…), beside the statement's id. */
export const reportFilters = defineListFilters(
  {
    result: choiceFilter(STATEMENT_RESULTS),
    explained: choiceFilter(['true', 'false'] as const),
    keyword: textFilter(),
  },
  { prefix: 'r.' },
);

const importTargetOf = (statementId: number): ImportTarget => ({
  menuKey: 'ecommerceBillList',
  name: 'statement',
  fields: STATEMENT_IMPORT_FIELDS,
  templatePath: statementImportTemplate.path,
  importPath: statementImport.path.replace(':id', String(statementId)),
});

/**
 * 对账报告 of one statement: import its rows, reconcile, then work through the differences —
 * the sums per result (a card filters to it), filters in the URL, a note per difference, export.
 */
export function ReconciliationReport({ statementId, onBack }: { statementId: number; onBack: () => void }) {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  const statement = useStatement(statementId);
  const list = useFilteredList(reportFilters);
  const report = useReconciliation(statementId, list.query);
  usePageInRange(list, report.data);
  const invalidate = useInvalidateChannels();
  const [reconciling, setReconciling] = useState(false);
  const [explaining, setExplaining] = useState<ReconciliationRow | null>(null);

  const reconcile = async () => {
    setReconciling(true);
    try {
      await callEndpoint(statementReconcile, { params: { id: statementId } });
      showMessage('success', t('bill.reconciled'));
      await invalidate();
    } catch {
      // Shown by the api client.
    } finally {
      setReconciling(false);
    }
  };
  const rowActions = useGrantedActions<RowAction<ReconciliationRow>>([
    {
      key: 'explain',
      label: t('report.explain'),
      oper: 'import',
      opens: true,
      shownFor: (row) => row.result !== 'matched',
      onClick: setExplaining,
    },
  ]);
  const money = (fen: number) => noWrap(formatCents(fen));
  const columns: (ListColumn<ReconciliationRow> | null)[] = [
    { title: t('report.col.extOrderNo'), key: 'extOrderNo', render: noWrap },
    { title: t('report.col.saleOrder'), key: 'saleOrderNo', render: noWrap, responsive: NOT_ON_PHONE },
    {
      title: t('report.col.result'),
      key: 'result',
      render: (result: StatementResult) => <StatementResultTag result={result} />,
    },
    {
      title: t('report.col.platform'),
      key: 'platformFen',
      align: 'right',
      render: money,
      responsive: NOT_ON_PHONE,
    },
    {
      title: t('report.col.expected'),
      key: 'expectedFen',
      align: 'right',
      render: money,
      responsive: NOT_ON_PHONE,
    },
    {
      title: t('report.col.difference'),
      key: 'differenceFen',
      align: 'right',
      render: (fen: number) => (
        <Typography.Text type={fen === 0 ? undefined : 'danger'} strong={fen !== 0}>
          {money(fen)}
        </Typography.Text>
      ),
    },
    { title: t('report.col.fees'), key: 'feesFen', align: 'right', render: money, responsive: NOT_ON_PHONE },
    {
      title: t('report.col.collected'),
      key: 'collectedFen',
      align: 'right',
      render: money,
      responsive: NOT_ON_PHONE,
    },
    {
      title: t('report.col.note'),
      key: 'note',
      responsive: NOT_ON_PHONE,
      render: (note: string, row: ReconciliationRow) => (
        <Space size={4}>
          {row.explained && <Tag color="blue">{t('report.explained.true')}</Tag>}
          {note || (row.explained ? '' : '-')}
        </Space>
      ),
    },
    rowActionsColumn(t('common.actions'), rowActions),
  ];
  const head = statement.data;

  return (
    <div data-testid="reconciliation-report">
      <Space style={{ marginBottom: 12 }} wrap>
        <Button onClick={onBack}>{t('bill.backToList')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {head?.name ?? ''}
        </Typography.Title>
      </Space>
      {head && (
        <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('bill.source')}>{head.sourceName}</Descriptions.Item>
          <Descriptions.Item
            label={t('bill.period')}
          >{`${head.periodFrom} ~ ${head.periodTo}`}</Descriptions.Item>
          <Descriptions.Item label={t('bill.rows')}>{head.rowCount}</Descriptions.Item>
          <Descriptions.Item label={t('bill.reconciledAt')}>
            {head.reconciledAt ? formatDateTime(head.reconciledAt) : t('bill.notReconciled')}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        <ImportTargetButton target={importTargetOf(statementId)} onImported={() => void invalidate()} />
        <Action code="import">
          <Button
            type="primary"
            loading={reconciling}
            onClick={() => void reconcile()}
            data-testid="reconcile-button"
          >
            {t('bill.reconcile')}
          </Button>
        </Action>
        <ListExportButton
          endpoint={{ method: 'POST', path: reconciliationExport.path.replace(':id', String(statementId)) }}
          filters={withoutPaging(list.query)}
        />
      </Space>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {(report.data?.sums ?? []).map((sum) => (
          <Col key={sum.result} xs={12} md={6}>
            <Card
              size="small"
              hoverable
              onClick={() => list.applyForm({ ...list.formValues, result: sum.result })}
              data-testid={`sum-${sum.result}`}
              style={list.query.result === sum.result ? { borderColor: '#1677ff' } : undefined}
            >
              <Statistic title={t(`result.${sum.result}`)} value={t('report.count', { count: sum.count })} />
              <Typography.Text type={sum.differenceFen === 0 ? 'secondary' : 'danger'}>
                {t('report.difference', { amount: formatCents(sum.differenceFen) })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <ListFilterPanel list={list} bare>
        <Form.Item name="result" label={t('report.filter.result')}>
          <Select
            allowClear
            placeholder={t('common.all')}
            style={{ width: 140 }}
            options={STATEMENT_RESULTS.map((value) => ({ value, label: t(`result.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="explained" label={t('report.filter.explained')}>
          <Select
            allowClear
            placeholder={t('common.all')}
            style={{ width: 120 }}
            options={(['true', 'false'] as const).map((value) => ({
              value,
              label: t(`report.explained.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('report.filter.keyword')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </ListFilterPanel>
      <ListTable<ReconciliationRow>
        list={list}
        page={report}
        columns={columns}
        emptyText={t('report.empty')}
      />
      <ExplainModal
        row={explaining}
        onClose={() => setExplaining(null)}
        onSaved={() => {
          setExplaining(null);
          void invalidate();
        }}
      />
    </div>
  );
}
