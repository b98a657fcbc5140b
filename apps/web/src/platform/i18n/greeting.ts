import { businessHour } from '@atrium/contract';

/**
 * spec §9 greeting by hour: before 9 early morning, up to 11 morning, up to 13 noon, before 20
 * afternoon, otherwise evening. Answers the common-namespace key of the greeting.
 */
export type GreetingKey =
  | 'greeting.earlyMorning'
  | 'greeting.morning'
  | 'greeting.noon'
  | 'greeting.afternoon'
  | 'greeting.evening';

/** The greeting for the hour it is now on the business clock, as every time on screen reads. */
export const greetingNow = (now: Date = new Date()): GreetingKey => greetingKey(businessHour(now));

export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'greeting.earlyMorning';
  if (hour <= 11) return 'greeting.morning';
  if (hour <= 13) return 'greeting.noon';
  if (hour < 20) return 'greeting.afternoon';
  return 'greeting.evening';
}
