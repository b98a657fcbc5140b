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

export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'greeting.earlyMorning';
  if (hour <= 11) return 'greeting.morning';
  if (hour <= 13) return 'greeting.noon';
  if (hour < 20) return 'greeting.afternoon';
  return 'greeting.evening';
}
