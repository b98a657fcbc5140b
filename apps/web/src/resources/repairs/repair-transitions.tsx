import type { TransitionStatus } from '@atrium/contract';
import {
  type PlainRepairTransition,
  REPAIR_PLAIN_TRANSITION_ENDPOINTS,
  type repairQuote,
} from '@atrium/contract/endpoints/repair-orders';
import {
  PICKUP_PLAIN_TRANSITION_ENDPOINTS,
  type PlainPickupTransition,
  type pickupCancel,
} from '@atrium/contract/endpoints/repair-pickups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { type TransitionAction, TransitionActions } from '../transition-actions';
import { useRefreshRepairs } from './repair-queries';
import { REPAIRS_NS } from './repairs-i18n';

/** Every plain transition's button: its label and, when it can't be taken back or moves stock, a question first. */
function useTransitionActions(): Record<PlainRepairTransition | PlainPickupTransition, TransitionAction> {
  const { t } = useTranslation(REPAIRS_NS);
  return {
    quote: { label: t('transition.quote'), confirm: t('transition.quoteAsk') },
    accept: { label: t('transition.accept'), confirm: t('transition.acceptAsk') },
    decline: { label: t('transition.decline'), confirm: t('transition.declineAsk'), danger: true },
    startRepair: { label: t('transition.startRepair') },
    finishRepair: { label: t('transition.finishRepair'), confirm: t('transition.finishRepairAsk') },
    failCheck: { label: t('transition.failCheck'), confirm: t('transition.failCheckAsk'), danger: true },
    close: { label: t('transition.close'), confirm: t('transition.closeAsk') },
    dispatch: { label: t('transition.dispatch') },
    cancel: { label: t('transition.cancel'), confirm: t('transition.cancelAsk'), danger: true },
  };
}

/** Any of these endpoints: `POST …/:id/<name>` with an optional version, answering the record or a pending approval. */
type PlainTransitionEndpoint = typeof repairQuote | typeof pickupCancel;

function useTransitions<N extends string>(
  endpoints: Record<N, PlainTransitionEndpoint>,
  offered: readonly N[],
) {
  const { t } = useTranslation(REPAIRS_NS);
  const refresh = useRefreshRepairs();
  const [taking, setTaking] = useState<{ id: number; name: string } | null>(null);
  const all = useTransitionActions();
  const actions: Record<string, TransitionAction> = Object.fromEntries(
    offered.map((name) => [name, all[name as keyof typeof all]]),
  );
  const take = async (id: number, name: string, version?: number) => {
    setTaking({ id, name });
    try {
      const answer = (await callEndpoint(endpoints[name as N] as typeof repairQuote, {
        params: { id },
        body: version === undefined ? {} : { version },
      })) as object;
      showMessage('success', 'pending' in answer ? t('transition.pendingNotice') : t('transition.done'));
      await refresh();
    } finally {
      setTaking(null);
    }
  };
  /** Whether this row's transition is the one running (its button spins). */
  const isTaking = (id: number, name: string) => taking?.id === id && taking.name === name;
  return { actions, take, taking, isTaking };
}

/**
 * The repair transitions a screen offers, as buttons (labels, questions) and the call taking one:
 * the customer's side offers accept / decline, the workbench the technician's.
 */
export function useRepairTransitions(offered: readonly PlainRepairTransition[]) {
  return useTransitions(REPAIR_PLAIN_TRANSITION_ENDPOINTS, offered);
}

/** A pickup's 已发出 and 取消 as buttons and row actions. */
export function usePickupTransitions() {
  return useTransitions(PICKUP_PLAIN_TRANSITION_ENDPOINTS, ['dispatch', 'cancel']);
}

type Transitions = ReturnType<typeof useTransitions>;

/** A record's transitions as buttons, as the server offers them (its detail's `transitions`). */
export function RecordTransitionActions({
  record,
  transitions,
}: {
  record: { id: number; transitions: TransitionStatus };
  transitions: Transitions;
}) {
  return (
    <TransitionActions
      status={record.transitions}
      actions={transitions.actions}
      taking={transitions.taking?.id === record.id ? transitions.taking.name : undefined}
      onTake={(name) => transitions.take(record.id, name, record.transitions.version)}
    />
  );
}
