import { DIALOG_WIDTH, type Resource } from '@atrium/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { FieldValue } from './field-value';
import { formatDateTime } from './format-date-time';
import { LinesTable } from './lines-table';
import { useResourceRecord } from './resource-api';
import type { ResourceLabels } from './resource-labels';
import { RecordTransitionActions, type ResourceTransitions } from './resource-transitions';

interface RecordDetailModalProps {
  resource: Resource;
  labels: ResourceLabels;
  title: string;
  id: number;
  /** A resource with named transitions: the ones the caller may take on this record now, as buttons. */
  transitions?: ResourceTransitions;
  onClose(): void;
}

/** One record read-only, fresh from the server: the fields shown in details, then when it was saved. */
export function RecordDetailModal({
  resource,
  labels,
  title,
  id,
  transitions,
  onClose,
}: RecordDetailModalProps) {
  const { t } = useTranslation('resources');
  const { data: row, isPending, isError } = useResourceRecord(resource, id);
  const fields = Object.entries(resource.fields).filter(([, def]) => def.visibleIn?.detail !== false);
  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={t('detail.title', { title })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('detail.close')}</Button>}
    >
      {isPending ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : isError || !row ? (
        <div data-testid="record-detail-error">{t('load.failed')}</div>
      ) : (
        <>
          {transitions && (
            <div style={{ marginBottom: 12 }} data-testid="record-transitions">
              <RecordTransitionActions resource={resource} row={row} transitions={transitions} />
            </div>
          )}
          <Descriptions
            bordered
            column={1}
            size="small"
            data-testid="record-detail"
            styles={{ label: { width: '25%' }, content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } }}
            items={[
              ...fields.map(([name, def]) => ({
                key: name,
                label: labels.field(name),
                children: (
                  <FieldValue def={def} value={row[name]} labels={labels} valueLabel={row.labels?.[name]} />
                ),
              })),
              { key: 'createdAt', label: t('meta.createdAt'), children: formatDateTime(row.createdAt) },
              { key: 'updatedAt', label: t('meta.updatedAt'), children: formatDateTime(row.updatedAt) },
            ]}
          />
          {resource.lines && <LinesTable resource={resource} labels={labels} row={row} />}
        </>
      )}
    </Modal>
  );
}
