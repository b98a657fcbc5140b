import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { type Endpoint, type ExportFormat, MENU_CATALOGUE } from '@atrium/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAction } from '../../platform/access/use-action';
import { useGranted } from '../../platform/access/use-granted';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showNotification } from '../../platform/feedback/feedback';
import type { ToolbarContext } from '../resource-toolbar';
import { DOWNLOAD_NS } from './export-i18n';

const DOWNLOAD_CENTER_PATH =
  MENU_CATALOGUE.find((entry) => entry.key === 'downloadCenterManage')?.path ?? '/system/dowload/list';

/** An export endpoint (`POST …/export` answering `{ jobId }`): only its method and path are needed. */
type ExportRoute = Pick<Endpoint, 'method' | 'path'>;

/**
 * 导出 on a resource list (with the route's `export` oper): exports what the list shows (its
 * filters and sort, every page) as Excel or CSV.
 */
export function ExportButton({ resource, query }: ToolbarContext) {
  const endpoint = resource.endpoints.export;
  return endpoint ? <ListExportButton endpoint={endpoint} filters={withoutPaging(query)} /> : null;
}

/** A list query's filters and sort: an export takes every page. */
export function withoutPaging<Q extends { pageNum?: unknown; pageSize?: unknown }>(query: Q) {
  const { pageNum: _pageNum, pageSize: _pageSize, ...filters } = query;
  return filters;
}

/**
 * 导出 on any list whose route has the `export` oper: sends the list's current filters (no paging)
 * to its export endpoint, which prepares the file as a job (Excel or CSV); the user is told so,
 * with a way to the download center.
 */
export function ListExportButton({ endpoint, filters }: { endpoint: ExportRoute; filters: object }) {
  const { t } = useTranslation(DOWNLOAD_NS);
  const can = useAction();
  const navigate = useNavigate();
  const canOpenCenter = useGranted('downloadCenterManage');
  const [busy, setBusy] = useState(false);
  if (!can('export')) return null;

  const start = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await callEndpoint(endpoint as Endpoint, { body: { ...filters, format } });
      showNotification('success', {
        title: t('export.started'),
        description: canOpenCenter ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => navigate(DOWNLOAD_CENTER_PATH)}>
            {t('export.openCenter')}
          </Button>
        ) : undefined,
      });
    } catch {
      // The api client has already told the user what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      menu={{
        items: [
          { key: 'xlsx', label: <span data-testid="export-xlsx">{t('export.xlsx')}</span> },
          { key: 'csv', label: <span data-testid="export-csv">{t('export.csv')}</span> },
        ],
        onClick: ({ key }) => void start(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export-button">
        {t('export.button')}
      </Button>
    </Dropdown>
  );
}
