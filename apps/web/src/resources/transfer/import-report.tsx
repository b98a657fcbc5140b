import type { Fields, ImportReport, ImportRowError } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../list-pagination';
import { IMPORT_NS } from './import-i18n';

interface ImportReportViewProps {
  /** The file's columns, to name a bad cell's field. */
  fields: Fields;
  report: ImportReport;
}

/** The outcome of a check: counts, then every bad row with its number, field and reason. */
export function ImportReportView({ fields, report }: ImportReportViewProps) {
  const { t, i18n } = useTranslation(IMPORT_NS);
  const locale = i18n.language.startsWith('en') ? 'en' : 'zh-CN';
  const fieldTitle = (name?: string) => (name ? (fields[name]?.label?.[locale] ?? name) : '-');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-report">
      <Space wrap>
        <Tag>{t('summary.total', { total: report.total })}</Tag>
        <Tag color="green">{t('summary.good', { count: report.good })}</Tag>
        <Tag color={report.bad > 0 ? 'red' : 'default'}>{t('summary.bad', { count: report.bad })}</Tag>
        <Tag color="blue">{t('summary.created', { count: report.created })}</Tag>
        <Tag color="blue">{t('summary.updated', { count: report.updated })}</Tag>
        <Tag>{t('summary.unchanged', { count: report.unchanged })}</Tag>
      </Space>
      {report.bad === 0 ? (
        <Alert type="success" showIcon message={t('summary.allGood')} />
      ) : (
        <Table<ImportRowError>
          size="small"
          data-testid="import-errors"
          title={() =>
            report.errorsTruncated
              ? `${t('errors.title')}（${t('summary.truncated', { count: report.errors.length })}）`
              : t('errors.title')
          }
          rowKey={(error) => `${error.row}:${error.field ?? ''}:${error.message}`}
          dataSource={report.errors}
          pagination={listPagination({ total: report.errors.length })}
          columns={[
            { key: 'row', title: t('column.row'), dataIndex: 'row', width: 80 },
            {
              key: 'field',
              title: t('column.field'),
              width: 140,
              render: (_, error) => fieldTitle(error.field),
            },
            { key: 'message', title: t('column.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </Space>
  );
}
