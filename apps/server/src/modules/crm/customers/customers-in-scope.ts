import type { SQL } from 'drizzle-orm';
import { type DataScope, ownedInScopeOf } from '../../../platform/access/data-scope.js';
import { customers } from '../customers.tables.js';

/** The condition on `customers` for the owned customers of a scope (always within its organization). */
export function ownedInScope(scope: DataScope): SQL {
  return ownedInScopeOf(scope, customers);
}
