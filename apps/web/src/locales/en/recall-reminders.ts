import type { recallReminders as zh } from '../zh-CN/recall-reminders';

/** English texts of the recall reminders (keys as in zh-CN). */
export const recallReminders: Record<keyof typeof zh, string> = {
  'notice.some': '{{count}} customers about to be recalled',
  'notice.none': 'Recall reminders',
  'drawer.title': 'Customers about to be recalled',
  'drawer.hint':
    'These customers are within the reminder period before recall; a follow-up or a deal keeps them.',
  'drawer.empty': 'No customer is about to be recalled',
  'drawer.failed': 'Could not load the recall reminders',
  'column.name': 'Customer',
  'column.owner': 'Owner',
  'column.reason': 'Reason',
  'column.daysLeft': 'Days left',
  'column.recallAt': 'Recall at',
  'value.daysLeft': '{{count}} days',
  'cause.noFollowUp': '{{days}} days without a follow-up',
  'cause.noDeal': '{{days}} days without a deal',
  'reason.noFollowUp':
    'Private-sea rule "{{rule}}": {{days}} days without a follow-up, recalled automatically',
  'reason.noDeal': 'Private-sea rule "{{rule}}": {{days}} days without a deal, recalled automatically',
  'warning.noFollowUp':
    'This customer goes back to the public pool on {{at}} ({{count}} days left, private-sea rule "{{rule}}": {{days}} days without a follow-up). Follow up soon.',
  'warning.noDeal':
    'This customer goes back to the public pool on {{at}} ({{count}} days left, private-sea rule "{{rule}}": {{days}} days without a deal). Follow up soon.',
};
