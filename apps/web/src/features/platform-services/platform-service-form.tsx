import { platformServiceResource } from '@atrium/contract/resources/platform-service';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import { useResourceRecord } from '../../resources/resource-api';
import { useResourceLabels } from '../../resources/resource-labels';
import { ResourceRecordForm } from '../../resources/resource-record-form';
import type { AnyRow } from '../../resources/resource-types';
import { PLATFORM_SERVICES_NS } from './platform-services-i18n';

const CATEGORY_IDS = 'categoryIds';

type CategoryLine = { id: number; categoryId: number };

/** The categories as the service's lines: a category already there keeps its line. */
function categoryLines(chosen: readonly number[], record: AnyRow | null) {
  const existing = ((record?.lines ?? []) as CategoryLine[]).map(
    (line) => [line.categoryId, line.id] as const,
  );
  const lineOf = new Map(existing);
  return chosen.map((categoryId) =>
    lineOf.has(categoryId) ? { id: lineOf.get(categoryId)!, categoryId } : { categoryId },
  );
}

/**
 * A platform service's form: its fields, then 适用商品分类 as a multi category picker (none: every
 * category), saved with the record as its lines. An edit starts from the full record (a list row
 * does not carry its lines).
 */
export function PlatformServiceForm({
  id,
  onSaved,
  onCancel,
}: {
  /** The service to edit; null for a new one. */
  id: number | null;
  onSaved: (row: AnyRow) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(PLATFORM_SERVICES_NS);
  const labels = useResourceLabels(platformServiceResource, PLATFORM_SERVICES_NS);
  const record = useResourceRecord(platformServiceResource, id);
  if (id !== null && !record.data)
    return <Spin tip={t('form.loading')} data-testid="platform-service-form-loading" />;
  const full = id === null ? null : record.data!;
  const chosen = ((full?.lines ?? []) as CategoryLine[]).map((line) => line.categoryId);
  return (
    <ResourceRecordForm
      resource={platformServiceResource}
      labels={labels}
      record={full}
      extraValues={{ [CATEGORY_IDS]: chosen }}
      extraFields={
        <Form.Item
          name={CATEGORY_IDS}
          label={t('platformService.categories')}
          extra={t('platformService.categoriesHint')}
        >
          <ReferencePicker
            source="productCategory"
            multiple
            placeholder={t('platformService.categoriesPlaceholder')}
            data-testid="platform-service-categories"
          />
        </Form.Item>
      }
      extraBody={(values) => ({
        lines: categoryLines((values[CATEGORY_IDS] as number[] | undefined) ?? [], full),
      })}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
