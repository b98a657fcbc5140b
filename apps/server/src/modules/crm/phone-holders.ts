import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { MessageKey, MessageParams } from '../../platform/http/messages.js';
import { crmClues } from './clues.tables.js';
import { customers } from './customers.tables.js';
import { crmSupportCustomers } from './support-customers.tables.js';

/**
 * Who already holds a normalized phone in an organization, across the record kinds that must not
 * share one (issue 4 "duplicates by normalized phone … across customers, clues and support
 * customers"): a live customer, an open clue (a converted clue's phone belongs to its customer; an
 * invalid clue holds none) or a live support customer.
 * New record kinds add their lookup here, so every create path refuses the same duplicates.
 */
export type PhoneHolder =
  | { kind: 'customer'; id: number; sn: string }
  | { kind: 'clue'; id: number; name: string }
  | { kind: 'supportCustomer'; id: number; name: string };

/**
 * Records that don't count as holders: the customer a support customer is linked to (the same
 * buyer), and the record being edited itself.
 */
export interface PhoneHolderExceptions {
  customerId?: number | null;
  supportCustomerId?: number;
}

export async function phoneHolderOf(
  db: Db,
  orgId: number,
  phone: string,
  except: PhoneHolderExceptions = {},
): Promise<PhoneHolder | undefined> {
  if (phone === '') return undefined;
  const [customer] = await db
    .select({ id: customers.id, sn: customers.sn })
    .from(customers)
    .where(
      and(
        eq(customers.orgId, orgId),
        eq(customers.phone, phone),
        isNull(customers.deletedAt),
        except.customerId ? ne(customers.id, except.customerId) : undefined,
      ),
    )
    .limit(1);
  if (customer) return { kind: 'customer', ...customer };
  const [clue] = await db
    .select({ id: crmClues.id, name: crmClues.name })
    .from(crmClues)
    .where(
      and(
        eq(crmClues.orgId, orgId),
        eq(crmClues.phone, phone),
        isNull(crmClues.deletedAt),
        notInArray(crmClues.status, ['converted', 'invalid']),
      ),
    )
    .limit(1);
  if (clue) return { kind: 'clue', ...clue };
  const [supportCustomer] = await db
    .select({ id: crmSupportCustomers.id, name: crmSupportCustomers.name })
    .from(crmSupportCustomers)
    .where(
      and(
        eq(crmSupportCustomers.orgId, orgId),
        eq(crmSupportCustomers.phone, phone),
        isNull(crmSupportCustomers.deletedAt),
        except.supportCustomerId ? ne(crmSupportCustomers.id, except.supportCustomerId) : undefined,
      ),
    )
    .limit(1);
  return supportCustomer ? { kind: 'supportCustomer', ...supportCustomer } : undefined;
}

/** The localized reason naming the record that holds the phone. */
export function phoneTakenMessage(holder: PhoneHolder): [MessageKey, MessageParams] {
  if (holder.kind === 'customer') return ['customer.phoneTaken', { sn: holder.sn }];
  if (holder.kind === 'clue') return ['clue.phoneTaken', { name: holder.name }];
  return ['supportCustomer.phoneTaken', { name: holder.name }];
}

/** The localized 400 on `path` naming the record that holds the phone. */
export function phoneTakenError(holder: PhoneHolder, path = 'phone') {
  return fieldError(path, ...phoneTakenMessage(holder));
}

/** Refuses (400 on `path`) a phone that a customer, an open clue or a support customer holds. */
export async function assertPhoneFree(db: Db, orgId: number, phone: string, path = 'phone'): Promise<void> {
  const holder = await phoneHolderOf(db, orgId, phone);
  if (holder) throw phoneTakenError(holder, path);
}
