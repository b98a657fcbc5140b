import {
  type CustomerEvent,
  type CustomerEventKind,
  type crmCustomerAttachmentsApi,
  crmCustomersApi,
} from '@atrium/contract';
import type { TFunction } from 'i18next';
import { storedRecallReasonText } from '../../../resources/customers/recall-reason-text';

type T = TFunction<'customers'>;

/** Every timeline kind's label key (a Record, so a new kind without a label fails to compile). */
export const EVENT_LABEL_KEYS: Record<CustomerEventKind, `event.${CustomerEventKind}`> = Object.fromEntries(
  crmCustomersApi.CUSTOMER_EVENT_KINDS.map((kind) => [kind, `event.${kind}`]),
) as Record<CustomerEventKind, `event.${CustomerEventKind}`>;

/** Kinds that change who holds the customer: the ownership history. */
export const OWNERSHIP_KINDS: ReadonlySet<CustomerEventKind> = new Set([
  'claimed',
  'released',
  'transferred',
  'recalled',
]);

/** What an 'updated' row may name: the edited fields, and the attachments (their own endpoints). */
type ChangedField =
  | crmCustomersApi.CustomerEditableField
  | typeof crmCustomerAttachmentsApi.ATTACHMENTS_CHANGED_FIELD;

const FIELD_LABEL_KEYS: Record<ChangedField, `field.${string}`> = {
  name: 'field.name',
  phone: 'field.phone',
  source: 'field.source',
  level: 'field.level',
  stage: 'field.stage',
  address: 'field.address',
  remark: 'field.remark',
  contacts: 'field.contacts',
  attachments: 'field.attachments',
};

/**
 * The detail line of a timeline row: owner change, the reason, or for an edit the changed
 * fields (the server writes their names comma-separated in `reason`).
 */
export function eventDetails(event: CustomerEvent, t: T): string[] {
  const lines: string[] = [];
  if (event.kind === 'updated') {
    const fields = event.reason
      .split(',')
      .filter((field): field is ChangedField => field in FIELD_LABEL_KEYS)
      .map((field) => t(FIELD_LABEL_KEYS[field] as 'field.name'));
    if (fields.length > 0) lines.push(t('event.changed', { fields: fields.join(t('event.fieldSeparator')) }));
    return lines;
  }
  if (OWNERSHIP_KINDS.has(event.kind) || event.kind === 'created') {
    if (event.fromOwnerName) lines.push(t('event.from', { name: event.fromOwnerName }));
    if (event.toOwnerName) lines.push(t('event.to', { name: event.toOwnerName }));
  }
  // The recall stores a message key and params (older rows: text), rendered in the reader's language.
  const reason = event.kind === 'recalled' ? storedRecallReasonText(event.reason, t) : event.reason;
  if (reason) lines.push(t('event.reason', { reason }));
  return lines;
}
