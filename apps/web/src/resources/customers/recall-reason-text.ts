import { crmPrivateSeaApi } from '@atrium/contract';
import type { Namespace, TFunction } from 'i18next';
import { RECALL_REMINDERS_NS } from './recall-reminders-i18n';

type RecallReason = crmPrivateSeaApi.RecallReason;
/** The caller's t() (its language): the texts are looked up in this feature's namespace whatever t's own is. */
const inNamespace = <N extends Namespace>(t: TFunction<N>) =>
  t as unknown as TFunction<typeof RECALL_REMINDERS_NS>;

/** 私海规则「X」：30 天未跟进，自动回收, in the reader's language (timeline rows, the dry run). */
export const recallReasonText = <N extends Namespace>(reason: RecallReason, t: TFunction<N>): string =>
  inNamespace(t)(`reason.${reason.key}`, { ns: RECALL_REMINDERS_NS, ...reason.params });

/** 30 天未跟进: the limit alone (the reminder list, where the rule has its own column). */
export const recallCauseText = <N extends Namespace>(reason: RecallReason, t: TFunction<N>): string =>
  inNamespace(t)(`cause.${reason.key}`, { ns: RECALL_REMINDERS_NS, ...reason.params });

/**
 * A 'recalled' timeline row's reason: stored as a message key and params since the recall
 * writes them so; rows written before hold zh-CN text, shown as it is.
 */
export function storedRecallReasonText<N extends Namespace>(stored: string, t: TFunction<N>): string {
  const reason = crmPrivateSeaApi.parseRecallReason(stored);
  return reason ? recallReasonText(reason, t) : stored;
}
