import type { flwApi } from '@atrium/contract';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatDateTime } from '../../resources/format-date-time';
import { APPROVAL_PROCESSES_NS } from './approval-processes-i18n';

type Version = z.output<typeof flwApi.processVersionRow>;

/** 版本记录: each published version with its approval requests (running ones keep their version). */
export function ProcessVersions({ versions }: { versions: readonly Version[] }) {
  const { t } = useTranslation(APPROVAL_PROCESSES_NS);
  return (
    <div style={{ maxWidth: 900, marginTop: 8 }}>
      <Typography.Title level={5}>{t('versions.title')}</Typography.Title>
      <Table<Version>
        size="small"
        rowKey="version"
        pagination={false}
        dataSource={[...versions]}
        locale={{ emptyText: t('versions.empty') }}
        columns={[
          {
            title: t('versions.version'),
            dataIndex: 'version',
            width: 90,
            render: (version: number) => `v${version}`,
          },
          { title: t('versions.publishedAt'), dataIndex: 'publishedAt', width: 180, render: formatDateTime },
          {
            title: t('versions.publishedBy'),
            dataIndex: 'publishedBy',
            render: (by: Version['publishedBy']) => by?.name ?? '-',
          },
          { title: t('versions.instanceCount'), dataIndex: 'instanceCount', width: 100, align: 'right' },
        ]}
      />
    </div>
  );
}
