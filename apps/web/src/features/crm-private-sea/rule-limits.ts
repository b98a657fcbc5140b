import type { PrivateSeaRule } from '@atrium/contract';
import type { TFunction } from 'i18next';

type T = TFunction<'privateSea'>;

/** A count limit as shown in the list: `50 个`, or 不限 when unset. */
export const countText = (t: T, value: number | null) =>
  value === null ? t('value.none') : t('value.count', { count: value });

export const daysText = (t: T, value: number | null) =>
  value === null ? t('value.none') : t('value.days', { count: value });

/** The recall conditions of a rule: `30 天未跟进 / 90 天未成交`, or 不限. */
export function recallText(t: T, rule: Pick<PrivateSeaRule, 'recallNoFollowUpDays' | 'recallNoDealDays'>) {
  const parts: string[] = [];
  if (rule.recallNoFollowUpDays !== null)
    parts.push(t('value.noFollowUp', { count: rule.recallNoFollowUpDays }));
  if (rule.recallNoDealDays !== null) parts.push(t('value.noDeal', { count: rule.recallNoDealDays }));
  return parts.length === 0 ? t('value.none') : parts.join(' / ');
}
