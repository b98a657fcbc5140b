import type { RepairDetail, RepairStatus } from '@atrium/contract/endpoints/repair-orders';
import Steps from 'antd/es/steps';
import { useTranslation } from 'react-i18next';
import { REPAIRS_NS } from './repairs-i18n';

/**
 * The path a repair takes by its warranty and the customer's answer (docs/repairs.md): under
 * warranty no quote; a declined quote goes straight back. (Once shipped back the detail no longer
 * says whether the quote was declined: its timeline does.)
 */
function pathOf({ status, underWarranty }: Pick<RepairDetail, 'status' | 'underWarranty'>): RepairStatus[] {
  if (status === 'declined') return ['received', 'diagnosed', 'quoted', 'declined', 'shippedBack', 'closed'];
  if (underWarranty === true)
    return ['received', 'diagnosed', 'repairing', 'qualityCheck', 'shippedBack', 'closed'];
  return [
    'received',
    'diagnosed',
    'quoted',
    'accepted',
    'repairing',
    'qualityCheck',
    'shippedBack',
    'closed',
  ];
}

/** Where the repair is on its path, as steps. */
export function RepairSteps({ repair }: { repair: Pick<RepairDetail, 'status' | 'underWarranty'> }) {
  const { t } = useTranslation(REPAIRS_NS);
  const path = pathOf(repair);
  const current = path.indexOf(repair.status);
  return (
    <Steps
      size="small"
      current={current}
      status={repair.status === 'declined' ? 'error' : repair.status === 'closed' ? 'finish' : 'process'}
      responsive
      items={path.map((status) => ({ title: t(`status.${status}`) }))}
      aria-label={t('detail.steps')}
      data-testid="repair-steps"
    />
  );
}
