import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { crmClues } from './clues.tables.js';
import { customers } from './customers.tables.js';

/**
 * Who already holds a normalized phone in an organization, across the record kinds that must not
 * share one (issue 4 "duplicates by normalized phone … across customers, clues and support
 * customers"): a live customer, or an open clue (a converted clue's phone belongs to its customer).
 * New record kinds add their lookup here, so every create path refuses the same duplicates.
 */
export type PhoneHolder =
  | { kind: 'customer'; id: number; sn: string }
  | { kind: 'clue'; id: number; name: string };

export async function phoneHolderOf(db: Db, orgId: number, phone: string): Promise<PhoneHolder | undefined> {
  if (phone === '') return undefined;
  const [customer] = await db
    .select({ id: customers.id, sn: customers.sn })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.phone, phone), isNull(customers.deletedAt)))
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
        ne(crmClues.status, 'converted'),
      ),
    )
    .limit(1);
  return clue ? { kind: 'clue', ...clue } : undefined;
}

/** The localized 400 on `path` naming the record that holds the phone. */
export function phoneTakenError(holder: PhoneHolder, path = 'phone') {
  return holder.kind === 'customer'
    ? fieldError(path, 'customer.phoneTaken', { sn: holder.sn })
    : fieldError(path, 'clue.phoneTaken', { name: holder.name });
}

/** Refuses (400 on `path`) a phone that a customer or an open clue of the organization holds. */
export async function assertPhoneFree(db: Db, orgId: number, phone: string, path = 'phone'): Promise<void> {
  const holder = await phoneHolderOf(db, orgId, phone);
  if (holder) throw phoneTakenError(holder, path);
}
