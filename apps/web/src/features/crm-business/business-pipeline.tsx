import type { BusinessTotals } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../platform/format/money';
import { BUSINESS_NS } from './business-i18n';

/** The pipeline above the list: count and amount per open stage, won, lost and the total (of the filtered list). */
export function BusinessPipeline({ totals }: { totals: BusinessTotals | undefined }) {
  const { t } = useTranslation(BUSINESS_NS);
  if (!totals) return null;
  const cells = [
    ...totals.stages.map((bucket) => ({ key: bucket.stage, label: t(`stage.${bucket.stage}`), bucket })),
    { key: 'won', label: t('status.won'), bucket: totals.won },
    { key: 'lost', label: t('status.lost'), bucket: totals.lost },
    { key: 'total', label: t('pipeline.total'), bucket: totals },
  ];
  return (
    <ol className="atrium-business-pipeline" aria-label={t('pipeline.title')} data-testid="business-pipeline">
      {cells.map(({ key, label, bucket }) => (
        <li key={key} className={`atrium-business-stage is-${key}`}>
          <span className="atrium-business-stage-label">{label}</span>
          <strong className="atrium-business-stage-amount">{formatCents(bucket.amountCents)}</strong>
          <span className="atrium-business-stage-count">{t('pipeline.count', { count: bucket.count })}</span>
        </li>
      ))}
    </ol>
  );
}
