import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../resources/format-date-time';
import { MoveDocument } from './move-document';
import { STOCK_NS } from './stock-i18n';
import { useStockNames } from './stock-names';
import { useSerialWhereabouts } from './stock-queries';

/** "Where is serial X and what happened to it": its location now and every move, oldest first. */
export function SerialLookup() {
  const { t } = useTranslation(STOCK_NS);
  const names = useStockNames();
  const [serial, setSerial] = useState('');
  const found = useSerialWhereabouts(serial);
  return (
    <section className="atrium-panel" data-testid="serial-lookup">
      <Typography.Text strong style={{ marginRight: 12 }}>
        {t('overview.serialLookup')}
      </Typography.Text>
      <Input.Search
        allowClear
        placeholder={t('overview.serialPlaceholder')}
        enterButton={t('overview.serialSearch')}
        onSearch={(value) => setSerial(value.trim())}
        style={{ maxWidth: 360 }}
        loading={found.isFetching}
      />
      {serial !== '' && found.isError && (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t('overview.serialNotFound')} />
      )}
      {(found.data ?? []).map((where) => (
        <div key={`${where.itemKind}:${where.itemId}`} style={{ marginTop: 12 }}>
          <Alert
            type="info"
            showIcon
            message={t('overview.serialAt', {
              item: where.itemLabel || `#${where.itemId}`,
              location: names.location(where.locationKind, where.locationName),
            })}
            data-testid="serial-location"
          />
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            style={{ marginTop: 8 }}
            dataSource={where.moves}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('column.fromTo'),
                key: 'fromTo',
                render: (_v, move) =>
                  `${names.location(move.fromLocationKind, move.fromLocationName)} → ${names.location(move.toLocationKind, move.toLocationName)}`,
              },
              {
                title: t('column.document'),
                key: 'document',
                render: (_v, move) => <MoveDocument move={move} />,
              },
              {
                title: t('column.effectiveAt'),
                key: 'effectiveAt',
                render: (_v, move) => formatDateTime(move.effectiveAt),
              },
              {
                title: t('column.postedBy'),
                key: 'postedByName',
                render: (_v, move) => move.postedByName || '-',
              },
            ]}
          />
        </div>
      ))}
    </section>
  );
}
