import { splitMinutes } from '@atrium/contract';
import type { TFunction } from 'i18next';

/**
 * An SLA target in words: stored in business minutes, typed as hours and minutes (contract
 * splitMinutes / joinMinutes) — 8 小时, 30 分钟, 1 小时 30 分.
 */
export function durationText(t: TFunction<'workorderSettings'>, total: number): string {
  const { hours, minutes } = splitMinutes(total);
  if (hours === 0) return t('duration.m', { minutes });
  if (minutes === 0) return t('duration.h', { hours });
  return t('duration.hm', { hours, minutes });
}
