import { crmCustomersApi } from '@atrium/contract';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { useInvalidateCustomers } from './customer-queries';
import { CUSTOMERS_NS } from './customers-i18n';

const api = crmCustomersApi;

/**
 * The ownership writes of the customer screens: each says so when done and refreshes every
 * customer query. A refusal rejects after the api client has shown the server's reason, so a
 * dialog stays open; callers that need nothing more ignore it with `.catch(() => {})`.
 */
export function useCustomerActions() {
  const { t } = useTranslation(CUSTOMERS_NS);
  const invalidate = useInvalidateCustomers();
  const done = async (text: string) => {
    showMessage('success', text);
    await invalidate();
  };
  return {
    claim: async (id: number) => {
      await callEndpoint(api.customerClaim, { params: { id } });
      await done(t('action.claimed'));
    },
    release: async (id: number, reason: string) => {
      await callEndpoint(api.customerRelease, { params: { id }, body: { reason } });
      await done(t('action.released'));
    },
    transfer: async (ids: number[], toUserId: number, reason: string) => {
      if (ids.length === 1) {
        await callEndpoint(api.customerTransfer, { params: { id: ids[0]! }, body: { toUserId, reason } });
        await done(t('action.transferred'));
      } else {
        const { count, pendingRequestId } = await callEndpoint(api.customerBulkTransfer, {
          body: { ids, toUserId, reason },
        });
        // Above the organization's count an approval decides first: nothing moved yet.
        await done(
          pendingRequestId === null
            ? t('action.bulkTransferred', { count })
            : t('action.bulkTransferPending', { count: ids.length }),
        );
      }
    },
    remove: async (id: number) => {
      await callEndpoint(api.customerDelete, { params: { id } });
      await done(t('action.deleted'));
    },
  };
}

/** For a Popconfirm's onConfirm: the api client has shown why a write failed already. */
export const quietly = (work: Promise<unknown>) => work.catch(() => undefined);
