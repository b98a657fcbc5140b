import type { TFunction } from 'i18next';

/**
 * An SLA target is stored in business minutes and typed as hours and minutes (8 h, 30 min,
 * 1 h 30 min); these convert between the two and say a target in words.
 */
export interface HoursMinutes {
  hours: number;
  minutes: number;
}

export const splitMinutes = (total: number): HoursMinutes => ({
  hours: Math.floor(total / 60),
  minutes: total % 60,
});

export const joinMinutes = ({ hours, minutes }: Partial<HoursMinutes>): number =>
  (hours ?? 0) * 60 + (minutes ?? 0);

/** 8 小时, 30 分钟, 1 小时 30 分. */
export function durationText(t: TFunction<'workorderSettings'>, total: number): string {
  const { hours, minutes } = splitMinutes(total);
  if (hours === 0) return t('duration.m', { minutes });
  if (minutes === 0) return t('duration.h', { hours });
  return t('duration.hm', { hours, minutes });
}
