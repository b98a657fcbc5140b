import { repairClaim } from '@atrium/contract/endpoints/repair-workbench';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settleRefusal } from '../../platform/api/api-error';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useRefreshRepairs } from '../../resources/repairs/repair-queries';
import { REPAIRS_NS } from '../../resources/repairs/repairs-i18n';

/**
 * 领取: claims an unclaimed repair for the caller. When a colleague was first the server answers
 * 409 naming them (the api client shows it); either way the queue and the record reload.
 */
export function useClaimRepair() {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [claiming, setClaiming] = useState<number | null>(null);
  const run = async (id: number, version: number) => {
    setClaiming(id);
    try {
      await callEndpoint(repairClaim, { params: { id }, body: { version } });
      showMessage('success', t('manage.claimed'));
    } finally {
      setClaiming(null);
      await refresh();
    }
  };
  return { claiming, claim: (id: number, version: number) => settleRefusal(run(id, version)) };
}
